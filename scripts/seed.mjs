import { openSqlDatabase } from "./lib/sql-database.mjs";
import { seedCatalogue } from "./lib/seed-data.mjs";

const db = await openSqlDatabase();
try {
  const inserted = await seedCatalogue(db);
  console.log(`Seeded the catalogue: ${inserted} missing entries inserted (${db.provider}).`);
} finally {
  await db.close();
}
