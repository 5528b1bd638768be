// A deployment whose database was never migrated: every API route that reads it answered 500 ("The table
// public.StickerSize does not exist"). Prisma reports the missing table (P2021) on that request, and the API
// answers 503 naming the fix instead, with no query added to any request. Real PostgreSQL and SQLite.
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { applyMigrations } from "../../scripts/lib/migrations.mjs";
import { openSqlDatabase } from "../../scripts/lib/sql-database.mjs";
import { callRoute } from "../helpers/call-route";

const POSTGRES_SERVER = /^postgres(ql)?:\/\//.test(process.env.TEST_BASE_DATABASE_URL ?? "")
  ? (process.env.TEST_BASE_DATABASE_URL as string)
  : "postgresql://postgres@127.0.0.1:5432/postgres";
const onServer = (database: string) => Object.assign(new URL(POSTGRES_SERVER), { pathname: `/${database}` }).toString();
const SQLITE_DIR = path.join(os.tmpdir(), `sticker-missing-migrations-${process.pid}`);
const created: string[] = [];
const savedUrl = process.env.DATABASE_URL;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: onServer("postgres") });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

async function emptyDatabase(provider: "postgres" | "sqlite") {
  const name = `sticker_missing_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  if (provider === "sqlite") {
    mkdirSync(SQLITE_DIR, { recursive: true });
    return `file:${path.join(SQLITE_DIR, `${name}.db`)}`;
  }
  await admin(`CREATE DATABASE "${name}"`);
  created.push(name);
  return onServer(name);
}

/** GET /api/sticker-sizes as a fresh server on `url` answers it (a new module registry: a new client). */
async function stickerSizesOn(url: string) {
  process.env.DATABASE_URL = url;
  // lib/db/client keeps its one client on globalThis (dev reloads): a new server makes its own.
  delete (globalThis as { stickerShopPrisma?: unknown }).stickerShopPrisma;
  let answer: Awaited<ReturnType<typeof callRoute>> | undefined;
  await jest.isolateModulesAsync(async () => {
    const { GET } = await import("@/app/api/sticker-sizes/route");
    const { prisma } = await import("@/lib/db/client");
    try {
      answer = await callRoute(GET, { path: "/api/sticker-sizes" });
    } finally {
      await prisma.$disconnect();
      delete (globalThis as { stickerShopPrisma?: unknown }).stickerShopPrisma;
    }
  });
  return answer!;
}

afterAll(async () => {
  process.env.DATABASE_URL = savedUrl;
  for (const name of created) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  rmSync(SQLITE_DIR, { recursive: true, force: true });
});

describe.each(["postgres", "sqlite"] as const)("on %s", (provider) => {
  it("answers 503 naming the fix while the tables are missing, and 200 once migrated", async () => {
    const url = await emptyDatabase(provider);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const missing = await stickerSizesOn(url);
      expect(missing.status).toBe(503);
      expect(missing.body).toEqual({
        message: expect.stringMatching(/^The shop is not set up yet: its database lacks/),
      });
      expect(missing.body.message).toContain("npm run db:migrate && npm run db:seed");
      expect(missing.headers.get("retry-after")).toBe("60");
      expect(errors).toHaveBeenCalledWith("Database schema missing:", expect.objectContaining({ code: "P2021" }));
    } finally {
      errors.mockRestore();
    }

    const db = await openSqlDatabase(url);
    await applyMigrations(db).finally(() => db.close());
    const migrated = await stickerSizesOn(url);
    expect(migrated.status).toBe(200);
    expect(migrated.body).toEqual([]); // migrated, not seeded: no sizes yet
  });
});
