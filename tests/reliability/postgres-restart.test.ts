// PostgreSQL goes away and comes back while shoppers' requests flow to the production server.
// While it is down every request must end (no hang) with a 5xx JSON { message }; once it is back
// the same server process must answer normally again, without a restart. Uses a throw-away cluster
// (initdb as the postgres user, its own port and socket folder), never the shared server on 5432.
// The test fails with a clear message, and never skips, when the machine cannot run a cluster.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { makePng } from "../helpers/images";
import {
  ensureProductionBuild,
  freePort,
  prepareServerDatabase,
  startProductionServer,
  type RunningServer,
  type ServerEnv,
} from "../helpers/production-server";

jest.setTimeout(16 * 60_000);

const PG_BIN = [
  "/usr/lib/postgresql/15/bin",
  ...["16", "17", "14"].map((version) => `/usr/lib/postgresql/${version}/bin`),
].find((dir) => existsSync(path.join(dir, "initdb")));
const tmp = mkdtempSync(path.join(os.tmpdir(), "sticker-pg-restart-"));
const clusterDir = path.join(tmp, "cluster");
let pgPort = 0;
/** Shoppers whose carts the flowing adds fill, 40 lines each (a cart holds 50). */
const SHOPPERS = 25;
// Four workers add and read as fast as they can: far above the per-session rate limits a shopper meets.
process.env.RATE_LIMIT_MULTIPLIER = "100";
let server: RunningServer | undefined;

function asPostgres(command: string, args: string[]) {
  return execFileSync("runuser", ["-u", "postgres", "--", path.join(PG_BIN as string, command), ...args], {
    encoding: "utf8",
    stdio: "pipe",
  });
}

const pgCtl = (...args: string[]) =>
  asPostgres("pg_ctl", ["-D", clusterDir, "-l", path.join(clusterDir, "server.log"), ...args]);
const startCluster = () => pgCtl("-o", `-p ${pgPort} -k /tmp -c listen_addresses=127.0.0.1`, "-w", "-t", "60", "start");

afterAll(async () => {
  await server?.kill();
  try {
    if (existsSync(path.join(clusterDir, "postmaster.pid"))) pgCtl("-m", "immediate", "-w", "stop");
  } finally {
    if (!process.env.KEEP_PG_TMP) rmSync(tmp, { recursive: true, force: true });
  }
});

type Outcome = { at: number; endedAt: number; status: number; json: boolean; message?: string; error?: string };

