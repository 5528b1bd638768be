// Starts the real production server (`next start`) as its own process group, for the reliability
// tests that kill it or pull its database away. The build is made when stale, but never while
// another `next build` runs (the benchmarks and the e2e runner share .next).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, openSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");
export const SERVER_ADMIN_PASSWORD = "reliability-admin-password";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A build in progress in this checkout: `next build` renames itself "next-build (vX)";
 * `node scripts/ensure-build.mjs` may be about to start one (a shell around it is not a build).
 * Builds of other clones (their own .next) do not count.
 */
function buildRunning(): boolean {
  const pids = spawnSync("pgrep", ["-f", "^next-build|/\\.bin/next build|^[^ ]*node [^ ]*ensure-build\\.mjs"], {
    encoding: "utf8",
  })
    .stdout.split("\n")
    .filter(Boolean);
  return pids.some((pid) => {
    try {
      return realpathSync(`/proc/${pid}/cwd`) === realpathSync(ROOT);
    } catch {
      return false; // gone already
    }
  });
}

// Jest workers of one run (both server tests) must not build at the same time: a lock folder.
const BUILD_LOCK = path.join(
  os.tmpdir(),
  `sticker-shop-build-lock-${createHash("sha1").update(ROOT).digest("hex").slice(0, 12)}`,
);

function tryLock(): boolean {
  try {
    mkdirSync(BUILD_LOCK);
    writeFileSync(path.join(BUILD_LOCK, "pid"), String(process.pid));
    return true;
  } catch {
    try {
      const owner = Number(readFileSync(path.join(BUILD_LOCK, "pid"), "utf8"));
      process.kill(owner, 0); // still alive: the lock holds
    } catch {
      rmSync(BUILD_LOCK, { recursive: true, force: true }); // left by a dead process
    }
    return false;
  }
}

/** Waits for any running build, then builds if the bundle is stale (scripts/ensure-build.mjs), one builder at a time. */
export async function ensureProductionBuild(maxWaitMs = 15 * 60_000): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  const { isBuildCurrent } = (await import(path.join(ROOT, "scripts/lib/build.mjs"))) as {
    isBuildCurrent: (root?: string) => boolean;
  };
  for (;;) {
    if (Date.now() > deadline) throw new Error("Another build kept running; no production build to test against");
    if (buildRunning() || !tryLock()) {
      await sleep(2000);
      continue;
    }
    try {
      if (isBuildCurrent(ROOT)) return;
      const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
        let output = "";
        const child = spawn(process.execPath, ["scripts/ensure-build.mjs"], {
          cwd: ROOT,
          env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
        });
        child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.on("exit", (code) => resolve({ code, output }));
      });
      if (result.code !== 0) throw new Error(`next build failed:\n${result.output.slice(-4000)}`);
      return;
    } finally {
      rmSync(BUILD_LOCK, { recursive: true, force: true });
    }
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ServerEnv = {
  databaseUrl: string;
  storageDir: string;
  outboxDir: string;
  logFile: string;
  /** More variables for the server (Stripe, SMTP…); an empty string unsets one for the app. */
  extra?: Record<string, string>;
};

function serverEnv({ databaseUrl, storageDir, outboxDir, extra }: ServerEnv, port?: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    DESIGN_STORAGE_DIR: storageDir,
    EMAIL_OUTBOX_DIR: outboxDir,
    ADMIN_PASSWORD: SERVER_ADMIN_PASSWORD,
    NEXT_TELEMETRY_DISABLED: "1",
    // A production build on PostgreSQL counts as a deployment: test-mode payments must be asked for.
    PAYMENTS_TEST_MODE: process.env.PAYMENTS_TEST_MODE ?? "1",
    ...extra,
  };
  if (port) env.PORT = String(port);
  delete env.TEST_BASE_DATABASE_URL;
  delete env.ADMIN_PASSWORD_HASH;
  return env;
}

/** Migrates and seeds the server's database (scripts/prepare-database.mjs). */
export function prepareServerDatabase(env: ServerEnv) {
  const result = spawnSync(process.execPath, ["scripts/prepare-database.mjs"], {
    cwd: ROOT,
    env: serverEnv(env),
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`prepare-database failed:\n${result.stdout}\n${result.stderr}`);
}

export type RunningServer = {
  origin: string;
  port: number;
  child: ChildProcess;
  /** Kills the whole process group with the signal and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  log(): string;
};

export async function startProductionServer(env: ServerEnv, port?: number): Promise<RunningServer> {
  const chosenPort = port ?? (await freePort());
  mkdirSync(path.dirname(env.logFile), { recursive: true });
  const out = openSync(env.logFile, "a");
  const child = spawn(
    path.join(ROOT, "node_modules/.bin/next"),
    ["start", "--port", String(chosenPort), "--hostname", "127.0.0.1"],
    {
      cwd: ROOT,
      env: serverEnv(env, chosenPort),
      detached: true, // its own process group, so the kill reaches every process it started
      stdio: ["ignore", out, out],
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${chosenPort}`;
  const server: RunningServer = {
    origin,
    port: chosenPort,
    child,
    log: () => readFileSync(env.logFile, "utf8"),
    async kill(signal: NodeJS.Signals = "SIGKILL") {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-(child.pid as number), signal);
        } catch {
          // already gone
        }
      }
      await exited;
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited early:\n${server.log().slice(-3000)}`);
    try {
      const response = await fetch(`${origin}/api/sticker-sizes`);
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`next start did not answer within 60 s:\n${server.log().slice(-3000)}`);
    }
    await sleep(250);
  }
}

export async function adminToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-real-ip": "10.1.2.3" },
    body: JSON.stringify({ password: SERVER_ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
