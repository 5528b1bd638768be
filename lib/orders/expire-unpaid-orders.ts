import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import { getServerEnv } from "@/lib/env";

const HOUR_MS = 60 * 60 * 1000;
/** Most orders expired in one run; a later run takes the rest. */
export const MAX_ORDERS_EXPIRED_PER_RUN = 1000;
/** Orders expired per transaction, so one run never holds many row locks for long. */
const BATCH_SIZE = 100;

export type UnpaidOrdersExpiry = { expired: number; couponsReleased: number };

/**
 * Marks every order still "pending" (placed, never paid) more than ORDER_EXPIRY_HOURS before `now`
 * as "expired", with an OrderEvent each, and releases the coupon reserved by a checkout once all its
 * orders are expired or cancelled and the payment is not paid. No e-mail is queued: the shopper never
 * paid, and a payment that succeeds later still marks the orders paid (applyPaidPayment).
 *
 * Idempotent, and safe when several runs overlap: each batch moves orders with a conditional
 * `UPDATE … WHERE status = 'pending' RETURNING id` and writes events only for the ids it returned.
 * On PostgreSQL a second run's UPDATE waits for the first one's row locks and then re-checks the
 * status, so it returns (and records) none of those orders; SQLite runs one write transaction at a time.
 */
export async function expireUnpaidOrders(
  now: Date = new Date(),
  {
    expiryHours = getServerEnv().ORDER_EXPIRY_HOURS,
    limit = MAX_ORDERS_EXPIRED_PER_RUN,
  }: { expiryHours?: number; limit?: number } = {},
): Promise<UnpaidOrdersExpiry> {
  const cutoff = new Date(now.getTime() - expiryHours * HOUR_MS);
  const candidates = await prisma.order.findMany({
    where: { status: "pending", createdAt: { lt: cutoff } },
    select: { id: true },
    orderBy: { id: "asc" },
    take: limit,
  });

  const report: UnpaidOrdersExpiry = { expired: 0, couponsReleased: 0 };
  for (let start = 0; start < candidates.length; start += BATCH_SIZE) {
    const ids = candidates.slice(start, start + BATCH_SIZE).map((order) => order.id);
    const batch = await prisma.$transaction((tx) => expirePendingOrders(tx, { id: { in: ids } }, now));
    report.expired += batch.expired;
    report.couponsReleased += batch.couponsReleased;
  }
  return report;
}

/**
 * Within the caller's transaction: the orders `where` selects that are still "pending" become "expired"
 * (a conditional UPDATE … RETURNING, so overlapping callers never both take one), each with an
 * OrderEvent, and the coupon reserved by a checkout is given back once nothing of it can still be paid
 * for (its payment is not paid and every order is expired or cancelled; a line still pending or paid
 * keeps the reservation). Used by the expiry job and when a changed cart replaces an unpaid checkout.
 */
export async function expirePendingOrders(
  tx: TransactionClient,
  where: Prisma.OrderWhereInput,
  now: Date,
  detail: string | null = null,
): Promise<UnpaidOrdersExpiry> {
  const expired = await tx.order.updateManyAndReturn({
    where: { ...where, status: "pending" },
    data: { status: "expired", expiredAt: now },
    select: { id: true, paymentId: true },
  });
  if (expired.length === 0) return { expired: 0, couponsReleased: 0 };
  await tx.orderEvent.createMany({
    data: expired.map((order) => ({
      orderId: order.id,
      type: "status",
      fromStatus: "pending",
      toStatus: "expired",
      detail,
      actor: "system",
      createdAt: now,
    })),
  });
  const paymentIds = [...new Set(expired.flatMap((order) => (order.paymentId ? [order.paymentId] : [])))];
  const released = await tx.couponRedemption.updateMany({
    where: {
      paymentId: { in: paymentIds },
      status: "reserved",
      payment: { status: { not: "paid" }, orders: { every: { status: { in: ["expired", "cancelled"] } } } },
    },
    data: { status: "released" },
  });
  return { expired: expired.length, couponsReleased: released.count };
}
