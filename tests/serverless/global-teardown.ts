// Drops the rehearsal's database (whatever the tests left running is stopped by the worker first).
import { rmSync } from "node:fs";
import pg from "pg";
import { adminUrlOf } from "./global-setup";

export default async function globalTeardown() {
  const databaseUrl = process.env.REHEARSAL_DATABASE_URL;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: adminUrlOf(databaseUrl) });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
  if (process.env.REHEARSAL_DIR && !process.env.REHEARSAL_KEEP_LOGS) {
    rmSync(process.env.REHEARSAL_DIR, { recursive: true, force: true });
  }
}
