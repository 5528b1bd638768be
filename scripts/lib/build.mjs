// Builds the production bundle when there is none or when a source file is newer than it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCE_ENTRIES = [
  "app",
  "components",
  "lib",
  "public",
  "proxy.ts",
  "next.config.mjs",
  "package.json",
  "tsconfig.json",
  "postcss.config.mjs",
];
const SKIP = new Set(["generated", "node_modules"]);

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (SKIP.has(child) || child.endsWith(".test.ts") || child.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestModification(path.join(entry, child)));
  }
  return newest;
}

export function isBuildCurrent(root = process.cwd()) {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return false;
  const builtAt = statSync(buildId).mtimeMs;
  return SOURCE_ENTRIES.every((entry) => newestModification(path.join(root, entry)) <= builtAt);
}

export function buildIfNeeded() {
  if (isBuildCurrent()) return;
  console.log("Building the production bundle (next build)…");
  const result = spawnSync("node_modules/.bin/next", ["build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) {
    console.error("next build failed");
    process.exit(result.status ?? 1);
  }
}
