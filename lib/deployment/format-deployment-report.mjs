// The deployment check's verdict as text, the same for `npm start`, `npm run check-deploy` and the
// Vercel build log: each gap says what is missing (its problem names the setting), what that costs and the fix.

/**
 * @param {import("./check-deployment.mjs").Gap[]} gaps
 */
function formatGaps(gaps) {
  return gaps.map((gap) => `  - ${gap.problem}\n    Fix: ${gap.fix}`).join("\n");
}

/**
 * @param {{ deployment: boolean, fatal: import("./check-deployment.mjs").Gap[], warnings: import("./check-deployment.mjs").Gap[] }} verdict
 * @param {Record<string, string | undefined>} env
 */
export function formatDeploymentReport(verdict, env = process.env) {
  if (!verdict.deployment) {
    return (
      "Deployment check: not a deployment (SQLite, no VERCEL=1): the embedded defaults need nothing.\n" +
      "A deployment (VERCEL=1, or a postgresql:// DATABASE_URL in production) is checked for its database, " +
      "Blob store, admin password, Stripe webhook secret and https:// APP_URL: " +
      "VERCEL=1 npm run check-deploy shows what a Vercel deployment of this environment would lack."
    );
  }
  const where = env.VERCEL === "1" ? "on Vercel" : "on PostgreSQL";
  const { fatal, warnings } = verdict;
  if (fatal.length === 0 && warnings.length === 0) return `Deployment check (${where}): nothing missing.`;
  const count = (n, noun) => `${n} ${noun}${n === 1 ? "" : "s"}`;
  const sections = [
    `Deployment check (${where}): ${count(fatal.length, "fatal gap")}, ${count(warnings.length, "warning")}.`,
  ];
  if (fatal.length) sections.push(`Fatal (the deployment cannot go live):\n${formatGaps(fatal)}`);
  if (warnings.length) sections.push(`Warnings:\n${formatGaps(warnings)}`);
  return sections.join("\n\n");
}
