import "server-only";
import { prisma } from "@/lib/db/client";
import { readNumber } from "./read-number";

export type CouponReportRow = {
  couponId: number;
  code: string;
  /** Checkouts paid in the period with the coupon. */
  uses: number;
  /** The discount those checkouts were given. */
  discountCents: number;
  /** What those checkouts charged (goods after the discount, plus shipping; refunds aside). */
  revenueCents: number;
};

/**
 * Per coupon, the checkouts paid in [start, end) that used it: uses, discount given, revenue. One GROUP BY
 * over the payments' paidAt index, joined to the coupon for its code; coupons unused in the period are left out.
 */
export async function readCouponReport(start: Date, end: Date): Promise<CouponReportRow[]> {
  const rows = await prisma.$queryRaw<
    { couponId: unknown; code: string; uses: unknown; discount: unknown; revenue: unknown }[]
  >`
    SELECT c."id" AS "couponId", c."code", COUNT(*) AS "uses", SUM(p."discountCents") AS "discount", SUM(p."totalCents") AS "revenue"
    FROM "Payment" p JOIN "Coupon" c ON c."id" = p."couponId"
    WHERE p."paidAt" >= ${start} AND p."paidAt" < ${end}
    GROUP BY c."id", c."code"
    ORDER BY SUM(p."totalCents") DESC, c."code"`;
  return rows.map((row) => ({
    couponId: readNumber(row.couponId),
    code: row.code,
    uses: readNumber(row.uses),
    discountCents: readNumber(row.discount),
    revenueCents: readNumber(row.revenue),
  }));
}
