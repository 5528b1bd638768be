// Applying a migration to a database that already holds rows keeps every row. On SQLite, Prisma's
// migrations rebuild a table to change it (CREATE "new_X", copy, DROP "X", rename); with foreign keys
// on, that DROP deletes through ON DELETE CASCADE and SET NULL in the tables that point at it.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMigrations } from "../../scripts/lib/migrations.mjs";
import { openSqlDatabase, type SqlDatabase } from "../../scripts/lib/sql-database.mjs";
import { withAdminClient } from "../helpers/database";
import { getTestProvider, postgresUrlFor } from "../helpers/test-databases";

const provider = getTestProvider();
const scratch = mkdtempSync(path.join(os.tmpdir(), "migration-runner-"));
const databaseNames: string[] = [];
const openDatabases: SqlDatabase[] = [];
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

/** An empty database of the run's provider, closed and dropped after the file. */
async function openEmptyDatabase(label: string): Promise<SqlDatabase> {
  let opened: SqlDatabase;
  if (provider === "postgres") {
    const name = `sticker_migration_${label}_${process.pid}`;
    await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
    databaseNames.push(name);
    opened = await openSqlDatabase(postgresUrlFor(name));
  } else {
    opened = await openSqlDatabase(`file:${path.join(scratch, `${label}.db`)}`);
  }
  openDatabases.push(opened);
  return opened;
}

beforeAll(async () => {
  db = await openEmptyDatabase("runner");
});

