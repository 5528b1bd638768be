// `npm start`: prepare the database, build if needed, then serve the production build.
import { spawn } from "node:child_process";
import { prepareDatabase } from "./prepare-database.mjs";
import { buildIfNeeded } from "./lib/build.mjs";
import { adminPasswordProblem } from "./lib/admin-password.mjs";

const passwordProblem = adminPasswordProblem();
if (passwordProblem) {
  console.error(`Refusing to start: ${passwordProblem}`);
  process.exit(1);
}

process.env.NEXT_TELEMETRY_DISABLED = "1";
await prepareDatabase();
buildIfNeeded();

const port = process.env.PORT || "3000";
const server = spawn("node_modules/.bin/next", ["start", "--port", port], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
