// next.config.mjs calls this with Next's phase: a Vercel build (VERCEL=1, `next build`) with a fatal
// gap stops here, naming each gap and its fix, instead of deploying a shop that fails at the first
// customer. A local `next build` (no VERCEL) is never stopped.
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { checkDeployment } from "./check-deployment.mjs";
import { formatDeploymentReport } from "./format-deployment-report.mjs";

/**
 * Throws on fatal gaps; returns the report to print (warnings) on a Vercel build, else null.
 * @param {string} phase
 * @param {Record<string, string | undefined>} env
 */
export function checkVercelBuild(phase, env = process.env) {
  if (phase !== PHASE_PRODUCTION_BUILD || env.VERCEL !== "1") return null;
  const verdict = checkDeployment(env);
  const report = formatDeploymentReport(verdict, env);
  if (verdict.fatal.length > 0) {
    throw new Error(`The Vercel build stops: set the missing settings in the project, then redeploy.\n\n${report}`);
  }
  return report;
}
