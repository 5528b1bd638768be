// The shop's public origin (APP_URL), shared by `npm start` (scripts/start.mjs) and the app: one rule
// for the links e-mails carry. A deployment must never e-mail http://localhost links.

import { isDeployment } from "./is-deployment.mjs";

/**
 * APP_URL when set; on Vercel https://$VERCEL_PROJECT_PRODUCTION_URL (the project's production domain,
 * which Vercel sets); else http://localhost:$PORT (default 3000). No trailing slash.
 * @param {Record<string, string | undefined>} env
 */
export function resolveAppUrl(env = process.env) {
  const configured = env.APP_URL?.trim();
  const vercelDomain = env.VERCEL === "1" ? env.VERCEL_PROJECT_PRODUCTION_URL?.trim() : "";
  const url =
    configured || (vercelDomain ? `https://${vercelDomain}` : `http://localhost:${env.PORT?.trim() || "3000"}`);
  return url.replace(/\/+$/, "");
}

/**
 * Why a deployment cannot go live with this APP_URL (its e-mails would carry links nobody can open, or
 * bearer links over plain http), and the fix; null when fine. ALLOW_HTTP_APP_URL=1 lets a local trial on
 * PostgreSQL use http.
 * @param {Record<string, string | undefined>} env
 * @returns {{ problem: string, fix: string } | null}
 */
export function appUrlGap(env = process.env) {
  if (!isDeployment(env) || env.ALLOW_HTTP_APP_URL === "1") return null;
  const url = resolveAppUrl(env);
  if (url.startsWith("https://")) return null;
  const where = env.VERCEL === "1" ? "on Vercel" : "on PostgreSQL";
  const current = env.APP_URL?.trim() ? `APP_URL is ${url}` : `APP_URL is not set (the links would point to ${url})`;
  return {
    problem: `${current}, and a deployment (${where}) e-mails its order links with it.`,
    fix:
      `Set APP_URL to the shop's public https:// address (e.g. APP_URL=https://stickers.example.com), ` +
      `or ALLOW_HTTP_APP_URL=1 for a local trial over http.`,
  };
}

/**
 * appUrlGap as one sentence (problem, then fix), or null.
 * @param {Record<string, string | undefined>} env
 */
export function appUrlProblem(env = process.env) {
  const gap = appUrlGap(env);
  return gap ? `${gap.problem} ${gap.fix}` : null;
}
