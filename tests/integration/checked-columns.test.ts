// Every status column holds only the values of its list in lib/domain: the migrated database refuses
// any other value (a CHECK constraint on both providers), and each constraint lists exactly the values
// its list in the code has, so neither can change without the other.
import { randomUUID } from "node:crypto";
import { setupTestDatabase } from "../helpers/database";
import { addCartLine, createCoupon, createDesignRow, createOrderRow, makeSessionId } from "../helpers/fixtures";
import { createPaymentRow } from "../helpers/order-factories";
import { readSchemaModels } from "../helpers/schema-models";
import { getTestProvider } from "../helpers/test-databases";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { CHECKED_COLUMNS, nameCheckConstraint, type CheckedColumn } from "@/lib/domain/checked-columns";

setupTestDatabase();

const provider = getTestProvider();

/** The values a constraint of the migrated database allows, read from the database's own catalog. */
async function readConstraintValues(column: CheckedColumn): Promise<string[] | null> {
  const name = nameCheckConstraint(column);
  let condition: string | undefined;
  if (provider === "postgres") {
    const rows = await prisma.$queryRaw<{ definition: string }[]>`
      SELECT pg_get_constraintdef(c."oid") AS "definition" FROM pg_constraint c
      JOIN pg_class t ON t."oid" = c."conrelid" WHERE c."conname" = ${name} AND t."relname" = ${column.table}`;
    condition = rows[0]?.definition;
  } else {
    const rows = await prisma.$queryRaw<{ sql: string }[]>`
      SELECT "sql" FROM sqlite_master WHERE "type" = 'table' AND "name" = ${column.table}`;
    condition = rows[0]?.sql.match(new RegExp(`CONSTRAINT "${name}" CHECK \\((.*)\\)`))?.[1];
  }
  if (!condition || (!condition.includes(`"${column.column}"`) && !condition.includes(`${column.column} `)))
    return null;
  return [...condition.matchAll(/'((?:[^']|'')*)'/g)].map((match) => (match[1] ?? "").replace(/''/g, "'"));
}

function setEveryRow(column: CheckedColumn, value: string) {
  return prisma.$executeRaw`UPDATE ${Prisma.raw(`"${column.table}"`)} SET ${Prisma.raw(`"${column.column}"`)} = ${value}`;
}

beforeAll(async () => {
  // One row in each table with a checked column, so an UPDATE has something to change.
  const payment = await createPaymentRow();
  const design = await createDesignRow();
  const order = await createOrderRow({ paymentId: payment.id, designId: design.id });
  await addCartLine(makeSessionId(), '2"', 50);
  const cartLine = await prisma.cartItem.findFirstOrThrow({ select: { id: true } });
  await prisma.sheetSticker.create({
    data: {
      cartItemId: cartLine.id,
      position: 0,
      designId: design.id,
      shape: "square",
      widthInches: 1,
      heightInches: 1,
      xInches: 1,
      yInches: 1,
      rotation: 0,
    },
  });
  const coupon = await createCoupon({ code: "CHECKED10", discountType: "percentage", discountValue: 1000 });
  await prisma.paymentRefund.create({
    data: { id: randomUUID(), paymentId: payment.id, orderId: order.id, amountCents: 100, source: "admin" },
  });
  await prisma.emailMessage.create({
    data: { dedupeKey: `checked:${order.id}`, toAddress: "ada@example.com", subject: "S", textBody: "T" },
  });
  await prisma.proof.create({
    data: { orderId: order.id, version: 1, source: "upload", imageDesignId: design.id, designId: design.id },
  });
  await prisma.couponRedemption.create({
    data: { couponId: coupon.id, paymentId: payment.id, customerEmail: "ada@example.com" },
  });
  await prisma.printSheet.create({
    data: {
      createdBy: "admin",
      mediaKind: "roll",
      mediaWidthInches: 12,
      mediaLengthInches: 48,
      gapInches: 0.125,
      stickerCount: 50,
    },
  });
  await prisma.testPaymentIntent.create({
    data: {
      id: "pi_test_checked",
      clientSecret: "pi_test_checked_secret",
      amountCents: 5000,
      currency: "usd",
      metadata: "{}",
    },
  });
});

describe.each(CHECKED_COLUMNS.map((column) => [`${column.table}.${column.column}`, column] as const))(
  "%s",
  (_label, column) => {
    it("is held by a constraint that lists exactly the code's values", async () => {
      expect(await readConstraintValues(column)).toEqual([...column.values]);
    });

    it("refuses a value outside the list, at the database", async () => {
      for (const unknown of ["not_a_status", "", column.values[0]!.toUpperCase()]) {
        await expect(setEveryRow(column, unknown)).rejects.toThrow(/check|constraint/i);
      }
    });

    it("takes every value of the list", async () => {
      for (const value of column.values) await expect(setEveryRow(column, value)).resolves.toBe(1);
    });
  },
);

it("names every status column of the schema", () => {
  // A new model with a status column belongs in CHECKED_COLUMNS (OrderCount copies Order's by trigger).
  const statusColumns = readSchemaModels()
    .filter((model) => !model.name.startsWith("OrderCount"))
    .flatMap((model) =>
      model.fields.filter((field) => /^(status|proofState)$/.test(field)).map((field) => `${model.name}.${field}`),
    );
  expect(statusColumns.length).toBeGreaterThanOrEqual(7);
  const checked = new Set(CHECKED_COLUMNS.map((column) => `${column.table}.${column.column}`));
  expect(statusColumns.filter((name) => !checked.has(name))).toEqual([]);
});
