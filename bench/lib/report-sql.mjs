// The Reports page's statements exactly as lib/reports writes them on PostgreSQL for one range (readDailySales,
// readSalesMix, readCouponReport, readAffiliateReport, readFunnel with findMedianHours, for the current and the
// previous period), with "?" placeholders. Used by the raw-driver baseline of the reports figure
// (bench/lib/baseline-server.mjs runs them on pg.Pool, in parallel as the shop's Promise.all does).

const day = (column) => `to_char((${column} AT TIME ZONE 'UTC') AT TIME ZONE ?, 'YYYY-MM-DD')`;
const hours = (from, to) => `(EXTRACT(EPOCH FROM (${to} - ${from})) / 3600.0)::double precision`;

function funnelStatements(start, end) {
  return [
    {
      sql: `SELECT
        (SELECT COUNT(*) FROM "Payment" WHERE "createdAt" >= ? AND "createdAt" < ?) AS "started",
        (SELECT COUNT(*) FROM "Payment" WHERE "paidAt" >= ? AND "paidAt" < ?) AS "paid",
        (SELECT COUNT(DISTINCT "paymentId") FROM "Order"
          WHERE "expiredAt" >= ? AND "expiredAt" < ? AND "status" = 'expired') AS "expired",
        (SELECT COUNT(*) FROM "Proof" WHERE "createdAt" >= ? AND "createdAt" < ? AND "source" <> 'reorder') AS "sent",
        (SELECT COUNT(*) FROM "Proof" WHERE "respondedAt" >= ? AND "respondedAt" < ?
          AND "version" = 1 AND "status" = 'approved' AND "source" <> 'reorder') AS "approvedFirst",
        (SELECT COUNT(*) FROM "Proof" WHERE "respondedAt" >= ? AND "respondedAt" < ?
          AND "status" = 'changes_requested') AS "changes"`,
      params: [start, end, start, end, start, end, start, end, start, end, start, end],
    },
    {
      sql: `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ${hours(`o."paidAt"`, `pr."createdAt"`)}) AS "median"
        FROM "Proof" pr JOIN "Order" o ON o."id" = pr."orderId"
        WHERE pr."createdAt" >= ? AND pr."createdAt" < ? AND pr."version" = 1 AND pr."source" <> 'reorder'
          AND o."paidAt" IS NOT NULL`,
      params: [start, end],
    },
    {
      sql: `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ${hours(`o."paidAt"`, `o."shippedAt"`)}) AS "median"
        FROM "Order" o WHERE o."shippedAt" >= ? AND o."shippedAt" < ? AND o."paidAt" IS NOT NULL`,
      params: [start, end],
    },
  ];
}

/**
 * Every statement of one report: `start`/`end` the current period's instants, `previousStart`/`previousEnd` the
 * previous one's (Dates), `timeZone` the shop's. Named, so the baseline can answer the figures it checks.
 */
export function reportStatements({ start, end, previousStart, previousEnd, timeZone }) {
  const [funnel, medianToProof, medianToShip] = funnelStatements(start, end);
  const [previousFunnel, previousMedianToProof, previousMedianToShip] = funnelStatements(previousStart, previousEnd);
  return {
    dailyPayments: {
      sql: `SELECT ${day(`"paidAt"`)} AS "day", COUNT(*) AS "checkouts", SUM("totalCents") AS "paid", SUM("discountCents") AS "discount"
      FROM "Payment" WHERE "paidAt" >= ? AND "paidAt" < ? GROUP BY 1`,
      params: [timeZone, previousStart, end],
    },
    dailyOrders: {
      sql: `SELECT ${day(`"paidAt"`)} AS "day", COUNT(*) AS "orders"
      FROM "Order" WHERE "paidAt" >= ? AND "paidAt" < ? GROUP BY 1`,
      params: [timeZone, previousStart, end],
    },
    dailyRefunds: {
      sql: `SELECT ${day(`"createdAt"`)} AS "day", SUM("amountCents") AS "refunded"
      FROM "PaymentRefund" WHERE "createdAt" >= ? AND "createdAt" < ? AND "status" = 'succeeded' GROUP BY 1`,
      params: [timeZone, previousStart, end],
    },
    sizes: {
      sql: `SELECT "shape", "sizeName", CASE WHEN "sizeId" IS NULL THEN 1 ELSE 0 END AS "custom",
        COUNT(*) AS "orders", SUM("quantity") AS "stickers", SUM("totalPriceCents") AS "revenue"
      FROM "Order" WHERE "paidAt" >= ? AND "paidAt" < ?
      GROUP BY "shape", "sizeName", CASE WHEN "sizeId" IS NULL THEN 1 ELSE 0 END
      ORDER BY SUM("totalPriceCents") DESC, COUNT(*) DESC, "shape", "sizeName"`,
      params: [start, end],
    },
    tiers: {
      sql: `SELECT "quantity", COUNT(*) AS "orders", SUM("totalPriceCents") AS "revenue"
      FROM "Order" WHERE "paidAt" >= ? AND "paidAt" < ? GROUP BY "quantity" ORDER BY "quantity"`,
      params: [start, end],
    },
    orderTotals: {
      sql: `SELECT COUNT(*) AS "orders", SUM(CASE WHEN "roundedCorners" THEN 1 ELSE 0 END) AS "rounded"
      FROM "Order" WHERE "paidAt" >= ? AND "paidAt" < ?`,
      params: [start, end],
    },
    checkoutTotals: {
      sql: `SELECT COUNT(*) AS "checkouts", SUM("totalCents") AS "paid",
        SUM(CASE WHEN "shippingMethod" = 'priority' THEN 1 ELSE 0 END) AS "priority"
      FROM "Payment" WHERE "paidAt" >= ? AND "paidAt" < ?`,
      params: [start, end],
    },
    coupons: {
      sql: `SELECT c."id" AS "couponId", c."code", COUNT(*) AS "uses", SUM(p."discountCents") AS "discount", SUM(p."totalCents") AS "revenue"
      FROM "Payment" p JOIN "Coupon" c ON c."id" = p."couponId"
      WHERE p."paidAt" >= ? AND p."paidAt" < ?
      GROUP BY c."id", c."code" ORDER BY SUM(p."totalCents") DESC, c."code"`,
      params: [start, end],
    },
    affiliates: {
      sql: `SELECT a."id" AS "affiliateId", a."code", a."name", COALESCE(s."orders", 0) AS "orders", COALESCE(s."revenue", 0) AS "revenue",
        COALESCE(s."commission", 0) AS "commission", COALESCE(s."reversed", 0) AS "reversed", a."totalEarningsCents" AS "unpaid",
        (SELECT MAX(o."paidAt") FROM "AffiliatePayout" o WHERE o."affiliateId" = a."id") AS "lastPayoutAt"
      FROM "Affiliate" a
      LEFT JOIN (
        SELECT "affiliateId", COUNT(*) AS "orders", SUM("totalCents") AS "revenue",
          SUM("commissionCents") AS "commission", SUM("commissionReversedCents") AS "reversed"
        FROM "Payment" WHERE "paidAt" >= ? AND "paidAt" < ? AND "affiliateId" IS NOT NULL
        GROUP BY "affiliateId"
      ) s ON s."affiliateId" = a."id"
      WHERE s."affiliateId" IS NOT NULL OR a."totalEarningsCents" <> 0
      ORDER BY COALESCE(s."revenue", 0) DESC, a."code"`,
      params: [start, end],
    },
    funnel,
    medianToProof,
    medianToShip,
    previousFunnel,
    previousMedianToProof,
    previousMedianToShip,
  };
}
