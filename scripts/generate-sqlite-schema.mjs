// npm run db:schema: writes prisma/sqlite/schema.prisma from prisma/postgres/schema.prisma.
// With --check (in npm run lint) it writes nothing and fails when the SQLite copy is stale.
import { writeFileSync } from "node:fs";
import { makeSqliteSchema, readSchemas, SQLITE_SCHEMA } from "./lib/sqlite-schema.mjs";

const { postgres, sqlite } = readSchemas();
const expected = makeSqliteSchema(postgres);
if (process.argv.includes("--check")) {
  if (sqlite !== expected) {
    console.error(`${SQLITE_SCHEMA} is stale: run \`npm run db:schema\` (the PostgreSQL schema is the source).`);
    process.exit(1);
  }
  console.log(`${SQLITE_SCHEMA} matches prisma/postgres/schema.prisma.`);
} else if (sqlite !== expected) {
  writeFileSync(SQLITE_SCHEMA, expected);
  console.log(`wrote ${SQLITE_SCHEMA}`);
}
