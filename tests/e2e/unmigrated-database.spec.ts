// A shop whose database was never migrated (the deployment mistake the deployment check now names): its
// API answers 503 with the fix instead of 500 on every route, and a shop page whose server rendering read
// the missing tables shows that message (app/(shop)/error.tsx), not a bare error. Its own production server
// on an empty SQLite file; nothing queries the database to find this out but the requests that need it.
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { findFreePort, makeOwnShopEnv, startOwnShopServer, type OwnShopServer } from "./support/own-shop-server";

const DATA_DIR = path.join(os.tmpdir(), `sticker-unmigrated-${randomUUID()}`);
let server: OwnShopServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mkdirSync(DATA_DIR, { recursive: true });
  const port = await findFreePort();
  // No prepareOwnShopDatabase: the file is created empty by the first query.
  server = await startOwnShopServer({ env: makeOwnShopEnv(DATA_DIR, {}), port, readyUrl: `http://127.0.0.1:${port}/` });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

test("the API answers 503 naming the fix, and the sizes page shows it", async ({ page }) => {
  const api = await page.request.get(`${server.origin}/api/sticker-sizes`);
  expect(api.status()).toBe(503);
  expect(await api.json()).toEqual({
    message: expect.stringMatching(/^The shop is not set up yet: its database lacks the tables .*npm run db:migrate/),
  });

  await page.goto(`${server.origin}/stickers`);
  await expect(page.getByRole("heading", { name: "The shop is unavailable (503)" })).toBeVisible();
  await expect(page.locator("main p[role=alert]")).toContainText(
    "Fix: run DATABASE_URL=… npm run db:migrate && npm run db:seed against it once",
  );
});
