import "server-only";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { OrderRow } from "@/lib/orders/order-dto";

// The operator's order table and its CSV export read many orders at once. With the query compiler,
// Prisma spent ~12 ms turning 50 rows of findMany + include into objects where this one JOIN takes
// ~2 ms (profiled on 5,000 orders), so these hot reads are plain SQL. Identifiers are quoted, so
// the same text runs on SQLite and PostgreSQL.

type RawOrderRow = Omit<OrderRow, "design" | "size" | "payment" | "archived" | "roundedCorners" | "createdAt"> & {
  archived: boolean | number;
  roundedCorners: boolean | number;
  createdAt: Date | string;
  designOriginalName: string | null;
  designFilename: string | null;
  sizeName: string | null;
  paymentTotalCents: number | null;
  paymentCurrency: string | null;
  providerAmountCents: number | null;
  providerCurrency: string | null;
  amountMismatchAt: Date | string | null;
  paymentProvider: string | null;
};

/** Where the newest-first walk (`createdAt desc, id desc`, the (archived, createdAt) index) starts after. */
export type OrderCursor = { createdAt: Date; id: number };

/**
 * Orders with their design and size names, newest first. `after` continues strictly after a row
 * (keyset paging); `offset` skips rows (the pager of the admin table). `withTotal` adds the count of
 * all orders of that `archived` state, from the same statement, hence the same moment.
 */
export async function readOrderRows(options: {
  archived: boolean;
  limit: number;
  offset?: number;
  after?: OrderCursor | null;
  withTotal?: boolean;
}): Promise<{ rows: OrderRow[]; total: number | null }> {
  const { archived, limit, offset = 0, after = null, withTotal = false } = options;
  const total = withTotal
    ? Prisma.sql`, (SELECT COUNT(*) FROM "Order" WHERE "archived" = ${archived}) AS "total"`
    : Prisma.empty;
  const startAfter = after
    ? Prisma.sql`AND (o."createdAt" < ${after.createdAt} OR (o."createdAt" = ${after.createdAt} AND o."id" < ${after.id}))`
    : Prisma.empty;
  const rows = await prisma.$queryRaw<(RawOrderRow & { total?: bigint | number })[]>`
    SELECT o."id", o."createdAt", o."status", o."archived", o."totalPriceCents", o."unitPriceCents", o."discountCents",
      o."shippingCents", o."refundedCents", o."quantity", o."roundedCorners", o."designId", o."sizeId", o."customerName", o."customerEmail",
      o."customerPhone", o."companyName", o."additionalNotes", o."shippingAddress", o."shippingCity", o."shippingState",
      o."shippingZip", o."shippingCountry", o."shippingMethod", o."couponCode", o."paymentIntentId",
      d."originalName" AS "designOriginalName", d."filename" AS "designFilename", s."name" AS "sizeName",
      p."totalCents" AS "paymentTotalCents", p."currency" AS "paymentCurrency", p."providerAmountCents",
      p."providerCurrency", p."amountMismatchAt", p."provider" AS "paymentProvider" ${total}
    FROM "Order" o
    LEFT JOIN "Design" d ON d."id" = o."designId"
    LEFT JOIN "StickerSize" s ON s."id" = o."sizeId"
    LEFT JOIN "Payment" p ON p."id" = o."paymentId"
    WHERE o."archived" = ${archived} ${startAfter}
    ORDER BY o."createdAt" DESC, o."id" DESC
    LIMIT ${limit} OFFSET ${offset}`;
  const first = rows[0];
  return { rows: rows.map(toOrderRow), total: withTotal && first ? Number(first.total) : null };
}

function toOrderRow({
  designOriginalName,
  designFilename,
  sizeName,
  paymentTotalCents,
  paymentCurrency,
  providerAmountCents,
  providerCurrency,
  amountMismatchAt,
  paymentProvider,
  ...row
}: RawOrderRow & { total?: unknown }): OrderRow {
  delete row.total;
  return {
    ...row,
    id: Number(row.id),
    // Raw reads come back as the driver gives them; SQLite drivers may hand booleans over as 0/1.
    archived: row.archived === true || row.archived === 1,
    roundedCorners: row.roundedCorners === true || row.roundedCorners === 1,
    createdAt: new Date(row.createdAt),
    design: designFilename === null ? null : { originalName: designOriginalName ?? "", filename: designFilename },
    size: sizeName === null ? null : { name: sizeName },
    payment:
      paymentTotalCents === null || paymentCurrency === null
        ? null
        : {
            totalCents: Number(paymentTotalCents),
            currency: paymentCurrency,
            providerAmountCents: providerAmountCents === null ? null : Number(providerAmountCents),
            providerCurrency,
            amountMismatchAt: amountMismatchAt === null ? null : new Date(amountMismatchAt),
            provider: paymentProvider ?? "",
          },
  };
}
