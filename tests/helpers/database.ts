// Gives the calling test file a fresh, migrated and seeded database (copied from the template).
import { copyFileSync, rmSync } from "node:fs";
import { Client } from "pg";
import { getPostgresAdminUrl, getTestProvider, POSTGRES_TEMPLATE_DB, SQLITE_TEMPLATE_FILE } from "./test-databases";

function databaseName(): string {
  return new URL(process.env.DATABASE_URL as string).pathname.slice(1);
}

/** Runs work on a connection to the PostgreSQL server's admin database (CREATE / DROP DATABASE). */
export async function withAdminClient(work: (client: Client) => Promise<unknown>) {
  const client = new Client({ connectionString: getPostgresAdminUrl() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

export function setupTestDatabase() {
  const provider = getTestProvider();
  const sqliteFile = (process.env.DATABASE_URL as string).replace(/^file:/, "");

  beforeAll(async () => {
    if (provider === "sqlite") {
      copyFileSync(SQLITE_TEMPLATE_FILE, sqliteFile);
    } else {
      await withAdminClient((client) =>
        client.query(`CREATE DATABASE "${databaseName()}" TEMPLATE "${POSTGRES_TEMPLATE_DB}"`).then(() => undefined),
      );
    }
  });

  afterAll(async () => {
    const { prisma } = await import("@/lib/db/client");
    await prisma.$disconnect();
    if (provider === "sqlite") {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(sqliteFile + suffix, { force: true });
    } else {
      await withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS "${databaseName()}" WITH (FORCE)`).then(() => undefined),
      );
    }
  });
}
