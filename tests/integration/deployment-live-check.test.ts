// The deployment check's live half against the real services: a PostgreSQL server (127.0.0.1:5432, or the
// run's own) and SQLite files, each never migrated, migrated, missing one migration, or edited after it ran;
// a port nobody listens on; and the Blob stand-in as a private store (the shop's) and as a public one, which
// refuses private puts as Vercel does.
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { checkBlobStore } from "@/lib/deployment/check-blob-store.mjs";
import { checkDatabaseMigrations } from "@/lib/deployment/check-database-migrations.mjs";
import { checkLiveServices } from "@/lib/deployment/check-live-services.mjs";
import { listMigrations } from "@/lib/db/list-migrations.mjs";
import { applyMigrations } from "../../scripts/lib/migrations.mjs";
import { openSqlDatabase } from "../../scripts/lib/sql-database.mjs";
import { startBlobStandIn, type BlobStandIn } from "../helpers/blob-stand-in";

const POSTGRES_SERVER = /^postgres(ql)?:\/\//.test(process.env.TEST_BASE_DATABASE_URL ?? "")
  ? (process.env.TEST_BASE_DATABASE_URL as string)
  : "postgresql://postgres@127.0.0.1:5432/postgres";
const onServer = (database: string) => Object.assign(new URL(POSTGRES_SERVER), { pathname: `/${database}` }).toString();
const SQLITE_DIR = path.join(os.tmpdir(), `sticker-live-check-${process.pid}`);
const createdDatabases: string[] = [];

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: onServer("postgres") });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A fresh, empty database of the provider: its DATABASE_URL. */
async function freshDatabase(provider: "postgres" | "sqlite"): Promise<string> {
  const name = `sticker_live_check_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  if (provider === "sqlite") {
    mkdirSync(SQLITE_DIR, { recursive: true });
    return `file:${path.join(SQLITE_DIR, `${name}.db`)}`;
  }
  await adminQuery(`CREATE DATABASE "${name}"`);
  createdDatabases.push(name);
  return onServer(name);
}

async function migrate(url: string) {
  const db = await openSqlDatabase(url);
  try {
    return await applyMigrations(db);
  } finally {
    await db.close();
  }
}

async function run(url: string, sql: string, params: unknown[] = []) {
  const db = await openSqlDatabase(url);
  try {
    await db.query(sql, params);
  } finally {
    await db.close();
  }
}

afterAll(async () => {
  for (const name of createdDatabases) await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  rmSync(SQLITE_DIR, { recursive: true, force: true });
});

describe.each(["postgres", "sqlite"] as const)("the database check on %s", (provider) => {
  const committed = listMigrations(provider);

  it("reports a database that was never migrated, naming the fix and who migrates", async () => {
    const url = await freshDatabase(provider);
    const gaps = await checkDatabaseMigrations({ DATABASE_URL: url });
    expect(gaps).toHaveLength(1);
    expect(gaps[0]?.setting).toBe("DATABASE_URL");
    expect(gaps[0]?.problem).toContain(
      `lacks ${committed.length} of ${committed.length} migrations (${committed[0]?.name}`,
    );
    expect(gaps[0]?.problem).toContain("it was never migrated");
    expect(gaps[0]?.fix).toMatch(/npm run db:migrate && npm run db:seed/);
    expect(gaps[0]?.fix).toMatch(/Vercel production build \(VERCEL_ENV=production\) applies them/);
    if (provider === "sqlite") expect(existsSync(url.slice("file:".length))).toBe(false); // only read, never made
  });

  it("finds nothing once migrated; names one migration missing, and one edited after it ran", async () => {
    const url = await freshDatabase(provider);
    expect(await migrate(url)).toHaveLength(committed.length);
    expect(await checkDatabaseMigrations({ DATABASE_URL: url })).toEqual([]);

    const last = committed.at(-1)!.name;
    await run(url, `DELETE FROM "_prisma_migrations" WHERE "migration_name" = ?`, [last]);
    const missing = await checkDatabaseMigrations({ DATABASE_URL: url });
    expect(missing.map((gap) => gap.problem)).toEqual([
      expect.stringContaining(`lacks 1 of ${committed.length} migrations (${last})`),
    ]);
    expect(missing[0]?.problem).not.toContain("never migrated");

    const first = committed[0]!.name;
    await run(url, `UPDATE "_prisma_migrations" SET "checksum" = ? WHERE "migration_name" = ?`, [
      "0".repeat(64),
      first,
    ]);
    const problems = (await checkDatabaseMigrations({ DATABASE_URL: url })).map((gap) => gap.problem);
    expect(problems).toHaveLength(2);
    expect(problems[1]).toMatch(new RegExp(`^Migration ${first} was edited after it was applied`));
  });
});

it("reports an unreachable PostgreSQL server, without its password", async () => {
  const url = "postgresql://shop:s3cret-password@127.0.0.1:1/shop";
  const gaps = await checkDatabaseMigrations({ DATABASE_URL: url }, { timeoutMs: 2000 });
  expect(gaps).toHaveLength(1);
  expect(gaps[0]?.problem).toMatch(
    /^The database at postgresql:\/\/127\.0\.0\.1:1\/shop cannot be reached \(.*ECONNREFUSED.*\)/,
  );
  expect(gaps[0]?.problem).not.toContain("s3cret-password");
  expect(gaps[0]?.fix).toMatch(/host, port, user, password/);
});

describe("the Blob check", () => {
  const PRIVATE_TOKEN = "vercel_blob_rw_privatestore_secret";
  const PUBLIC_TOKEN = "vercel_blob_rw_publicstore_secret";
  let standIn: BlobStandIn;

  beforeAll(async () => {
    standIn = await startBlobStandIn({
      token: PRIVATE_TOKEN,
      storeId: "privatestore",
      access: "private",
      otherStores: [{ token: PUBLIC_TOKEN, storeId: "publicstore", access: "public" }],
    });
    process.env.VERCEL_BLOB_API_URL = standIn.apiUrl;
    process.env.VERCEL_BLOB_RETRIES = "0";
  });
  afterAll(async () => {
    await standIn.close();
    delete process.env.VERCEL_BLOB_API_URL;
    delete process.env.VERCEL_BLOB_RETRIES;
  });

  it("writes one private blob to a private store and deletes it again", async () => {
    const before = standIn.requests.length;
    expect(await checkBlobStore({ BLOB_READ_WRITE_TOKEN: PRIVATE_TOKEN })).toEqual([]);
    const made = standIn.requests.slice(before);
    expect(made.map((request) => `${request.method} ${new URL(request.path, "http://x").pathname}`)).toEqual([
      "PUT /api/blob/",
      "POST /api/blob/delete",
    ]);
    expect(made[0]?.headers["x-vercel-blob-access"]).toBe("private");
    expect(standIn.blobs.size).toBe(0);
  });

  it("reports a public store as fatal, with the fix (a private store: access is chosen at creation)", async () => {
    const gaps = await checkBlobStore({ BLOB_READ_WRITE_TOKEN: PUBLIC_TOKEN });
    expect(gaps).toHaveLength(1);
    expect(gaps[0]?.setting).toBe("BLOB_READ_WRITE_TOKEN");
    expect(gaps[0]?.problem).toMatch(
      /^The Blob store of BLOB_READ_WRITE_TOKEN is public: it refused a private blob \(.*Cannot use private access on a public store.*\)/,
    );
    expect(gaps[0]?.fix).toMatch(/access Private .*--access private.*cannot be changed/);
    expect(standIn.blobsOf(PUBLIC_TOKEN).size).toBe(0);
  });

  it("checks the backup store too, and reports a token no store knows", async () => {
    const gaps = await checkBlobStore({
      BLOB_READ_WRITE_TOKEN: PRIVATE_TOKEN,
      BACKUP_BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_nostore_secret",
    });
    expect(gaps.map((gap) => gap.setting)).toEqual(["BACKUP_BLOB_READ_WRITE_TOKEN"]);
    expect(gaps[0]?.problem).toMatch(/^The Blob store of BACKUP_BLOB_READ_WRITE_TOKEN refused a test write/);
  });

  it("adds the services' gaps to the settings' verdict of a Vercel deployment", async () => {
    const vercel = {
      VERCEL: "1",
      VERCEL_PROJECT_PRODUCTION_URL: "stickers.example.com",
      ADMIN_PASSWORD: "a-long-enough-password",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      CRON_SECRET: "a-cron-secret-of-32-characters!!",
      TRUSTED_IP_HEADER: "x-vercel-forwarded-for",
      PAYMENTS_TEST_MODE: "1",
    };
    const migrated = await freshDatabase("postgres");
    await migrate(migrated);
    const clean = await checkLiveServices({ ...vercel, DATABASE_URL: migrated, BLOB_READ_WRITE_TOKEN: PRIVATE_TOKEN });
    expect(clean.fatal).toEqual([]);

    const unmigrated = await freshDatabase("postgres");
    const broken = await checkLiveServices({
      ...vercel,
      DATABASE_URL: unmigrated,
      BLOB_READ_WRITE_TOKEN: PUBLIC_TOKEN,
    });
    expect(broken.fatal.map((gap) => gap.setting)).toEqual(["DATABASE_URL", "BLOB_READ_WRITE_TOKEN"]);

    // Not a deployment: nothing is connected to.
    const before = standIn.requests.length;
    expect(await checkLiveServices({ BLOB_READ_WRITE_TOKEN: PRIVATE_TOKEN })).toMatchObject({ deployment: false });
    expect(standIn.requests.length).toBe(before);
  });
});
