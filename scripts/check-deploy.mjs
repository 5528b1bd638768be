// `npm run check-deploy`: the deployment check's report for this environment (the same one `npm start`
// and the Vercel build print), then every setting the shop reads, whether it is set (never its value)
// and what it is for. Exits 1 when a deployment has a fatal gap.
import { checkDeployment } from "../lib/deployment/check-deployment.mjs";
import { DEPLOYMENT_SETTINGS } from "../lib/deployment/deployment-settings.mjs";
import { formatDeploymentReport } from "../lib/deployment/format-deployment-report.mjs";

// What `npm start` or a deployment makes of this environment: both run the production build.
const env = { ...process.env, NODE_ENV: "production" };
const verdict = checkDeployment(env);

const width = Math.max(...DEPLOYMENT_SETTINGS.map((setting) => setting.name.length));
const settings = DEPLOYMENT_SETTINGS.map((setting) => {
  const state = env[setting.name]?.trim() ? "set    " : "not set";
  const unset = state === "set    " ? "" : ` (without it: ${setting.whenMissing})`;
  return `  ${setting.name.padEnd(width)}  ${state}  ${setting.purpose}${unset}`;
});

console.log(`${formatDeploymentReport(verdict, env)}\n\nSettings:\n${settings.join("\n")}`);
process.exitCode = verdict.deployment && verdict.fatal.length > 0 ? 1 : 0;
