import { openSqlDatabase } from "./lib/sql-database.mjs";
import { applyMigrations } from "./lib/migrations.mjs";

const db = await openSqlDatabase();
try {
  const applied = await applyMigrations(db);
  console.log(
    applied.length ? `Applied migrations: ${applied.join(", ")}` : `Database is up to date (${db.provider}).`,
  );
} finally {
  await db.close();
}
