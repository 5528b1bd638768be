// `npm start`: prepare the database, build if needed, then serve the production build.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { prepareDatabase } from "./prepare-database.mjs";
import { buildIfNeeded } from "./lib/build.mjs";
import { adminPasswordProblem } from "./lib/admin-password.mjs";
import { checkDeployment } from "../lib/deployment/check-deployment.mjs";
import { checkLiveServices } from "../lib/deployment/check-live-services.mjs";
import { formatDeploymentReport } from "../lib/deployment/format-deployment-report.mjs";

// Settings a start must not go ahead with, checked before the database or the build is touched.
const passwordProblem = adminPasswordProblem();
if (passwordProblem) {
  console.error(`Refusing to start: ${passwordProblem}`);
  process.exit(1);
}
// `npm start` always serves the production build, so a PostgreSQL database makes it a deployment.
const deploymentEnv = { ...process.env, NODE_ENV: "production" };
const verdict = checkDeployment(deploymentEnv);
if (verdict.fatal.length > 0) {
  console.error(
    `Refusing to start: a deployment cannot go live with these gaps.\n\n${formatDeploymentReport(verdict, deploymentEnv)}`,
  );
  process.exit(1);
}
if (verdict.warnings.length > 0) console.warn(formatDeploymentReport(verdict, deploymentEnv));

process.env.NEXT_TELEMETRY_DISABLED = "1";
await prepareDatabase();
// Then the services themselves (the migrations just applied, the Blob store taking a private blob).
if (verdict.deployment) {
  const live = await checkLiveServices(deploymentEnv, { root: fileURLToPath(new URL("..", import.meta.url)) });
  if (live.fatal.length > 0) {
    console.error(
      `Refusing to start: a deployment cannot go live with these gaps.\n\n${formatDeploymentReport(live, deploymentEnv)}`,
    );
    process.exit(1);
  }
}
buildIfNeeded();

const port = process.env.PORT || "3000";
const server = spawn("node_modules/.bin/next", ["start", "--port", port], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
