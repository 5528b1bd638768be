// Direct access to the e2e server's database, for fixtures and for checking what the shop stored.
import { openSqlDatabase, type SqlDatabase } from "../../../scripts/lib/sql-database.mjs";

/** SQLite has no booleans: bind them as 1/0 there, as Prisma does. Dates are passed as ISO text. */
function adaptParams(db: SqlDatabase, params: unknown[]) {
  if (db.provider !== "sqlite") return params;
  return params.map((value) => (typeof value === "boolean" ? Number(value) : value));
}

export async function queryE2e(sql: string, params: unknown[] = []) {
  const db = await openSqlDatabase(process.env.E2E_DATABASE_URL);
  try {
    return await db.query(sql, adaptParams(db, params));
  } finally {
    await db.close();
  }
}
