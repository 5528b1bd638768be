// Serves the production build for the Playwright run on a freshly created database.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import pg from "pg";
import { resolveDatabaseUrl } from "../lib/db/database-url.mjs";
import { prepareDatabase } from "./prepare-database.mjs";

const target = resolveDatabaseUrl(process.env.DATABASE_URL);
if (target.provider === "sqlite") {
  rmSync("data/e2e", { recursive: true, force: true });
} else {
  const name = new URL(target.url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(target.url), { pathname: "/postgres" }).toString(),
  });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}
await prepareDatabase();

const server = spawn(
  "node_modules/.bin/next",
  ["start", "--port", process.env.PORT ?? "3100", "--hostname", "127.0.0.1"],
  {
    stdio: "inherit",
    env: process.env,
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
