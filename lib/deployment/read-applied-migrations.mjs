// What a database has recorded as applied in Prisma's _prisma_migrations table (scripts/lib/migrations.mjs
// writes it), read without changing anything: the deployment check compares it with the committed migrations.
import { existsSync } from "node:fs";
import { resolveDatabaseUrl } from "../db/database-url.mjs";

const APPLIED = `SELECT "migration_name", "checksum" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`;

/**
 * The applied migrations' names and checksums; an empty map for a database never migrated (no history
 * table, or no SQLite file yet). Throws when the database cannot be reached.
 * @param {string | undefined} databaseUrl
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<{ provider: "sqlite" | "postgres", applied: Map<string, string> }>}
 */
export async function readAppliedMigrations(databaseUrl, { timeoutMs = 5000 } = {}) {
  const target = resolveDatabaseUrl(databaseUrl);
  if (target.provider === "sqlite") {
    if (!existsSync(target.filePath)) return { provider: "sqlite", applied: new Map() };
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(target.filePath, { readonly: true, fileMustExist: true });
    try {
      const hasHistory = db
        .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'`)
        .get();
      const rows = hasHistory
        ? /** @type {{ migration_name: string, checksum: string }[]} */ (db.prepare(APPLIED).all())
        : [];
      return { provider: "sqlite", applied: new Map(rows.map((row) => [row.migration_name, row.checksum])) };
    } finally {
      db.close();
    }
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({
    connectionString: target.url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  // An 'error' event after connecting (the server going away) must not crash the caller.
  client.on("error", () => undefined);
  await client.connect();
  try {
    const history = await client.query(`SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS "exists"`);
    if (!history.rows[0]?.exists) return { provider: "postgres", applied: new Map() };
    const { rows } = await client.query(APPLIED);
    return { provider: "postgres", applied: new Map(rows.map((row) => [row.migration_name, row.checksum])) };
  } finally {
    await client.end().catch(() => undefined);
  }
}
