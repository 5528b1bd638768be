import { rmSync } from "node:fs";
import { Client } from "pg";
import {
  getPostgresAdminUrl,
  getTestProvider,
  POSTGRES_TEMPLATE_DB,
  SCRATCH_DIR,
  SQLITE_TEST_DIR,
} from "../helpers/test-databases";

export default async function globalTeardown() {
  rmSync(SCRATCH_DIR, { recursive: true, force: true });
  if (getTestProvider() === "sqlite") {
    rmSync(SQLITE_TEST_DIR, { recursive: true, force: true });
    return;
  }
  const admin = new Client({ connectionString: getPostgresAdminUrl() });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `${POSTGRES_TEMPLATE_DB.replace("_template_", "_")}%`,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS "${POSTGRES_TEMPLATE_DB}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
