import "server-only";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { findMedianHours } from "./find-median-hours";
import { hoursBetweenSql } from "./hours-between-sql";
import { readNumber } from "./read-number";

export type Funnel = {
  /** Payments created (a shopper reached the payment step), by their creation time. */
  checkoutsStarted: number;
  /** Payments paid, by their paid time. */
  paid: number;
  /** Checkouts whose orders expired unpaid, by the expiry time (orders still expired: a late payment revives them). */
  expiredUnpaid: number;
  /** Proof versions sent to customers, by their send time (approvals carried over to a reorder are not sent). */
  proofsSent: number;
  /** First versions the customer approved, by the answer's time. */
  approvedFirstTime: number;
  /** Versions answered with a change request, by the answer's time. */
  changesRequested: number;
  /** Median hours from payment to the first proof sent, over the orders whose first proof went out in the period. */
  medianHoursToProof: number | null;
  /** Median hours from payment to shipping, over the orders shipped in the period. */
  medianHoursToShip: number | null;
};

/** Each step of the funnel counted by its own event's time within [start, end); medians in the database. */
export async function readFunnel(start: Date, end: Date): Promise<Funnel> {
  const firstProofs = Prisma.sql`FROM "Proof" pr JOIN "Order" o ON o."id" = pr."orderId"
    WHERE pr."createdAt" >= ${start} AND pr."createdAt" < ${end} AND pr."version" = 1 AND pr."source" <> 'reorder'
      AND o."paidAt" IS NOT NULL`;
  const shipped = Prisma.sql`FROM "Order" o WHERE o."shippedAt" >= ${start} AND o."shippedAt" < ${end} AND o."paidAt" IS NOT NULL`;
  const [[counts], medianHoursToProof, medianHoursToShip] = await Promise.all([
    prisma.$queryRaw<Record<string, unknown>[]>`
      SELECT
        (SELECT COUNT(*) FROM "Payment" WHERE "createdAt" >= ${start} AND "createdAt" < ${end}) AS "started",
        (SELECT COUNT(*) FROM "Payment" WHERE "paidAt" >= ${start} AND "paidAt" < ${end}) AS "paid",
        (SELECT COUNT(DISTINCT "paymentId") FROM "Order"
          WHERE "expiredAt" >= ${start} AND "expiredAt" < ${end} AND "status" = 'expired') AS "expired",
        (SELECT COUNT(*) FROM "Proof" WHERE "createdAt" >= ${start} AND "createdAt" < ${end} AND "source" <> 'reorder') AS "sent",
        (SELECT COUNT(*) FROM "Proof" WHERE "respondedAt" >= ${start} AND "respondedAt" < ${end}
          AND "version" = 1 AND "status" = 'approved' AND "source" <> 'reorder') AS "approvedFirst",
        (SELECT COUNT(*) FROM "Proof" WHERE "respondedAt" >= ${start} AND "respondedAt" < ${end}
          AND "status" = 'changes_requested') AS "changes"`,
    findMedianHours(hoursBetweenSql(Prisma.sql`o."paidAt"`, Prisma.sql`pr."createdAt"`), firstProofs),
    findMedianHours(hoursBetweenSql(Prisma.sql`o."paidAt"`, Prisma.sql`o."shippedAt"`), shipped),
  ]);
  return {
    checkoutsStarted: readNumber(counts?.started),
    paid: readNumber(counts?.paid),
    expiredUnpaid: readNumber(counts?.expired),
    proofsSent: readNumber(counts?.sent),
    approvedFirstTime: readNumber(counts?.approvedFirst),
    changesRequested: readNumber(counts?.changes),
    medianHoursToProof,
    medianHoursToShip,
  };
}
