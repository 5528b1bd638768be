import "server-only";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { localDaySql } from "./local-day-sql";
import { readNumber } from "./read-number";

/** Money and counts of one day of the shop's calendar. */
export type DailySales = {
  /** Checkouts paid that day (payments by paidAt). */
  checkouts: number;
  /** Orders (sticker lines) of those checkouts. */
  orders: number;
  /** What those checkouts charged: goods after discounts, plus shipping. */
  paidCents: number;
  /** The discounts those checkouts were given (coupon or referral). */
  discountCents: number;
  /** Refunds that succeeded, dated by the refund's own time (whenever its payment was taken). */
  refundCents: number;
};

export const NO_SALES: DailySales = { checkouts: 0, orders: 0, paidCents: 0, discountCents: 0, refundCents: 0 };

/**
 * Per shop day over [start, end): payments by their paid time, orders by theirs (an order's paidAt is its
 * payment's, written in the same transaction), succeeded refunds by the refund row's createdAt. Three
 * GROUP BY statements over the paidAt and createdAt indexes; only days with something come back.
 */
export async function readDailySales(start: Date, end: Date, timeZone: string): Promise<Map<string, DailySales>> {
  const paymentDay = localDaySql(Prisma.sql`"paidAt"`, timeZone, start, end);
  const orderDay = paymentDay; // the same column name on "Order"
  const refundDay = localDaySql(Prisma.sql`"createdAt"`, timeZone, start, end);
  const [payments, orders, refunds] = await Promise.all([
    prisma.$queryRaw<{ day: string; checkouts: unknown; paid: unknown; discount: unknown }[]>`
      SELECT ${paymentDay} AS "day", COUNT(*) AS "checkouts", SUM("totalCents") AS "paid", SUM("discountCents") AS "discount"
      FROM "Payment" WHERE "paidAt" >= ${start} AND "paidAt" < ${end} GROUP BY 1`,
    prisma.$queryRaw<{ day: string; orders: unknown }[]>`
      SELECT ${orderDay} AS "day", COUNT(*) AS "orders"
      FROM "Order" WHERE "paidAt" >= ${start} AND "paidAt" < ${end} GROUP BY 1`,
    prisma.$queryRaw<{ day: string; refunded: unknown }[]>`
      SELECT ${refundDay} AS "day", SUM("amountCents") AS "refunded"
      FROM "PaymentRefund" WHERE "createdAt" >= ${start} AND "createdAt" < ${end} AND "status" = 'succeeded' GROUP BY 1`,
  ]);
  const days = new Map<string, DailySales>();
  const dayOf = (day: string) => {
    let sales = days.get(day);
    if (!sales) days.set(day, (sales = { ...NO_SALES }));
    return sales;
  };
  for (const row of payments) {
    const sales = dayOf(row.day);
    sales.checkouts = readNumber(row.checkouts);
    sales.paidCents = readNumber(row.paid);
    sales.discountCents = readNumber(row.discount);
  }
  for (const row of orders) dayOf(row.day).orders = readNumber(row.orders);
  for (const row of refunds) dayOf(row.day).refundCents = readNumber(row.refunded);
  return days;
}
