// GET /api/admin/deployment-check: the running server's own deployment check for the dashboard (the
// browser never reads the environment); read on every call, so a fixed setting disappears at once.
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { GET } from "@/app/api/admin/deployment-check/route";

setupTestDatabase();

let headers: Record<string, string>;
beforeAll(async () => {
  headers = await adminHeaders();
});

const SET_FOR_THE_TEST = ["VERCEL", "VERCEL_PROJECT_PRODUCTION_URL", "BLOB_READ_WRITE_TOKEN", "CRON_SECRET"];
const saved = Object.fromEntries(SET_FOR_THE_TEST.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const read = (withHeaders = headers) => callRoute(GET, { path: "/api/admin/deployment-check", headers: withHeaders });

it("answers no gaps outside a deployment (the test server is not one)", async () => {
  const response = await read();
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.body).toEqual({ deployment: false, fatal: [], warnings: [] });
});

it("answers the deployment's gaps, and forgets each as soon as it is set", async () => {
  process.env.VERCEL = "1";
  process.env.VERCEL_PROJECT_PRODUCTION_URL = "stickers.example.com";
  delete process.env.CRON_SECRET;
  const before = await read();
  expect(before.status).toBe(200);
  expect(before.body.deployment).toBe(true);
  expect(before.body.fatal.map((gap: { setting: string }) => gap.setting)).toContain("BLOB_READ_WRITE_TOKEN");
  expect(before.body.warnings).toContainEqual({
    setting: "CRON_SECRET",
    problem: expect.stringMatching(/^CRON_SECRET is not set: every Vercel Cron call answers 401/),
    fix: "Set CRON_SECRET to a random secret of at least 16 characters (e.g. openssl rand -hex 32).",
  });

  process.env.BLOB_READ_WRITE_TOKEN = "vercel_blob_rw_test";
  process.env.CRON_SECRET = "a-cron-secret-of-enough-length";
  const after = await read();
  const settings = [...after.body.fatal, ...after.body.warnings].map((gap: { setting: string }) => gap.setting);
  expect(settings).not.toContain("BLOB_READ_WRITE_TOKEN");
  expect(settings).not.toContain("CRON_SECRET");
});

it("answers 401 without an admin token", async () => {
  const response = await read({});
  expect(response.status).toBe(401);
  expect(response.body).toEqual({ message: expect.any(String) });
});