it("answers 503 { message } while the database is down and recovers without a restart", async () => {
  if (!PG_BIN)
    throw new Error(
      "PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin/initdb) are not installed: cannot run the restart test",
    );
  if (process.getuid?.() !== 0)
    throw new Error("This test runs initdb/pg_ctl through `runuser -u postgres` and must run as root");

  // A throw-away cluster owned by the postgres user.
  chmodSync(tmp, 0o755);
  mkdirSync(clusterDir);
  const postgresUser = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const postgresGroup = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  chownSync(clusterDir, postgresUser, postgresGroup);
  asPostgres("initdb", ["-D", clusterDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  pgPort = await freePort();
  startCluster();

  const env: ServerEnv = {
    databaseUrl: `postgresql://postgres@127.0.0.1:${pgPort}/postgres`,
    storageDir: path.join(tmp, "designs"),
    outboxDir: path.join(tmp, "outbox"),
    logFile: path.join(tmp, "server.log"),
  };
  await ensureProductionBuild();
  prepareServerDatabase(env);
  server = await startProductionServer(env);
  const origin = server.origin;

  // Shoppers with a design each, so reads and writes both reach the database. A cart holds at most 50
  // lines and a design belongs to its session: the adds move to the next shopper every 40 lines.
  const png = new Uint8Array(await makePng());
  const shoppers: Array<{ sessionId: string; designId: number }> = [];
  for (let shopper = 0; shopper < SHOPPERS; shopper++) {
    const sessionId = `session_${Date.now()}_${randomUUID()}`;
    const form = new FormData();
    form.append("file", new Blob([png], { type: "image/png" }), "art.png");
    form.append("sessionId", sessionId);
    const uploaded = await fetch(`${origin}/api/upload-design`, { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    shoppers.push({ sessionId, designId: ((await uploaded.json()) as { id: number }).id });
  }
  const { sessionId } = shoppers[0] as { sessionId: string };
  let adds = 0;
  const sizes = (await (await fetch(`${origin}/api/sticker-sizes`)).json()) as Array<{ id: number; name: string }>;
  const sizeId = sizes.find((size) => size.name === '2"')?.id;

  const outcomes: Outcome[] = [];
  const requestOnce = async (kind: number) => {
    const at = Date.now();
    const shopper = shoppers[Math.min(Math.floor((kind % 3 === 0 ? adds++ : 0) / 40), SHOPPERS - 1)];
    const init: RequestInit =
      kind % 3 === 0
        ? {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...shopper, sizeId, quantity: 50, roundedCorners: false }),
          }
        : { method: "GET", headers: { "x-session-id": sessionId } };
    // Sticker sizes are kept in memory (catalogue data), so the session's designs stand in for a third read.
    const url =
      kind % 3 === 0
        ? `${origin}/api/cart`
        : kind % 3 === 1
          ? `${origin}/api/cart/${sessionId}`
          : `${origin}/api/designs`;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
      const text = await response.text();
      let message: string | undefined;
      let json = false;
      try {
        const parsed = JSON.parse(text) as { message?: unknown };
        json = true;
        if (typeof parsed === "object" && parsed && typeof parsed.message === "string") message = parsed.message;
      } catch {
        json = false;
      }
      outcomes.push({ at, endedAt: Date.now(), status: response.status, json, message });
    } catch (error) {
      outcomes.push({ at, endedAt: Date.now(), status: 0, json: false, error: String(error) });
    }
  };

  let flowing = true;
  const flow = Promise.all(
    Array.from({ length: 4 }, async (_, worker) => {
      for (let round = 0; flowing; round++) {
        await requestOnce(worker + round);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }),
  );

  await new Promise((resolve) => setTimeout(resolve, 1000));
  const stoppedAt = Date.now();
  pgCtl("-m", "fast", "-w", "stop");
  // The catalogue, read a moment ago, still answers from memory while the database is down.
  const sizesWhileDown = await fetch(`${origin}/api/sticker-sizes`);
  expect(sizesWhileDown.status).toBe(200);
  expect(await sizesWhileDown.json()).toEqual(sizes);
  await new Promise((resolve) => setTimeout(resolve, 2900));
  const restartedAt = Date.now();
  startCluster();
  // Recovery: within 20 s of the restart every kind of request succeeds again.
  let recoveredAt = 0;
  while (Date.now() - restartedAt < 20_000) {
    const recent = outcomes.filter((outcome) => outcome.at > Date.now() - 1000);
    if (recent.length >= 6 && recent.every((outcome) => outcome.status === 200 || outcome.status === 201)) {
      recoveredAt = Date.now();
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  flowing = false;
  await flow;

  // Judged by when a request finished: one started just before the stop may meet the shutdown.
  const before = outcomes.filter((outcome) => outcome.endedAt < stoppedAt);
  const down = outcomes.filter((outcome) => outcome.at > stoppedAt + 500 && outcome.endedAt < restartedAt);
  const failed = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 201);

  expect(before.length).toBeGreaterThan(10);
  expect(before.filter((outcome) => outcome.status !== 200 && outcome.status !== 201)).toEqual([]);
  expect(down.length).toBeGreaterThan(10);
  // Every failure is a clean, quick 503 with the one error shape: no hang, no HTML page, no dropped connection.
  expect(failed.length).toBeGreaterThan(0);
  if (failed.some((outcome) => outcome.status !== 503)) console.log(server.log().slice(-6000));
  const failureShapes = [
    ...new Set(
      failed.map((outcome) =>
        JSON.stringify({ status: outcome.status, json: outcome.json, message: outcome.message, error: outcome.error }),
      ),
    ),
  ];
  expect(failureShapes).toEqual([
    JSON.stringify({ status: 503, json: true, message: "The service is temporarily unavailable. Please try again." }),
  ]);
  expect(down.every((outcome) => outcome.status === 503)).toBe(true);
  // Recovered without restarting the server process.
  expect(recoveredAt).toBeGreaterThan(0);
  expect(server.child.exitCode).toBeNull();
  const cart = await fetch(`${origin}/api/cart/${sessionId}`);
  expect(cart.status).toBe(200);
  // Every 201 was stored, and nothing else: counted in the database (across the shoppers' carts).
  const created = outcomes.filter((outcome) => outcome.status === 201).length;
  const client = new Client({ connectionString: `postgresql://postgres@127.0.0.1:${pgPort}/postgres` });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM "CartItem" WHERE "sessionId" = ANY($1)`,
      [shoppers.map((shopper) => shopper.sessionId)],
    );
    expect(Number(rows[0]?.count)).toBe(created);
  } finally {
    await client.end();
  }
});
