// Migrate, seed what is missing of the catalogue and make sure an admin password exists. Safe to run on every start.
import { openSqlDatabase } from "./lib/sql-database.mjs";
import { applyMigrations } from "./lib/migrations.mjs";
import { seedCatalogue } from "./lib/seed-data.mjs";
import { ensureAdminPassword } from "./lib/admin-password.mjs";

export async function prepareDatabase() {
  const db = await openSqlDatabase();
  try {
    const applied = await applyMigrations(db);
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
    await seedCatalogue(db);
    const admin = await ensureAdminPassword(db);
    if (admin.generatedPassword) {
      const line = "=".repeat(64);
      console.log(
        `\n${line}\n  Admin password (shown once, only its hash is stored):\n\n    ${admin.generatedPassword}\n\n  Set ADMIN_PASSWORD to choose your own.\n${line}\n`,
      );
    }
    return { provider: db.provider };
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { provider } = await prepareDatabase();
  console.log(`Database ready (${provider}).`);
}
