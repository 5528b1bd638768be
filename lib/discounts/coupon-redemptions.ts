import "server-only";
import { databaseProvider, type Database } from "@/lib/db/client";
import { LIVE_REDEMPTION_STATUSES, normalizeCustomerEmail, type CouponUsage } from "./coupon-usage";

// A coupon's uses are CouponRedemption rows, one per checkout (payment): "reserved" when its orders
// are placed, "redeemed" when its payment succeeds (Coupon.usesCount counts those), "released" when
// the checkout is given up. Limits count reserved + redeemed rows, so a use is held from placement on.

type Db = Pick<Database, "couponRedemption">;
type Tx = Pick<Database, "coupon" | "couponRedemption" | "order" | "payment" | "$queryRaw">;

export type UsageScope = {
  /** The checkout's customer e-mail, when known (any case): needed for once-per-customer coupons. */
  customerEmail?: string | null;
  /** The checkout being priced: its own redemption is not counted against it. */
  exceptPaymentId?: string | null;
};

/** The live uses of a coupon held by other checkouts, and whether the e-mail holds one of them. */
export async function countCouponUsage(db: Db, couponId: number, scope: UsageScope = {}): Promise<CouponUsage> {
  const live = {
    couponId,
    status: { in: [...LIVE_REDEMPTION_STATUSES] },
    ...(scope.exceptPaymentId ? { paymentId: { not: scope.exceptPaymentId } } : {}),
  };
  const liveUses = await db.couponRedemption.count({ where: live });
  const email = scope.customerEmail ? normalizeCustomerEmail(scope.customerEmail) : null;
  const usedByEmail =
    email === null ? null : (await db.couponRedemption.count({ where: { ...live, customerEmail: email } })) > 0;
  return { liveUses, usedByEmail };
}

/**
 * Serialises checkouts that use the coupon with this code until the caller's transaction ends, so the
 * usage check and the reservation after it are atomic. PostgreSQL: a row lock (a concurrent checkout
 * waits here, then reads the committed reservation). SQLite: write transactions are serial already
 * (BEGIN IMMEDIATE, lib/db/client.ts). No coupon with the code (a referral code): nothing to lock.
 */
export async function lockCouponByCode(tx: Pick<Database, "$queryRaw">, code: string | null | undefined) {
  if (!code || databaseProvider !== "postgres") return;
  await tx.$queryRaw`SELECT "id" FROM "Coupon" WHERE "code" = ${code.trim().toUpperCase()} FOR UPDATE`;
}

/**
 * Makes the payment's redemption match the coupon its orders were placed with: reserved for that
 * coupon and e-mail, or released when they were placed without one. Call under lockCouponByCode,
 * after the usage check (pricing), in the placement's transaction.
 */
export async function holdCouponUse(
  tx: Tx,
  placement: { paymentId: string; couponId: number | null; customerEmail: string },
): Promise<void> {
  const { paymentId, couponId } = placement;
  if (couponId === null) {
    await tx.couponRedemption.updateMany({ where: { paymentId, status: "reserved" }, data: { status: "released" } });
    return;
  }
  const held = { couponId, customerEmail: normalizeCustomerEmail(placement.customerEmail), status: "reserved" };
  await tx.couponRedemption.upsert({ where: { paymentId }, create: { paymentId, ...held }, update: held });
}

/**
 * A checkout's payment succeeded: its coupon use becomes redeemed and the coupon's usesCount grows by
 * one, once. A use released in the meantime (an expired checkout paid late) still counts: the money
 * was taken with the discount. A paid checkout that never placed orders is counted too. Call in the
 * transaction that moves the payment to paid (once per payment).
 */
export async function redeemCouponUse(tx: Tx, paymentId: string): Promise<void> {
  const redemption = await tx.couponRedemption.findUnique({ where: { paymentId } });
  let couponId: number;
  if (redemption) {
    const { count } = await tx.couponRedemption.updateMany({
      where: { paymentId, status: { not: "redeemed" } },
      data: { status: "redeemed" },
    });
    if (count === 0) return;
    couponId = redemption.couponId;
  } else {
    const payment = await tx.payment.findUnique({ where: { id: paymentId }, select: { couponId: true } });
    if (payment?.couponId == null) return;
    couponId = payment.couponId;
    const order = await tx.order.findFirst({ where: { paymentId }, select: { customerEmail: true } });
    await tx.couponRedemption.create({
      data: {
        couponId,
        paymentId,
        customerEmail: normalizeCustomerEmail(order?.customerEmail ?? ""),
        status: "redeemed",
      },
    });
  }
  await tx.coupon.update({ where: { id: couponId }, data: { usesCount: { increment: 1 } } });
}

/**
 * Every order of a checkout was refunded: the customer kept nothing, so the coupon use is given back
 * (released, and no longer in usesCount), once. Call in the refund's transaction, after the payment lock.
 */
export async function releaseRefundedCouponUse(tx: Tx, paymentId: string): Promise<void> {
  const redemption = await tx.couponRedemption.findUnique({ where: { paymentId } });
  if (!redemption) return;
  const { count } = await tx.couponRedemption.updateMany({
    where: { paymentId, status: "redeemed" },
    data: { status: "released" },
  });
  if (count === 1)
    await tx.coupon.updateMany({
      where: { id: redemption.couponId, usesCount: { gt: 0 } },
      data: { usesCount: { decrement: 1 } },
    });
}
