// The framework's floor: bench/next-floor, a bare Next.js app (one route handler answering the shop's
// sticker-size bytes, one page with a heading), built and started with the project's own `next`.
import { existsSync } from "node:fs";
import path from "node:path";
import { freePort, startProcess, stopProcess, waitForHttp, withTimeout } from "./processes.mjs";

export const FLOOR_DIR = path.resolve("bench/next-floor");
const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");
const BUILD_TIMEOUT_MS = 10 * 60_000;

function floorEnv(extra = {}) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NEXT_TELEMETRY_DISABLED: "1", ...extra };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  return env;
}

/** `next build bench/next-floor` (output in bench/next-floor/.next); returns the build's seconds. */
export async function buildFloor() {
  const started = performance.now();
  const child = startProcess(process.execPath, [NEXT_BIN, "build", FLOOR_DIR], {
    env: floorEnv({ NODE_ENV: "production" }),
    label: "next build (floor)",
  });
  const code = await withTimeout(
    new Promise((resolve) => child.once("exit", (exitCode) => resolve(exitCode))),
    BUILD_TIMEOUT_MS,
    "next build of bench/next-floor",
  ).catch(async (error) => {
    await stopProcess(child);
    throw error;
  });
  if (code !== 0 || !existsSync(path.join(FLOOR_DIR, ".next", "BUILD_ID"))) {
    throw new Error(`next build of bench/next-floor failed (exit ${code}):\n${child.recentLog().slice(-4000)}`);
  }
  return (performance.now() - started) / 1000;
}

/** `next start bench/next-floor` answering `sizesFile`'s bytes with the given headers. */
export async function startFloor({ sizesFile, contentType, cacheControl }) {
  const port = await freePort();
  const child = startProcess(
    process.execPath,
    [NEXT_BIN, "start", FLOOR_DIR, "--port", String(port), "--hostname", "127.0.0.1"],
    {
      env: floorEnv({
        NODE_ENV: "production",
        PORT: String(port),
        BENCH_FLOOR_SIZES_FILE: sizesFile,
        BENCH_FLOOR_CONTENT_TYPE: contentType ?? undefined,
        BENCH_FLOOR_CACHE_CONTROL: cacheControl ?? undefined,
      }),
      label: "next start (floor)",
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/sticker-sizes`, { timeoutMs: 90_000, child });
  return { child, origin };
}

/** Throws unless the floor answers exactly the shop's sticker-size bytes and headers. */
export async function checkFloorAnswersLikeShop(floorOrigin, shopAnswer) {
  const response = await fetch(`${floorOrigin}/api/sticker-sizes`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const differences = [];
  if (!bytes.equals(shopAnswer.bytes)) differences.push(`body (${bytes.length} vs ${shopAnswer.bytes.length} bytes)`);
  for (const header of ["content-type", "cache-control"]) {
    if (response.headers.get(header) !== shopAnswer.headers.get(header))
      differences.push(`${header}: ${response.headers.get(header)} vs ${shopAnswer.headers.get(header)}`);
  }
  if (differences.length)
    throw new Error(`the floor's GET /api/sticker-sizes differs from the shop's: ${differences.join("; ")}`);
}
