// The committed Prisma migrations of one provider, in the order they apply: scripts/lib/migrations.mjs
// applies them, the deployment check (lib/deployment/check-database-migrations.mjs) compares them with
// what a database has recorded in _prisma_migrations.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * @param {"sqlite" | "postgres" | string} provider
 * @param {string} [root] the project folder holding prisma/<provider>/migrations
 * @returns {{ name: string, sql: string, checksum: string }[]}
 */
export function listMigrations(provider, root = process.cwd()) {
  const dir = path.join(root, "prisma", provider, "migrations");
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}
