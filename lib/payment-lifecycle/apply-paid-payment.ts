import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { calculateCommission } from "@/lib/affiliates/calculate-commission";
import { redeemCouponUse } from "@/lib/discounts/coupon-redemptions";
import { approveProofsOnPayment } from "@/lib/proofs/approve-proofs-on-payment";

/** The amount the provider took (or, for a free order, nothing): the payment must still ask for exactly it. */
export type PaidAmount = { totalCents: number; currency: string };

/**
 * Moves a payment and its pending (or expired) orders to paid, approves their proofs when the shop approves
 * proofs automatically, books the affiliate commission, counts the coupon use and removes the paid lines from
 * the shopper's cart, exactly once:
 * the conditional update only succeeds for the first caller, whatever races it, and only while the
 * payment's total and currency are still the amount paid. Under READ COMMITTED a concurrent re-price
 * (POST /api/orders) may commit after the caller compared amounts; PostgreSQL re-checks this WHERE
 * against the committed row, so a payment whose total changed is never marked paid for less.
 * @returns true when this call made the transition.
 */
export async function applyPaidPayment(
  tx: TransactionClient,
  paymentId: string,
  now: Date,
  paid: PaidAmount,
): Promise<boolean> {
  const { count } = await tx.payment.updateMany({
    where: {
      id: paymentId,
      status: { in: ["open", "pending"] },
      totalCents: paid.totalCents,
      currency: paid.currency.toLowerCase(),
    },
    data: { status: "paid", paidAt: now, failureMessage: null },
  });
  if (count === 0) return false;
  // Expired orders are paid too: the money was taken after expireUnpaidOrders gave up on them.
  await tx.order.updateMany({
    where: { paymentId, status: { in: ["pending", "expired"] } },
    data: { status: "paid", paidAt: now },
  });
  await approveProofsOnPayment(tx, paymentId);
  await bookCommission(tx, paymentId, now);
  await redeemCouponUse(tx, paymentId);
  await removePaidCartLines(tx, paymentId);
  return true;
}

/**
 * The cart is emptied only here, once its checkout is paid (a declined card leaves it, so the shopper
 * can fix the details and pay again): one cart line per order of the payment, matched by design, size,
 * quantity and corners. Lines added since the orders were placed stay in the cart.
 */
async function removePaidCartLines(tx: TransactionClient, paymentId: string) {
  const payment = await tx.payment.findUniqueOrThrow({
    where: { id: paymentId },
    select: {
      sessionId: true,
      orders: {
        select: { designId: true, sizeId: true, quantity: true, roundedCorners: true },
        orderBy: { id: "asc" },
      },
    },
  });
  if (payment.orders.length === 0) return;
  const lines = await tx.cartItem.findMany({
    where: { sessionId: payment.sessionId },
    select: { id: true, designId: true, sizeId: true, quantity: true, roundedCorners: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const paidLineIds = new Set<number>();
  for (const order of payment.orders) {
    const line = lines.find(
      (candidate) =>
        !paidLineIds.has(candidate.id) &&
        candidate.designId === order.designId &&
        candidate.sizeId === order.sizeId &&
        candidate.quantity === order.quantity &&
        candidate.roundedCorners === order.roundedCorners,
    );
    if (line) paidLineIds.add(line.id);
  }
  if (paidLineIds.size > 0)
    await tx.cartItem.deleteMany({ where: { sessionId: payment.sessionId, id: { in: [...paidLineIds] } } });
}

async function bookCommission(tx: TransactionClient, paymentId: string, now: Date) {
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, include: { affiliate: true } });
  const affiliate = payment.affiliate;
  if (!affiliate || !affiliate.isActive || payment.commissionBookedAt) return;
  if (await isAffiliatesOwnOrder(tx, paymentId, affiliate.email)) return;
  const paidGoodsCents = Math.max(0, payment.subtotalCents - payment.discountCents);
  const commissionCents = calculateCommission(
    affiliate.commissionType === "flat"
      ? { type: "flat", cents: affiliate.commissionRate }
      : { type: "percentage", basisPoints: affiliate.commissionRate },
    paidGoodsCents,
  );
  await tx.payment.update({ where: { id: paymentId }, data: { commissionCents, commissionBookedAt: now } });
  // One paid checkout counts as one order for the affiliate, however many lines it has.
  await tx.affiliate.update({
    where: { id: affiliate.id },
    data: { totalEarningsCents: { increment: commissionCents }, totalOrders: { increment: 1 } },
  });
}

/** An affiliate using their own code or link (an order under the affiliate's own e-mail) earns nothing on it. */
async function isAffiliatesOwnOrder(tx: TransactionClient, paymentId: string, affiliateEmail: string) {
  const orders = await tx.order.findMany({ where: { paymentId }, select: { customerEmail: true } });
  const own = normalizeEmail(affiliateEmail);
  return orders.some((order) => normalizeEmail(order.customerEmail) === own);
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
