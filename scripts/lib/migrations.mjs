// Applies the committed Prisma migrations in order, each in a transaction, recording them in
// Prisma's own _prisma_migrations table so `prisma migrate status` agrees with what ran.
// (Prisma 6's driver adapters cannot run `migrate deploy` on PostgreSQL offline; see README.)
import { randomUUID } from "node:crypto";
import { listMigrations } from "../../lib/db/list-migrations.mjs";

export { listMigrations } from "../../lib/db/list-migrations.mjs";

const HISTORY_TABLE = {
  sqlite: `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" TEXT PRIMARY KEY NOT NULL,
    "checksum" TEXT NOT NULL,
    "finished_at" DATETIME,
    "migration_name" TEXT NOT NULL,
    "logs" TEXT,
    "rolled_back_at" DATETIME,
    "started_at" DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0
  )`,
  postgres: `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
  )`,
};

/**
 * @param {{ root?: string }} [options] root: the project folder whose prisma/<provider>/migrations to apply
 * @returns {Promise<string[]>} names of the migrations applied by this call
 */
export async function applyMigrations(db, { root = process.cwd() } = {}) {
  return db.withLock(async () => {
    await db.exec(HISTORY_TABLE[db.provider]);
    const rows = await db.query(
      `SELECT "migration_name", "checksum" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
    );
    const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]));
    const newlyApplied = [];
    for (const migration of listMigrations(db.provider, root)) {
      const appliedChecksum = applied.get(migration.name);
      if (appliedChecksum) {
        if (appliedChecksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was edited after it was applied; add a new migration instead.`);
        }
        continue;
      }
      await db.schemaTransaction(async () => {
        await db.exec(migration.sql);
        const now = new Date().toISOString();
        await db.query(
          `INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "started_at", "applied_steps_count") VALUES (?, ?, ?, ?, ?, 1)`,
          [randomUUID(), migration.checksum, now, migration.name, now],
        );
      });
      newlyApplied.push(migration.name);
    }
    return newlyApplied;
  });
}
