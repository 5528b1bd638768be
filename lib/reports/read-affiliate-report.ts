import "server-only";
import { prisma } from "@/lib/db/client";
import { readNumber } from "./read-number";

export type AffiliateReportRow = {
  affiliateId: number;
  code: string;
  name: string;
  /** Checkouts attributed to the affiliate and paid in the period (what Affiliate.totalOrders counts). */
  orders: number;
  /** What those checkouts charged. */
  revenueCents: number;
  /** Commission booked on those checkouts (Payment.commissionCents, booked when the payment succeeded). */
  commissionCents: number;
  /** Of that commission, what refunds took back since (Payment.commissionReversedCents). */
  reversedCents: number;
  /**
   * Still to pay: the affiliate's unpaid earnings since the last payout reset (Affiliate.totalEarningsCents,
   * the amount "Reset payout" records and clears), whatever the period.
   */
  unpaidCents: number;
  lastPayoutAt: Date | null;
};

/**
 * Per affiliate with checkouts paid in [start, end) or earnings still to pay: the period's attributed
 * checkouts, revenue, commission earned and reversed, from the payment rows the commission code writes
 * (lib/payment-lifecycle/apply-paid-payment.ts books, lib/refunds/apply-refund.ts reverses), and the
 * earnings the affiliate's own record still holds. One statement: a GROUP BY over the paidAt index.
 */
export async function readAffiliateReport(start: Date, end: Date): Promise<AffiliateReportRow[]> {
  const rows = await prisma.$queryRaw<
    {
      affiliateId: unknown;
      code: string;
      name: string;
      orders: unknown;
      revenue: unknown;
      commission: unknown;
      reversed: unknown;
      unpaid: unknown;
      lastPayoutAt: Date | string | null;
    }[]
  >`
    SELECT a."id" AS "affiliateId", a."code", a."name", COALESCE(s."orders", 0) AS "orders", COALESCE(s."revenue", 0) AS "revenue",
      COALESCE(s."commission", 0) AS "commission", COALESCE(s."reversed", 0) AS "reversed", a."totalEarningsCents" AS "unpaid",
      (SELECT MAX(o."paidAt") FROM "AffiliatePayout" o WHERE o."affiliateId" = a."id") AS "lastPayoutAt"
    FROM "Affiliate" a
    LEFT JOIN (
      SELECT "affiliateId", COUNT(*) AS "orders", SUM("totalCents") AS "revenue",
        SUM("commissionCents") AS "commission", SUM("commissionReversedCents") AS "reversed"
      FROM "Payment" WHERE "paidAt" >= ${start} AND "paidAt" < ${end} AND "affiliateId" IS NOT NULL
      GROUP BY "affiliateId"
    ) s ON s."affiliateId" = a."id"
    WHERE s."affiliateId" IS NOT NULL OR a."totalEarningsCents" <> 0
    ORDER BY COALESCE(s."revenue", 0) DESC, a."code"`;
  return rows.map((row) => ({
    affiliateId: readNumber(row.affiliateId),
    code: row.code,
    name: row.name,
    orders: readNumber(row.orders),
    revenueCents: readNumber(row.revenue),
    commissionCents: readNumber(row.commission),
    reversedCents: readNumber(row.reversed),
    unpaidCents: readNumber(row.unpaid),
    lastPayoutAt: row.lastPayoutAt === null ? null : new Date(row.lastPayoutAt),
  }));
}
