// A production server (`next start` of the build `npm test` made) with an environment of its own, for the
// specs that need settings the shared e2e server lacks: Vercel Blob, Stripe, the serverless rehearsal.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { expect } from "@playwright/test";
import { ADMIN_PASSWORD } from "./admin";

const ROOT = process.cwd();

/** A port nothing listens on right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a shop on its own SQLite database, designs and outbox under `dataDir`, with the e2e
 * admin password; `settings` adds or replaces variables, and `undefined` removes one (e.g. PAYMENTS_TEST_MODE).
 */
export function makeOwnShopEnv(dataDir: string, settings: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: `file:${path.join(dataDir, "shop.db")}`,
    DESIGN_STORAGE_DIR: path.join(dataDir, "designs"),
    EMAIL_OUTBOX_DIR: path.join(dataDir, "outbox"),
    ADMIN_PASSWORD,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** Migrates and seeds the database the environment names (scripts/prepare-database.mjs). */
export function prepareOwnShopDatabase(env: NodeJS.ProcessEnv): void {
  const prepared = spawnSync(process.execPath, ["scripts/prepare-database.mjs"], { cwd: ROOT, env, encoding: "utf8" });
  expect(prepared.status, prepared.stderr).toBe(0);
}

export type OwnShopServer = {
  /** http://127.0.0.1:<port> */
  origin: string;
  child: ChildProcess;
  /** Stops the server (SIGTERM, SIGKILL after 10 s) and waits for it to exit. */
  stop(): Promise<void>;
};

/**
 * Starts `next start` on `port` with `env` (its output appended to `logFile`, or dropped). Waits until
 * `readyUrl` (default the server's own /api/sticker-sizes) answers 200, unless `waitUntilReady` is false.
 */
export async function startOwnShopServer({
  env,
  port,
  logFile,
  readyUrl,
  waitUntilReady = true,
}: {
  env: NodeJS.ProcessEnv;
  port: number;
  logFile?: string;
  readyUrl?: string;
  waitUntilReady?: boolean;
}): Promise<OwnShopServer> {
  const log = logFile ? openSync(logFile, "a") : "ignore";
  const child = spawn(
    path.join(ROOT, "node_modules/.bin/next"),
    ["start", "--port", String(port), "--hostname", "127.0.0.1"],
    { cwd: ROOT, env, stdio: ["ignore", log, log] },
  );
  if (typeof log === "number") closeSync(log);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const server: OwnShopServer = {
    origin,
    child,
    async stop() {
      const running = () => child.exitCode === null && child.signalCode === null;
      if (running()) child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (running()) child.kill("SIGKILL");
      await exited;
    },
  };
  if (waitUntilReady) await waitForShop(server, readyUrl ?? `${origin}/api/sticker-sizes`);
  return server;
}

/** Polls `url` until it answers 200; fails at once if the server has exited. */
export async function waitForShop(server: OwnShopServer, url: string, timeout = 60_000): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(url).then(
          (response) => response.status,
          () => (server.child.exitCode === null ? 0 : -1),
        ),
      { timeout, message: `the shop server did not answer ${url}` },
    )
    .toBe(200);
}
