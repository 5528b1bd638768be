// What Prisma's schema can say about a database, read from the database's own catalog as sorted lines:
// tables, columns (type, nullability, default), indexes and keys. Left out on purpose: what the
// migrations add by hand because Prisma 6 cannot declare it (partial and expression indexes, CHECK constraints,
// triggers and their functions), which tests of their own cover, and Prisma's migration history.
import type { SqlDatabase } from "../../scripts/lib/sql-database.mjs";

const HISTORY = "_prisma_migrations";

async function describeSqlite(db: SqlDatabase): Promise<string[]> {
  const lines: string[] = [];
  const tables = await db.query(
    `SELECT "name" FROM sqlite_master WHERE "type" = 'table' AND "name" NOT LIKE 'sqlite_%' AND "name" <> ?`,
    [HISTORY],
  );
  for (const { name } of tables) {
    const table = String(name);
    lines.push(`table ${table}`);
    for (const column of await db.query(`SELECT * FROM pragma_table_info(?)`, [table])) {
      lines.push(
        `column ${table}.${column.name} ${column.type} notnull=${column.notnull} default=${column.dflt_value} pk=${column.pk}`,
      );
    }
    for (const index of await db.query(`SELECT * FROM pragma_index_list(?) WHERE "partial" = 0`, [table])) {
      const columns = await db.query(`SELECT "name" FROM pragma_index_info(?) ORDER BY "seqno"`, [index.name]);
      // An expression (lower("customerEmail")) has no column name: an index Prisma cannot declare.
      if (columns.some((column) => column.name === null)) continue;
      lines.push(
        `index ${table}.${index.name} unique=${index.unique} (${columns.map((column) => column.name).join(", ")})`,
      );
    }
    for (const key of await db.query(`SELECT * FROM pragma_foreign_key_list(?)`, [table])) {
      lines.push(
        `foreign key ${table}.${key.from} → ${key.table}.${key.to} on update ${key.on_update} on delete ${key.on_delete}`,
      );
    }
  }
  return lines.sort();
}

async function describePostgres(db: SqlDatabase): Promise<string[]> {
  const columns = await db.query(
    `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length
     FROM information_schema.columns WHERE table_schema = current_schema() AND table_name <> ?`,
    [HISTORY],
  );
  const indexes = await db.query(
    `SELECT tablename, indexname, indexdef FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename <> ? AND indexdef NOT LIKE '% WHERE %'
       AND indexdef !~ 'USING \\w+ \\(.*\\('`,
    [HISTORY],
  );
  const keys = await db.query(
    `SELECT t.relname AS "table", c.conname, pg_get_constraintdef(c.oid) AS "definition"
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
     WHERE c.connamespace = current_schema()::regnamespace AND c.contype IN ('p', 'u', 'f') AND t.relname <> ?`,
    [HISTORY],
  );
  return [
    ...columns.map(
      (column) =>
        `column ${column.table_name}.${column.column_name} ${column.data_type} ${column.udt_name}(${column.character_maximum_length}) nullable=${column.is_nullable} default=${column.column_default}`,
    ),
    ...indexes.map((index) => `index ${index.tablename}.${index.indexname}: ${index.indexdef}`),
    ...keys.map((key) => `constraint ${key.table}.${key.conname}: ${key.definition}`),
  ].sort();
}

export function describeDatabaseSchema(db: SqlDatabase): Promise<string[]> {
  return db.provider === "postgres" ? describePostgres(db) : describeSqlite(db);
}
