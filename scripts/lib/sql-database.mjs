// A minimal driver-level connection for the set-up scripts (migrations, seed, admin password),
// which run before the app and without the generated Prisma client.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { resolveDatabaseUrl } from "../../lib/db/database-url.mjs";

/** SQLite has no booleans or dates: bind them the way Prisma stores them (1/0, ISO text). */
function toSqliteValue(value) {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  return value;
}

/** Converts "?"-placeholders to "$1…" for PostgreSQL. */
function toPostgresPlaceholders(sql) {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

export async function openSqlDatabase(rawUrl = process.env.DATABASE_URL) {
  const target = resolveDatabaseUrl(rawUrl);
  if (target.provider === "sqlite") {
    const { default: Database } = await import("better-sqlite3");
    mkdirSync(path.dirname(target.filePath), { recursive: true });
    const db = new Database(target.filePath);
    db.pragma("journal_mode = WAL");
    db.pragma("busy_timeout = 5000");
    return {
      provider: "sqlite",
      target,
      async exec(sql) {
        db.exec(sql);
      },
      async query(sql, params = []) {
        const statement = db.prepare(sql);
        const values = params.map(toSqliteValue);
        if (statement.reader) return statement.all(...values);
        statement.run(...values);
        return [];
      },
      async transaction(work) {
        db.exec("BEGIN IMMEDIATE");
        try {
          const result = await work();
          db.exec("COMMIT");
          return result;
        } catch (error) {
          db.exec("ROLLBACK");
          throw error;
        }
      },
      async schemaTransaction(work) {
        // A migration rebuilds a table to change it (CREATE "new_X", copy, DROP "X", rename). With foreign
        // keys on, that DROP deletes through the CASCADE / SET NULL of every table pointing at "X", and the
        // migration's own "PRAGMA foreign_keys=OFF" is ignored inside a transaction: turn them off around
        // it, as SQLite's documentation of ALTER TABLE prescribes, and check every reference before COMMIT.
        const wasOn = db.pragma("foreign_keys", { simple: true });
        db.pragma("foreign_keys = OFF");
        try {
          return await this.transaction(async () => {
            const result = await work();
            const broken = db.pragma("foreign_key_check");
            if (broken.length > 0) {
              const first = broken[0];
              throw new Error(
                `foreign key check failed: ${broken.length} row(s) point at nothing (first: "${first.table}" rowid ${first.rowid} → "${first.parent}")`,
              );
            }
            return result;
          });
        } finally {
          if (wasOn) db.pragma("foreign_keys = ON");
        }
      },
      async withLock(work) {
        // BEGIN IMMEDIATE in transaction() already serialises writers on one SQLite file.
        return work();
      },
      async close() {
        db.close();
      },
    };
  }

  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  return {
    provider: "postgres",
    target,
    async exec(sql) {
      await client.query(sql);
    },
    async query(sql, params = []) {
      const result = await client.query(toPostgresPlaceholders(sql), params);
      return result.rows;
    },
    async transaction(work) {
      await client.query("BEGIN");
      try {
        const result = await work();
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    },
    async schemaTransaction(work) {
      // PostgreSQL changes tables in place (no rebuild) and checks references itself.
      return this.transaction(work);
    },
    async withLock(work) {
      // The same advisory lock id Prisma Migrate uses, so two starting instances never migrate at once.
      await client.query("SELECT pg_advisory_lock(72707369)");
      try {
        return await work();
      } finally {
        await client.query("SELECT pg_advisory_unlock(72707369)");
      }
    },
    async close() {
      await client.end();
    },
  };
}
