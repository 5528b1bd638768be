// Direct access to the e2e server's database, for fixtures and for checking what the shop stored.
import { openSqlDatabase } from "../../../scripts/lib/sql-database.mjs";

export async function queryE2e(sql: string, params: unknown[] = []) {
  const db = await openSqlDatabase(process.env.E2E_DATABASE_URL);
  try {
    return await db.query(sql, params);
  } finally {
    await db.close();
  }
}
