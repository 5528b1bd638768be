// The Vercel build's own step (vercel.json: buildCommand `npm run build:vercel` = scripts/vercel-build.mjs,
// then next build), spawned as Vercel runs it: bad settings stop it before anything is touched; a production
// build (VERCEL_ENV=production) migrates its database, a preview build does not and is stopped by the
// missing migrations; a public Blob store stops it. Real PostgreSQL, the Blob stand-in.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { listMigrations } from "@/lib/db/list-migrations.mjs";
import { startBlobStandIn, type BlobStandIn } from "../helpers/blob-stand-in";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");
const POSTGRES_SERVER = /^postgres(ql)?:\/\//.test(process.env.TEST_BASE_DATABASE_URL ?? "")
  ? (process.env.TEST_BASE_DATABASE_URL as string)
  : "postgresql://postgres@127.0.0.1:5432/postgres";
const onServer = (database: string) => Object.assign(new URL(POSTGRES_SERVER), { pathname: `/${database}` }).toString();
const PRIVATE_TOKEN = "vercel_blob_rw_buildprivate_secret";
const PUBLIC_TOKEN = "vercel_blob_rw_buildpublic_secret";
const created: string[] = [];
let standIn: BlobStandIn;

async function query(database: string, sql: string) {
  const client = new pg.Client({ connectionString: onServer(database) });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function freshDatabase() {
  const name = `sticker_vercel_build_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await query("postgres", `CREATE DATABASE "${name}"`);
  created.push(name);
  return name;
}

async function tableCount(database: string) {
  const [row] = await query(database, `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
  return row.n as number;
}

/** scripts/vercel-build.mjs with a complete Vercel environment plus `extra`: its exit code and output. */
async function vercelBuild(extra: Record<string, string>) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production", // as on Vercel's build machines
    VERCEL: "1",
    VERCEL_PROJECT_PRODUCTION_URL: "stickers.example.com",
    ADMIN_PASSWORD: "a-long-enough-password",
    SMTP_URL: "smtps://user:pass@mail.example.com:465",
    CRON_SECRET: "a-cron-secret-of-32-characters!!",
    TRUSTED_IP_HEADER: "x-vercel-forwarded-for",
    PAYMENTS_TEST_MODE: "1",
    BLOB_READ_WRITE_TOKEN: PRIVATE_TOKEN,
    VERCEL_BLOB_API_URL: standIn.apiUrl,
    VERCEL_BLOB_RETRIES: "0",
    ...extra,
  };
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/vercel-build.mjs"], { cwd: ROOT, env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

beforeAll(async () => {
  standIn = await startBlobStandIn({
    token: PRIVATE_TOKEN,
    storeId: "buildprivate",
    access: "private",
    otherStores: [{ token: PUBLIC_TOKEN, storeId: "buildpublic", access: "public" }],
  });
});
afterAll(async () => {
  await standIn.close();
  for (const name of created) await query("postgres", `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

it("is what vercel.json's buildCommand runs, before next build", () => {
  const vercel = JSON.parse(readFileSync(path.join(ROOT, "vercel.json"), "utf8"));
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
  expect(vercel.buildCommand).toBe("npm run build:vercel");
  expect(pkg.scripts["build:vercel"]).toBe("node scripts/vercel-build.mjs && next build");
});

it("migrates a production deployment's database, then passes", async () => {
  const database = await freshDatabase();
  const result = await vercelBuild({ VERCEL_ENV: "production", DATABASE_URL: onServer(database) });
  expect(result.output).toContain("Production deployment: applied migrations 20261121000000_init,");
  expect(result.output).toMatch(/Deployment check \(on Vercel\): 0 fatal gaps, 1 warning\./);
  expect(result.code).toBe(0);
  const [row] = await query(database, `SELECT count(*)::int AS n FROM "_prisma_migrations"`);
  expect(row.n).toBe(listMigrations("postgres").length);
});

it("leaves a preview deployment's database alone, and stops on its missing migrations", async () => {
  const database = await freshDatabase();
  const result = await vercelBuild({ VERCEL_ENV: "preview", DATABASE_URL: onServer(database) });
  expect(result.code).toBe(1);
  expect(result.output).toContain("A preview deployment: its database is not migrated by the build.");
  expect(result.output).toMatch(/ {2}- The database at postgresql:\/\/[^ ]+ lacks \d+ of \d+ migrations/);
  expect(await tableCount(database)).toBe(0);
});

it.each<[string, Record<string, string>, string]>([
  ["a CRON_SECRET of 15 characters", { CRON_SECRET: "x".repeat(15) }, "CRON_SECRET must be at least 16 characters"],
  ["ADMIN_PASSWORD=short", { ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD is 5 characters long"],
])("stops on %s before touching the production database", async (_case, extra, problem) => {
  const database = await freshDatabase();
  const result = await vercelBuild({ VERCEL_ENV: "production", DATABASE_URL: onServer(database), ...extra });
  expect(result.code).toBe(1);
  expect(result.output).toContain("The Vercel build stops");
  expect(result.output).toContain(`  - ${problem}`);
  expect(await tableCount(database)).toBe(0);
});

it("stops with the live check's words when the production database cannot be reached to migrate it", async () => {
  const result = await vercelBuild({
    VERCEL_ENV: "production",
    DATABASE_URL: onServer("shop").replace(/:\d+\//, ":1/"),
  });
  expect(result.code).toBe(1);
  expect(result.output).toContain("Production deployment: the migrations could not be applied (connect ECONNREFUSED");
  expect(result.output).toMatch(/ {2}- The database at postgresql:\/\/[^ ]+:1\/shop cannot be reached/);
});

it("stops on a public Blob store", async () => {
  const database = await freshDatabase();
  const result = await vercelBuild({
    VERCEL_ENV: "production",
    DATABASE_URL: onServer(database),
    BLOB_READ_WRITE_TOKEN: PUBLIC_TOKEN,
  });
  expect(result.code).toBe(1);
  expect(result.output).toContain("  - The Blob store of BLOB_READ_WRITE_TOKEN is public");
});