afterAll(async () => {
  for (const opened of openDatabases) await opened.close();
  for (const name of databaseNames) {
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
  rmSync(scratch, { recursive: true, force: true });
});

async function count(table: string, where = "TRUE", target = db): Promise<number> {
  const [row] = await target.query(`SELECT COUNT(*) AS "n" FROM "${table}" WHERE ${where}`);
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

describe("20261126120000_checked_statuses", () => {
  const rebuilt = [
    "Order",
    "Payment",
    "PaymentRefund",
    "EmailMessage",
    "Proof",
    "CouponRedemption",
    "TestPaymentIntent",
  ];

  async function readRows(target: SqlDatabase) {
    const rows: Record<string, unknown[]> = {};
    for (const table of [...rebuilt, "OrderEvent", "CartItem"]) {
      rows[table] = await target.query(`SELECT * FROM "${table}" ORDER BY 1`);
    }
    return rows;
  }

  async function readIndexesAndTriggers(target: SqlDatabase): Promise<string[]> {
    const list = rebuilt.map((table) => `'${table}'`).join(", ");
    const rows =
      provider === "postgres"
        ? await target.query(
            `SELECT indexname AS "name" FROM pg_indexes WHERE tablename IN (${list})
             UNION SELECT tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relname IN (${list}) AND NOT t.tgisinternal`,
          )
        : await target.query(
            `SELECT "name" FROM sqlite_master WHERE "type" IN ('index', 'trigger') AND "tbl_name" IN (${list})`,
          );
    return rows.map((row) => String(row.name)).sort();
  }

  it("keeps every row, index, trigger and id counter of the tables it changes", async () => {
    const target = await openEmptyDatabase("statuses");
    await applyMigrations(target, { root: rootWithMigrationsUpTo("20261123000000_order_list_keyset") });
    const at = new Date("2026-11-20T10:00:00.000Z");
    const order = (status: string, carrier: string | null) =>
      target.query(
        `INSERT INTO "Order" ("paymentId", "designId", "sizeId", "quantity", "unitPriceCents", "totalPriceCents", "customerName", "customerEmail", "customerPhone", "shippingAddress", "shippingCity", "shippingState", "shippingZip", "status", "proofState", "carrier", "createdAt", "updatedAt") VALUES ('pay-1', 1, 1, 50, 180, 9000, 'Ada', 'ada@example.com', '555-0100', '1 Main St', 'Springfield', 'IL', '62701', ?, 'approved', ?, ?, ?)`,
        [status, carrier, at, at],
      );
    await target.query(
      `INSERT INTO "StickerSize" ("name", "shape", "width", "height", "priceCents") VALUES ('3"', 'square', 3, 3, 9000)`,
    );
    await target.query(
      `INSERT INTO "Design" ("originalName", "filename", "mimeType", "sizeBytes", "width", "height", "checksum") VALUES ('logo.png', 'stored.png', 'image/png', 10, 100, 100, ?)`,
      ["0".repeat(64)],
    );
    await target.query(
      `INSERT INTO "CartItem" ("sessionId", "designId", "sizeId", "quantity", "unitPriceCents", "totalPriceCents") VALUES ('s', 1, 1, 50, 180, 9000)`,
    );
    await target.query(
      `INSERT INTO "Payment" ("id", "sessionId", "cartFingerprint", "provider", "status", "subtotalCents", "totalCents", "paidAt", "createdAt", "updatedAt") VALUES ('pay-1', 's', 'fp', 'test', 'paid', 9000, 9000, ?, ?, ?)`,
      [at, at, at],
    );
    await order("shipped", "ups");
    await order("expired", null);
    await target.query(`DELETE FROM "Order" WHERE "id" = 2`); // the counter stays at 2
    await target.query(
      `INSERT INTO "OrderEvent" ("orderId", "type", "actor", "createdAt") VALUES (1, 'status', 'system', ?)`,
      [at],
    );
    await target.query(
      `INSERT INTO "EmailMessage" ("dedupeKey", "toAddress", "subject", "textBody", "status", "orderId", "createdAt") VALUES ('k', 'ada@example.com', 'S', 'T', 'sent', 1, ?)`,
      [at],
    );
    await target.query(
      `INSERT INTO "PaymentRefund" ("id", "paymentId", "orderId", "amountCents", "status", "source", "createdAt", "updatedAt") VALUES ('ref-1', 'pay-1', 1, 500, 'succeeded', 'admin', ?, ?)`,
      [at, at],
    );
    await target.query(
      `INSERT INTO "Proof" ("orderId", "version", "source", "imageDesignId", "designId", "status", "createdAt") VALUES (1, 1, 'upload', 1, 1, 'approved', ?)`,
      [at],
    );
    await target.query(
      `INSERT INTO "Coupon" ("code", "discountType", "discountValue", "createdAt", "updatedAt") VALUES ('TEN', 'percentage', 1000, ?, ?)`,
      [at, at],
    );
    await target.query(
      `INSERT INTO "CouponRedemption" ("couponId", "paymentId", "customerEmail", "status", "createdAt", "updatedAt") VALUES (1, 'pay-1', 'ada@example.com', 'redeemed', ?, ?)`,
      [at, at],
    );
    await target.query(
      `INSERT INTO "TestPaymentIntent" ("id", "clientSecret", "amountCents", "currency", "status", "metadata", "createdAt", "updatedAt") VALUES ('pi_test_1', 'secret', 9000, 'usd', 'succeeded', '{}', ?, ?)`,
      [at, at],
    );
    const rowsBefore = await readRows(target);
    const structureBefore = await readIndexesAndTriggers(target);

    expect(await applyMigrations(target, { root: rootWithMigrationsUpTo("20261126120000_checked_statuses") })).toEqual([
      "20261126120000_checked_statuses",
    ]);

    expect(await readRows(target)).toEqual(rowsBefore);
    expect(await readIndexesAndTriggers(target)).toEqual(structureBefore);
    const changesBefore = await count("OrderCountChange", "TRUE", target);
    await order("paid", null);
    const [newest] = await target.query(`SELECT MAX("id") AS "id" FROM "Order"`);
    expect(Number(newest?.id)).toBe(3); // not 2: the deleted order's number is not handed out again
    expect(await count("OrderCountChange", "TRUE", target)).toBe(changesBefore + 1); // the count trigger still fires
    // better-sqlite3's SqliteError comes from another realm than jest's Error, which .rejects.toThrow
    // may not recognise as thrown: compare the message instead.
    await expect(
      order("lost", null).then(
        () => "inserted",
        (error: Error) => error.message,
      ),
    ).resolves.toMatch(/check/i);
  });
});

describe("20261126143929_die_cut_lines", () => {
  async function readIndexesAndTriggers(target: SqlDatabase): Promise<string[]> {
    const rows =
      provider === "postgres"
        ? await target.query(
            `SELECT indexname AS "name" FROM pg_indexes WHERE tablename IN ('Order', 'CartItem')
             UNION SELECT tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relname IN ('Order', 'CartItem') AND NOT t.tgisinternal`,
          )
        : await target.query(
            `SELECT "name" FROM sqlite_master WHERE "type" IN ('index', 'trigger') AND "tbl_name" IN ('Order', 'CartItem')`,
          );
    return rows.map((row) => String(row.name)).sort();
  }

  it("gives existing lines their standard size's shape, dimensions and name, keeping indexes, triggers, checks and counters", async () => {
    const target = await openEmptyDatabase("die_cut");
    await applyMigrations(target, { root: rootWithMigrationsUpTo("20261126120000_checked_statuses") });
    const at = new Date("2026-11-20T10:00:00.000Z");
    const order = (sizeId: number, status = "paid") =>
      target.query(
        `INSERT INTO "Order" ("designId", "sizeId", "quantity", "unitPriceCents", "totalPriceCents", "customerName", "customerEmail", "customerPhone", "shippingAddress", "shippingCity", "shippingState", "shippingZip", "status", "createdAt", "updatedAt") VALUES (1, ?, 50, 100, 5000, 'Ada', 'ada@example.com', '555-0100', '1 Main St', 'Springfield', 'IL', '62701', ?, ?, ?)`,
        [sizeId, status, at, at],
      );
    await target.query(
      `INSERT INTO "StickerSize" ("name", "shape", "width", "height", "priceCents") VALUES ('2x4', 'square', 2, 4, 5500), ('3" circle', 'circle', 3, 3, 5000)`,
    );
    await target.query(
      `INSERT INTO "Design" ("originalName", "filename", "mimeType", "sizeBytes", "width", "height", "checksum") VALUES ('logo.png', 'stored.png', 'image/png', 10, 100, 100, ?)`,
      ["0".repeat(64)],
    );
    await target.query(
      `INSERT INTO "CartItem" ("sessionId", "designId", "sizeId", "quantity", "unitPriceCents", "totalPriceCents") VALUES ('s', 1, 2, 50, 100, 5000), ('s', 1, 1, 50, 110, 5500)`,
    );
    await order(1);
    await order(2);
    await order(2);
    await target.query(`DELETE FROM "Order" WHERE "id" = 3`); // the counter stays at 3
    await target.query(
      `INSERT INTO "OrderEvent" ("orderId", "type", "actor", "createdAt") VALUES (2, 'status', 'system', ?)`,
      [at],
    );
    const structureBefore = await readIndexesAndTriggers(target);

    // Up to this migration only: later ones may add indexes of their own (20261126181323_add_report_indexes does).
    expect(await applyMigrations(target, { root: rootWithMigrationsUpTo("20261126143929_die_cut_lines") })).toContain(
      "20261126143929_die_cut_lines",
    );

    const sticker = (rows: Record<string, unknown>[]) =>
      rows.map((row) => [
        Number(row.id),
        Number(row.sizeId),
        row.shape,
        Number(row.widthInches),
        Number(row.heightInches),
        row.sizeName,
        row.cutLine,
      ]);
    expect(sticker(await target.query(`SELECT * FROM "CartItem" ORDER BY "id"`))).toEqual([
      [1, 2, "circle", 3, 3, '3" circle', null],
      [2, 1, "square", 2, 4, "2x4", null],
    ]);
    expect(sticker(await target.query(`SELECT * FROM "Order" ORDER BY "id"`))).toEqual([
      [1, 1, "square", 2, 4, "2x4", null],
      [2, 2, "circle", 3, 3, '3" circle', null],
    ]);
    expect(await count("OrderEvent", "TRUE", target)).toBe(1); // nothing cascaded away in the rebuild
    expect(await readIndexesAndTriggers(target)).toEqual(structureBefore);
    await target.query(
      `INSERT INTO "Order" ("designId", "shape", "widthInches", "heightInches", "sizeName", "cutLine", "quantity", "unitPriceCents", "totalPriceCents", "customerName", "customerEmail", "customerPhone", "shippingAddress", "shippingCity", "shippingState", "shippingZip", "status", "createdAt", "updatedAt") VALUES (1, 'die-cut', 3, 2.41, 'Die-cut 3" × 2.41"', 'M0 0L3 0L3 2.41Z', 50, 100, 5000, 'Ada', 'ada@example.com', '555-0100', '1 Main St', 'Springfield', 'IL', '62701', 'paid', ?, ?)`,
      [at, at],
    );
    const [newest] = await target.query(`SELECT MAX("id") AS "id" FROM "Order"`);
    expect(Number(newest?.id)).toBe(4); // not 3: the deleted order's number is not handed out again
    // The shape is held to its list; a custom line has no size.
    await expect(
      target.query(`UPDATE "Order" SET "shape" = 'star' WHERE "id" = 1`).then(
        () => "updated",
        (error: Error) => error.message,
      ),
    ).resolves.toMatch(/check/i);
    await target.query(`UPDATE "Order" SET "sizeId" = NULL, "shape" = 'die-cut' WHERE "id" = 1`);
    await expect(
      target.query(`UPDATE "Order" SET "status" = 'printing' WHERE "id" = 1`).then(
        () => "updated",
        (error: Error) => error.message,
      ),
    ).resolves.toMatch(/check/i);
  });
});
