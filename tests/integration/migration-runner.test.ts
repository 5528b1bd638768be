// Applying a migration to a database that already holds rows keeps every row. On SQLite, Prisma's
// migrations rebuild a table to change it (CREATE "new_X", copy, DROP "X", rename); with foreign keys
// on, that DROP deletes through ON DELETE CASCADE and SET NULL in the tables that point at it.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { applyMigrations } from "../../scripts/lib/migrations.mjs";
import { openSqlDatabase, type SqlDatabase } from "../../scripts/lib/sql-database.mjs";
import { getPostgresAdminUrl, getTestProvider, postgresUrlFor } from "../helpers/test-databases";

const provider = getTestProvider();
const scratch = mkdtempSync(path.join(os.tmpdir(), "migration-runner-"));
const databaseName = `sticker_migration_runner_${process.pid}`;
let db: SqlDatabase;

/** A project root holding only the committed migrations up to (and including) `last`. */
function rootWithMigrationsUpTo(last: string): string {
  const root = path.join(scratch, last);
  const from = path.join(process.cwd(), "prisma", provider, "migrations");
  const to = path.join(root, "prisma", provider, "migrations");
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from).filter((entry) => entry <= last)) {
    cpSync(path.join(from, name), path.join(to, name), { recursive: true });
  }
  return root;
}

async function withAdmin(work: (client: Client) => Promise<unknown>) {
  const client = new Client({ connectionString: getPostgresAdminUrl() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (provider === "postgres") {
    await withAdmin((client) => client.query(`CREATE DATABASE "${databaseName}"`));
    db = await openSqlDatabase(postgresUrlFor(databaseName));
  } else {
    db = await openSqlDatabase(`file:${path.join(scratch, "shop.db")}`);
  }
});

afterAll(async () => {
  await db.close();
  if (provider === "postgres") {
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
  }
  rmSync(scratch, { recursive: true, force: true });
});

async function count(table: string, where = "TRUE"): Promise<number> {
  const [row] = await db.query(`SELECT COUNT(*) AS "n" FROM "${table}" WHERE ${where}`);
  return Number(row?.n);
}

it("keeps the rows that point at a table a later migration rebuilds", async () => {
  // 20261122204815_proofs rebuilds "Design" and "Order" on SQLite.
  await applyMigrations(db, { root: rootWithMigrationsUpTo("20261122185739_order_links") });
  const now = new Date();
  await db.query(
    `INSERT INTO "StickerSize" ("name", "shape", "width", "height", "priceCents") VALUES (?, ?, ?, ?, ?)`,
    ["3x3", "square", 3, 3, 9000],
  );
  await db.query(
    `INSERT INTO "Design" ("originalName", "filename", "mimeType", "sizeBytes", "width", "height", "checksum") VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ["logo.png", "stored-logo.png", "image/png", 10, 100, 100, "0".repeat(64)],
  );
  await db.query(
    `INSERT INTO "CartItem" ("sessionId", "designId", "sizeId", "quantity", "unitPriceCents", "totalPriceCents") VALUES (?, 1, 1, 50, 180, 9000)`,
    ["session-1"],
  );
  await db.query(
    `INSERT INTO "Order" ("designId", "sizeId", "quantity", "unitPriceCents", "totalPriceCents", "customerName", "customerEmail", "customerPhone", "shippingAddress", "shippingCity", "shippingState", "shippingZip", "status", "updatedAt") VALUES (1, 1, 50, 180, 9000, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ["Ada", "ada@example.com", "555-0100", "1 Main St", "Springfield", "IL", "62701", "paid", now],
  );
  await db.query(`INSERT INTO "OrderEvent" ("orderId", "type", "actor", "detail") VALUES (1, ?, ?, ?)`, [
    "status",
    "system",
    "Paid",
  ]);
  await db.query(
    `INSERT INTO "EmailMessage" ("dedupeKey", "toAddress", "subject", "textBody", "orderId") VALUES (?, ?, ?, ?, 1)`,
    ["order-status:1:processing", "ada@example.com", "Printing", "Your stickers are printing."],
  );

  const applied = await applyMigrations(db);

  expect(applied).toContain("20261122204815_proofs");
  expect(await count("Order")).toBe(1);
  expect(await count("CartItem")).toBe(1);
  expect(await count("OrderEvent")).toBe(1);
  expect(await count("EmailMessage", `"orderId" = 1`)).toBe(1);
});

it("refuses a migration that would leave a row pointing at nothing, and applies none of it", async () => {
  const root = rootWithMigrationsUpTo("99999999999999_zz");
  const dir = path.join(root, "prisma", provider, "migrations", "99999999999999_dangling_reference");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "migration.sql"),
    `INSERT INTO "OrderEvent" ("orderId", "type", "actor") VALUES (424242, 'note', 'admin');`,
  );
  await expect(applyMigrations(db, { root })).rejects.toThrow(/foreign key|violates|OrderEvent/i);
  expect(await count("OrderEvent")).toBe(1);
  const [recorded] = await db.query(
    `SELECT COUNT(*) AS "n" FROM "_prisma_migrations" WHERE "migration_name" = '99999999999999_dangling_reference'`,
  );
  expect(Number(recorded?.n)).toBe(0);
});
