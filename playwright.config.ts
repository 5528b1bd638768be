import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// End-to-end tests drive the production build in a real Chromium against a throw-away database
// on the provider the run was asked for (DATABASE_URL unset/file: → SQLite, postgres:// → PostgreSQL).
const port = Number(process.env.E2E_PORT ?? 3100);
const baseDatabaseUrl = process.env.DATABASE_URL ?? "";
const e2eDatabaseUrl = /^postgres(ql)?:\/\//.test(baseDatabaseUrl)
  ? Object.assign(new URL(baseDatabaseUrl), { pathname: `${new URL(baseDatabaseUrl).pathname}_e2e` }).toString()
  : "file:./data/e2e/shop.db";
process.env.E2E_DATABASE_URL = e2eDatabaseUrl;
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;

// E2E_SHARD=k/n runs the k-th of n parts of the suite (Playwright's sharding, whole files). CI runs one half on
// SQLite and the other on PostgreSQL: every spec once, both databases behind a browser, and the run within
// CI's time (the whole suite takes about 26 min on its 2 cores, and twice that no longer fitted).
const shardMatch = /^(\d+)\/(\d+)$/.exec(process.env.E2E_SHARD ?? "");
if (process.env.E2E_SHARD && !shardMatch)
  throw new Error(`E2E_SHARD must read k/n (e.g. 1/2), not "${process.env.E2E_SHARD}"`);
const shard = shardMatch ? { current: Number(shardMatch[1]), total: Number(shardMatch[2]) } : null;

const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  shard,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromiumPath } },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/sticker-sizes`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(port),
      DATABASE_URL: e2eDatabaseUrl,
      ADMIN_PASSWORD: "e2e-admin-password",
      DESIGN_STORAGE_DIR: "./data/e2e/designs",
      EMAIL_OUTBOX_DIR: "./data/e2e/outbox",
      NEXT_TELEMETRY_DISABLED: "1",
      // On PostgreSQL the production build counts as a deployment: test-mode payments must be asked for.
      PAYMENTS_TEST_MODE: "1",
    },
  },
});
