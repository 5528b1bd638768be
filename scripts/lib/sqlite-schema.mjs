// The SQLite schema is made from the PostgreSQL one, the single source of the models: the two differ
// only in the datasource provider and the generated client's folder. Column types that exist on one
// provider only (@db.…) cannot be carried over and are refused.
import { readFileSync } from "node:fs";
import path from "node:path";

export const POSTGRES_SCHEMA = path.join("prisma", "postgres", "schema.prisma");
export const SQLITE_SCHEMA = path.join("prisma", "sqlite", "schema.prisma");

const HEADER = `// Generated from prisma/postgres/schema.prisma by \`npm run db:schema\`: edit that file, not this one
// (\`npm run lint\` fails while this copy is stale).
`;

const SOURCE_HEADER = /^\/\/ The models of both providers[^\n]*\n(\/\/[^\n]*\n)*/;

/** @returns {string} the SQLite schema's text for the PostgreSQL schema's text */
export function makeSqliteSchema(postgresSchema) {
  const nativeType = postgresSchema.match(/@db\.\w+/);
  if (nativeType) throw new Error(`${POSTGRES_SCHEMA} uses ${nativeType[0]}, which SQLite has no equivalent of.`);
  const replace = (text, from, to) => {
    if (!from.test(text)) throw new Error(`${POSTGRES_SCHEMA}: expected ${from} in its header`);
    return text.replace(from, to);
  };
  let text = postgresSchema.replace(SOURCE_HEADER, "");
  text = replace(
    text,
    /output(\s+)= "\.\.\/\.\.\/lib\/db\/generated\/postgres"/,
    'output$1= "../../lib/db/generated/sqlite"',
  );
  text = replace(text, /provider = "postgresql"/, 'provider = "sqlite"');
  return HEADER + text;
}

export function readSchemas(root = process.cwd()) {
  return {
    postgres: readFileSync(path.join(root, POSTGRES_SCHEMA), "utf8"),
    sqlite: readFileSync(path.join(root, SQLITE_SCHEMA), "utf8"),
  };
}
