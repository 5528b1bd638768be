import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// The serverless rehearsal (npm run test:serverless): the production build served as Vercel would run
// it (tests/serverless/support/rehearsal.ts), in real Chromium. Needs DATABASE_URL=postgresql://… (a
// server where throw-away databases may be created) and an existing production build.
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: ".", // paths here are relative to this file
  testMatch: /.*\.spec\.ts$/,
  globalSetup: "./global-setup.ts",
  globalTeardown: "./global-teardown.ts",
  outputDir: "../../test-results/serverless",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    viewport: { width: 1366, height: 900 },
    ignoreHTTPSErrors: true, // the Blob API proxy's certificate is made on the spot
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1366, height: 900 },
        launchOptions: { executablePath: chromiumPath },
      },
    },
  ],
});
