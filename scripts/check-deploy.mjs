// `npm run check-deploy`: the deployment check's report for this environment (the same one `npm start`
// and the Vercel build print), then every setting the shop reads, whether it is set (never its value)
// and what it is for. Exits 1 when a deployment has a fatal gap. Every setting goes through lib/env.ts's
// own schema; a deployment's database is connected to (reachable, every migration applied) and its Blob
// store written to (one tiny private blob, deleted again).
import { fileURLToPath } from "node:url";
import { checkLiveServices } from "../lib/deployment/check-live-services.mjs";
import { DEPLOYMENT_SETTINGS } from "../lib/deployment/deployment-settings.mjs";
import { formatDeploymentReport } from "../lib/deployment/format-deployment-report.mjs";

// What `npm start` or a deployment makes of this environment: both run the production build.
const env = { ...process.env, NODE_ENV: "production" };
// The migrations that count are this checkout's, wherever the command is run from.
const root = fileURLToPath(new URL("..", import.meta.url));
const verdict = await checkLiveServices(env, { root });

const width = Math.max(...DEPLOYMENT_SETTINGS.map((setting) => setting.name.length));
const settings = DEPLOYMENT_SETTINGS.map((setting) => {
  const state = env[setting.name]?.trim() ? "set    " : "not set";
  const unset = state === "set    " ? "" : ` (without it: ${setting.whenMissing})`;
  return `  ${setting.name.padEnd(width)}  ${state}  ${setting.purpose}${unset}`;
});

console.log(`${formatDeploymentReport(verdict, env)}\n\nSettings:\n${settings.join("\n")}`);
process.exitCode = verdict.deployment && verdict.fatal.length > 0 ? 1 : 0;
