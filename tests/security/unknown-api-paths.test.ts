// An unknown path under /api/ (any method, any depth) answers 404 { message } as JSON, not the HTML
// not-found page, and the catch-all that does it shadows no real route. Runs the real `next start`
// (built if stale) on its own SQLite file, because only Next's router decides which handler serves.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { makeSessionId } from "../helpers/fixtures";
import {
  ensureProductionBuild,
  prepareServerDatabase,
  startProductionServer,
  type RunningServer,
  type ServerEnv,
} from "../helpers/production-server";

jest.setTimeout(10 * 60_000);

const tmp = mkdtempSync(path.join(os.tmpdir(), "sticker-unknown-api-"));
const env: ServerEnv = {
  databaseUrl: `file:${path.join(tmp, "shop.db")}`,
  storageDir: path.join(tmp, "designs"),
  outboxDir: path.join(tmp, "outbox"),
  logFile: path.join(tmp, "server.log"),
};
let server: RunningServer;

beforeAll(async () => {
  await ensureProductionBuild();
  prepareServerDatabase(env);
  server = await startProductionServer(env);
});

afterAll(async () => {
  await server?.kill();
  rmSync(tmp, { recursive: true, force: true });
});

const UNKNOWN: [string, string][] = [
  ["GET", "/api/nope"],
  ["GET", "/api/"],
  ["GET", "/api"],
  ["POST", "/api/does-not-exist"],
  ["PUT", "/api/a/b/c/d/e"],
  ["PATCH", "/api/cart/clear/x/y"],
  ["DELETE", "/api/orders/1/nothing/here"],
  ["OPTIONS", "/api/admin/unknown"],
  ["GET", "/api/admin/file-info/a/b"],
];

describe("unknown /api/ paths", () => {
  it.each(UNKNOWN)("%s %s → 404 { message } as JSON", async (method, pathname) => {
    const response = await fetch(`${server.origin}${pathname}`, {
      method,
      headers: method === "GET" || method === "OPTIONS" ? {} : { "content-type": "application/json" },
      body: method === "GET" || method === "OPTIONS" ? undefined : "{}",
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { message?: unknown };
    expect(body).toEqual({ message: expect.any(String) });
  });

  it("shadows no real route, and an unknown page still gets the HTML 404 page", async () => {
    const sizes = await fetch(`${server.origin}/api/sticker-sizes`);
    expect(sizes.status).toBe(200);
    expect(Array.isArray(await sizes.json())).toBe(true);

    const cart = await fetch(`${server.origin}/api/cart/${makeSessionId()}`);
    expect(cart.status).toBe(200);
    expect(await cart.json()).toEqual([]);

    const designs = await fetch(`${server.origin}/api/designs`);
    expect(designs.status).toBe(200);

    // A real dynamic route's own 404 (no such order), not the catch-all's.
    const order = await fetch(`${server.origin}/api/orders/999999`);
    expect(order.status).toBe(404);
    expect(((await order.json()) as { message: string }).message).not.toBe("No API endpoint at this path");

    // A known route without that method stays 405, not 404.
    expect((await fetch(`${server.origin}/api/sticker-sizes`, { method: "DELETE" })).status).toBe(405);

    const page = await fetch(`${server.origin}/no-such-page`);
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  });
});
