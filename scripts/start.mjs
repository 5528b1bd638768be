// `npm start`: prepare the database, build if needed, then serve the production build.
import { spawn } from "node:child_process";
import { prepareDatabase } from "./prepare-database.mjs";
import { buildIfNeeded } from "./lib/build.mjs";
import { adminPasswordProblem } from "./lib/admin-password.mjs";
import { appUrlProblem } from "../lib/app-url.mjs";

// Settings a start must not go ahead with, checked before the database or the build is touched.
for (const problem of [adminPasswordProblem(), appUrlProblem()]) {
  if (!problem) continue;
  console.error(`Refusing to start: ${problem}`);
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
