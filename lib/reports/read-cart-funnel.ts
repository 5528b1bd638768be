import "server-only";
import { prisma } from "@/lib/db/client";
import { readNumber } from "./read-number";

/**
 * How far the cart sessions that uploaded a design in a period got, each session counted once at every step
 * however many designs, lines, checkouts or orders it has, and each step a subset of the one before it.
 */
export type CartFunnel = {
  /** Cart sessions that uploaded a design (Design rows of kind "design") in the period. */
  designsUploaded: number;
  /** Of those, sessions with a line in the cart or an order (a paid cart's lines become its orders). */
  addedToCart: number;
  /** Of those, sessions that started a checkout (a Payment). */
  checkoutStarted: number;
  /** Of those, sessions with a paid checkout. */
  paid: number;
  /** Of those, sessions with a paid order whose proof was approved (or that shipped: printing needs an approval). */
  proofApproved: number;
  /** Of those, sessions with a paid order shipped. */
  shipped: number;
};

const NO_SESSIONS: CartFunnel = {
  designsUploaded: 0,
  addedToCart: 0,
  checkoutStarted: 0,
  paid: 0,
  proofApproved: 0,
  shipped: 0,
};

/**
 * The cart funnels of both periods in one statement: the sessions that uploaded a design in [previous.start,
 * current.end) (by the Design createdAt index), each in the period of its upload (in both, if it uploaded in
 * both), then each later step an EXISTS by that session's id (the sessionId indexes of CartItem, Order and
 * Payment), at any time since: a session of the period that pays next week counts as paid.
 */
export async function readCartFunnel(
  previousStart: Date,
  currentStart: Date,
  currentEnd: Date,
): Promise<{ current: CartFunnel; previous: CartFunnel }> {
  const rows = await prisma.$queryRaw<Record<string, unknown>[]>`
    SELECT s."period" AS "period", COUNT(*) AS "uploaded",
      SUM(CASE WHEN EXISTS (SELECT 1 FROM "CartItem" c WHERE c."sessionId" = s."sid")
        OR EXISTS (SELECT 1 FROM "Order" o WHERE o."sessionId" = s."sid") THEN 1 ELSE 0 END) AS "carted",
      SUM(CASE WHEN EXISTS (SELECT 1 FROM "Payment" p WHERE p."sessionId" = s."sid") THEN 1 ELSE 0 END) AS "started",
      SUM(CASE WHEN EXISTS (SELECT 1 FROM "Payment" p WHERE p."sessionId" = s."sid" AND p."paidAt" IS NOT NULL)
        THEN 1 ELSE 0 END) AS "paid",
      SUM(CASE WHEN EXISTS (SELECT 1 FROM "Order" o WHERE o."sessionId" = s."sid" AND o."paidAt" IS NOT NULL
        AND (o."proofState" = 'approved' OR o."shippedAt" IS NOT NULL)) THEN 1 ELSE 0 END) AS "approved",
      SUM(CASE WHEN EXISTS (SELECT 1 FROM "Order" o WHERE o."sessionId" = s."sid" AND o."paidAt" IS NOT NULL
        AND o."shippedAt" IS NOT NULL) THEN 1 ELSE 0 END) AS "shipped"
    FROM (
      SELECT DISTINCT "sessionId" AS "sid", CASE WHEN "createdAt" >= ${currentStart} THEN 1 ELSE 0 END AS "period"
      FROM "Design"
      WHERE "createdAt" >= ${previousStart} AND "createdAt" < ${currentEnd} AND "kind" = 'design' AND "sessionId" IS NOT NULL
    ) s
    GROUP BY s."period"`;
  const funnels = { current: { ...NO_SESSIONS }, previous: { ...NO_SESSIONS } };
  for (const row of rows) {
    funnels[readNumber(row.period) === 1 ? "current" : "previous"] = {
      designsUploaded: readNumber(row.uploaded),
      addedToCart: readNumber(row.carted),
      checkoutStarted: readNumber(row.started),
      paid: readNumber(row.paid),
      proofApproved: readNumber(row.approved),
      shipped: readNumber(row.shipped),
    };
  }
  return funnels;
}
