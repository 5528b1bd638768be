// The committed migrations build the database the Prisma schema describes, on the run's provider:
// a database migrated from them and one made straight from the schema (`prisma migrate diff
// --from-empty`, offline) have the same tables, columns, indexes and keys. A schema edited without
// its migration, or a migration edited by hand to differ from the schema, fails here.
// (`prisma migrate diff --from-migrations` needs a shadow database, which Prisma 6's driver adapters
// cannot run offline: see README, "Database".)
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMigrations } from "../../scripts/lib/migrations.mjs";
import { openSqlDatabase, type SqlDatabase } from "../../scripts/lib/sql-database.mjs";
import { describeDatabaseSchema } from "../helpers/describe-database-schema";
import { withAdminClient } from "../helpers/database";
import { getTestProvider, postgresUrlFor } from "../helpers/test-databases";

const provider = getTestProvider();
const scratch = mkdtempSync(path.join(os.tmpdir(), "migrations-match-"));
const names = ["migrated", "from_schema"].map((label) => `sticker_schema_${label}_${process.pid}`);
let migrated: SqlDatabase;
let fromSchema: SqlDatabase;

function open(name: string): Promise<SqlDatabase> {
  return openSqlDatabase(provider === "postgres" ? postgresUrlFor(name) : `file:${path.join(scratch, `${name}.db`)}`);
}

/** The SQL that creates the schema's database from nothing, as Prisma writes it. */
function writeSchemaScript(): string {
  const result = spawnSync(
    "node_modules/.bin/prisma",
    [
      "migrate",
      "diff",
      "--config",
      `prisma.${provider}.config.ts`,
      "--from-empty",
      "--to-schema-datamodel",
      path.join("prisma", provider, "schema.prisma"),
      "--script",
    ],
    {
      encoding: "utf8",
      env: {
        ...process.env,
        DATABASE_URL: provider === "postgres" ? postgresUrlFor(names[1]!) : `file:${path.join(scratch, "cli.db")}`,
        PRISMA_HIDE_UPDATE_MESSAGE: "1",
        CHECKPOINT_DISABLE: "1",
      },
    },
  );
  if (result.status !== 0) throw new Error(`prisma migrate diff failed:\n${result.stderr}`);
  return result.stdout;
}

beforeAll(async () => {
  if (provider === "postgres") {
    for (const name of names) await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
  }
  migrated = await open(names[0]!);
  fromSchema = await open(names[1]!);
  await applyMigrations(migrated);
  await fromSchema.exec(writeSchemaScript());
}, 60_000);

afterAll(async () => {
  await migrated?.close();
  await fromSchema?.close();
  if (provider === "postgres") {
    for (const name of names)
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
  rmSync(scratch, { recursive: true, force: true });
});

it(`the committed ${provider} migrations build what prisma/${provider}/schema.prisma describes`, async () => {
  const expected = await describeDatabaseSchema(fromSchema);
  expect(expected.length).toBeGreaterThan(100);
  expect(await describeDatabaseSchema(migrated)).toEqual(expected);
});
