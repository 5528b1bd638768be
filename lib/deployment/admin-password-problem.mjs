// The one rule for ADMIN_PASSWORD, shared by `npm start` (scripts/start.mjs refuses to start on it),
// scripts/hash-password.mjs and the deployment check (a Vercel deployment never runs `npm start`).

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * Why ADMIN_PASSWORD cannot be used (too short to withstand guessing), or null when it is fine or unset,
 * or when ADMIN_PASSWORD_HASH (which wins) is set.
 * @param {Record<string, string | undefined>} env
 */
export function adminPasswordProblem(env = process.env) {
  const password = env.ADMIN_PASSWORD?.trim();
  if (!password || env.ADMIN_PASSWORD_HASH?.trim()) return null;
  if (password.length >= MIN_ADMIN_PASSWORD_LENGTH) return null;
  return `ADMIN_PASSWORD is ${password.length} characters long; it must have at least ${MIN_ADMIN_PASSWORD_LENGTH}. Choose a longer one, or unset it to have a password generated on first start.`;
}
