// GET /api/admin/deployment-check: the running server's own deployment check for the dashboard (the
// browser never reads the environment); read on every call, so a fixed setting disappears at once.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { startBlobStandIn, type BlobStandIn } from "../helpers/blob-stand-in";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { GET } from "@/app/api/admin/deployment-check/route";

setupTestDatabase();

let headers: Record<string, string>;
beforeAll(async () => {
  headers = await adminHeaders();
});

const SET_FOR_THE_TEST = [
  "VERCEL",
  "VERCEL_PROJECT_PRODUCTION_URL",
  "BLOB_READ_WRITE_TOKEN",
  "CRON_SECRET",
  "DATABASE_URL",
  "ORDER_EXPIRY_HOURS",
];
const saved = Object.fromEntries(SET_FOR_THE_TEST.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

// The deployment's Blob store, checked live (one private blob written and deleted): the stand-in, as a
// private store (the shop's) and as a public one, which refuses private blobs as Vercel does.
const PRIVATE_TOKEN = "vercel_blob_rw_dashprivate_secret";
const PUBLIC_TOKEN = "vercel_blob_rw_dashpublic_secret";
let standIn: BlobStandIn;
beforeAll(async () => {
  standIn = await startBlobStandIn({
    token: PRIVATE_TOKEN,
    storeId: "dashprivate",
    access: "private",
    otherStores: [{ token: PUBLIC_TOKEN, storeId: "dashpublic", access: "public" }],
  });
  process.env.VERCEL_BLOB_API_URL = standIn.apiUrl;
  process.env.VERCEL_BLOB_RETRIES = "0";
});
afterAll(async () => {
  await standIn.close();
  delete process.env.VERCEL_BLOB_API_URL;
  delete process.env.VERCEL_BLOB_RETRIES;
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

  process.env.BLOB_READ_WRITE_TOKEN = PRIVATE_TOKEN;
  process.env.CRON_SECRET = "a-cron-secret-of-enough-length";
  const after = await read();
  const settings = [...after.body.fatal, ...after.body.warnings].map((gap: { setting: string }) => gap.setting);
  expect(settings).not.toContain("BLOB_READ_WRITE_TOKEN");
  expect(settings).not.toContain("CRON_SECRET");
});

it("shows what npm run check-deploy finds: a refused setting, an unmigrated database, a public Blob store", async () => {
  const server = /^postgres(ql)?:\/\//.test(process.env.TEST_BASE_DATABASE_URL ?? "")
    ? (process.env.TEST_BASE_DATABASE_URL as string)
    : "postgresql://postgres@127.0.0.1:5432/postgres";
  const name = `sticker_dashboard_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({
      connectionString: Object.assign(new URL(server), { pathname: "/postgres" }).toString(),
    });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  try {
    process.env.VERCEL = "1";
    process.env.VERCEL_PROJECT_PRODUCTION_URL = "stickers.example.com";
    process.env.CRON_SECRET = "a-cron-secret-of-enough-length";
    // Read by the check only: this process's Prisma client was made before, on the test's own database.
    process.env.DATABASE_URL = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
    process.env.BLOB_READ_WRITE_TOKEN = PUBLIC_TOKEN;
    process.env.ORDER_EXPIRY_HOURS = "abc";
    const response = await read();
    expect(response.status).toBe(200);
    const fatal = response.body.fatal as Array<{ setting: string; problem: string; fix: string }>;
    expect(fatal.map((gap) => gap.setting)).toEqual(["ORDER_EXPIRY_HOURS", "DATABASE_URL", "BLOB_READ_WRITE_TOKEN"]);
    expect(fatal[0]?.problem).toMatch(/^ORDER_EXPIRY_HOURS must be a number of hours\./);
    expect(fatal[1]?.problem).toMatch(/lacks \d+ of \d+ migrations .*: it was never migrated\./);
    expect(fatal[2]?.problem).toMatch(/^The Blob store of BLOB_READ_WRITE_TOKEN is public/);
    expect(fatal[2]?.fix).toMatch(/access Private/);
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
});

it("answers 401 without an admin token", async () => {
  const response = await read({});
  expect(response.status).toBe(401);
  expect(response.body).toEqual({ message: expect.any(String) });
});
