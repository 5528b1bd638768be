import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { getOrderEmailShop } from "@/lib/email/get-order-email-shop";
import { makeOrderRefundedEmailKey, toOrderEmailOrder } from "@/lib/email/order-emails";
import { queueEmail } from "@/lib/email/queue-email";
import { renderOrderRefundedEmail } from "@/lib/email/templates/render-emails";
import { dropUnusedOrderLink, issueOrderLinkForEmail } from "@/lib/order-links/order-links";
import { releaseRefundedCouponUse } from "@/lib/discounts/coupon-redemptions";
import { formatUsd } from "@/lib/money/format-cents";
import { calculateCommissionShare, calculateOrderRefund } from "./refund-amounts";

// The writes a refund makes, inside the caller's transaction. Every caller first locks the payment
// row (lockPayment), so the refunds of one checkout are applied one after another: amounts are read
// after the lock and never add up past what was paid, and "the last order" is decided once.

export type RefundActor = "admin" | "provider";

/**
 * Orders whose status allows "Cancel and refund". "cancelled" is there for an order cancelled with the
 * status control before refunds existed or by mistake: its money must still be reachable, and until it
 * is refunded no other order of its checkout can be the last one (which takes the shipping back).
 */
export const REFUNDABLE_ORDER_STATUSES = ["paid", "processing", "shipped", "delivered", "cancelled"] as const;

export type RefundOffer = { possible: true; amountCents: number } | { possible: false; reason: string };

/**
 * Whether "Cancel and refund" can be offered for this order now and what it would give back (the
 * order detail shows it; refund-order.ts re-checks the same rules under the payment's lock).
 */
export async function describeRefundOffer(
  tx: TransactionClient,
  order: { id: number; status: string; paymentId: string | null; refundedAt: Date | null },
): Promise<RefundOffer> {
  if (!order.paymentId) return { possible: false, reason: "This order has no payment to refund." };
  const payment = await readPaymentForRefund(tx, order.paymentId);
  if (payment.status !== "paid") return { possible: false, reason: "Only a paid order can be cancelled and refunded." };
  const own = payment.refunds.filter((refund) => refund.orderId === order.id);
  const uncertain = own.find((refund) => isUncertainRefund(refund));
  if (uncertain) return { possible: true, amountCents: uncertain.amountCents };
  if (own.some((refund) => refund.status === "pending"))
    return { possible: false, reason: "A refund of this order is already under way." };
  if (order.refundedAt || own.some((refund) => refund.status === "succeeded"))
    return { possible: false, reason: "This order has been refunded already." };
  if (!(REFUNDABLE_ORDER_STATUSES as readonly string[]).includes(order.status))
    return { possible: false, reason: `An order that is ${order.status} cannot be cancelled and refunded.` };
  return { possible: true, amountCents: refundableCentsOf(payment, order.id) };
}

/** Takes the payment row's lock (PostgreSQL: row lock until commit; SQLite: the write lock). */
export async function lockPayment(tx: TransactionClient, paymentId: string, now: Date): Promise<void> {
  await tx.payment.update({ where: { id: paymentId }, data: { updatedAt: now } });
}

export async function readPaymentForRefund(tx: TransactionClient, paymentId: string) {
  return tx.payment.findUniqueOrThrow({
    where: { id: paymentId },
    include: {
      orders: { select: { id: true, totalPriceCents: true, refundedAt: true, status: true }, orderBy: { id: "asc" } },
      refunds: {
        select: { id: true, orderId: true, status: true, amountCents: true, source: true, failureMessage: true },
      },
    },
  });
}

type PaymentForRefund = Awaited<ReturnType<typeof readPaymentForRefund>>;

/** An admin's refund still pending after the provider gave no answer (refund-order.ts repeats it). */
export function isUncertainRefund(refund: { status: string; source: string; failureMessage: string | null }) {
  return refund.status === "pending" && refund.source === "admin" && refund.failureMessage !== null;
}

/** Refunded, or with a refund under way (pending): its shipping share is settled. */
function isSettled(payment: PaymentForRefund, orderId: number): boolean {
  const order = payment.orders.find((candidate) => candidate.id === orderId);
  if (order?.refundedAt) return true;
  return payment.refunds.some(
    (refund) => refund.orderId === orderId && (refund.status === "pending" || refund.status === "succeeded"),
  );
}

/** What refunding this order gives back now: its goods, plus shipping when every other order is settled. */
export function refundableCentsOf(payment: PaymentForRefund, orderId: number, ignoreRefundId?: string): number {
  const order = payment.orders.find((candidate) => candidate.id === orderId);
  if (!order) return 0;
  const reservedCents = payment.refunds
    .filter((refund) => refund.status === "pending" && refund.id !== ignoreRefundId)
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return calculateOrderRefund({
    goodsCents: order.totalPriceCents,
    shippingCents: payment.shippingCents,
    isLastOrder: payment.orders.every((other) => other.id === orderId || isSettled(payment, other.id)),
    paidCents: payment.totalCents,
    refundedCents: payment.refundedCents,
    reservedCents,
  });
}

export function describeRefundSource(provider: string, providerRefundId: string | null): string {
  if (!providerRefundId) return provider === "free" ? "free order, nothing charged" : "nothing left to refund";
  return provider === "stripe" ? `Stripe ${providerRefundId}` : `test mode ${providerRefundId}`;
}

/** Adds a refund to the payment, never past what was paid; returns the cents actually added. */
export async function addToPaymentRefunded(tx: TransactionClient, paymentId: string, amountCents: number) {
  const payment = await tx.payment.findUniqueOrThrow({
    where: { id: paymentId },
    select: { totalCents: true, refundedCents: true },
  });
  const added = Math.max(0, Math.min(amountCents, payment.totalCents - payment.refundedCents));
  if (added > 0) await tx.payment.update({ where: { id: paymentId }, data: { refundedCents: { increment: added } } });
  return added;
}

/**
 * Cancels one order for a refund of `amountCents` (already added to the payment): status cancelled,
 * refundedCents and refundedAt, its history, its share of the commission, the customer's e-mail.
 * Conditional on the order not being refunded yet. Returns the e-mail's dedupe key to send after
 * commit, or null when the order was refunded before (then only the amount is noted on it).
 */
export async function cancelOrderForRefund(
  tx: TransactionClient,
  input: { orderId: number; amountCents: number; actor: RefundActor; source: string; now: Date },
): Promise<string | null> {
  const { orderId, amountCents, actor, source, now } = input;
  const before = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  const { count } = await tx.order.updateMany({
    where: { id: orderId, refundedAt: null },
    data: { status: "cancelled", refundedCents: { increment: amountCents }, refundedAt: now },
  });
  const detail = `Refunded ${formatUsd(amountCents)} (${source})`;
  if (count === 0) {
    await tx.order.update({ where: { id: orderId }, data: { refundedCents: { increment: amountCents } } });
    await tx.orderEvent.create({ data: { orderId, type: "refund", detail, actor, createdAt: now } });
    return null;
  }
  await tx.orderEvent.createMany({
    data: [
      { orderId, type: "refund", detail, actor, createdAt: now },
      ...(before.status === "cancelled"
        ? []
        : [{ orderId, type: "status", fromStatus: before.status, toStatus: "cancelled", actor, createdAt: now }]),
    ],
  });
  const paymentId = before.paymentId;
  let shippingRefundCents = 0;
  if (paymentId) {
    const payment = await readPaymentForRefund(tx, paymentId);
    const isLastOrder = payment.orders.every((order) => order.refundedAt !== null);
    // Shipping rides on the last refund (anything beyond the goods is the checkout's shipping).
    shippingRefundCents = Math.max(0, Math.min(payment.shippingCents, amountCents - before.totalPriceCents));
    await reverseCommission(tx, payment, before.totalPriceCents, isLastOrder);
    if (isLastOrder) await releaseRefundedCouponUse(tx, paymentId);
  }
  const link = await issueOrderLinkForEmail(tx, paymentId);
  const emailInput = {
    shop: getOrderEmailShop(),
    orderPageUrl: link?.url,
    customer: before,
    order: toOrderEmailOrder(before, link?.url),
    refundCents: amountCents,
    shippingRefundCents,
  };
  // A failed render is logged and queues nothing, never fails the refund.
  const email = await renderOrderRefundedEmail(emailInput);
  const dedupeKey = makeOrderRefundedEmailKey(orderId);
  const queued =
    email !== null && (await queueEmail(tx, { dedupeKey, to: before.customerEmail, ...email, orderId, paymentId }));
  await dropUnusedOrderLink(tx, link, queued);
  return dedupeKey;
}

/**
 * Takes back the refunded order's share of the checkout's commission (recorded on the payment, so a
 * cent is never taken back twice) from the affiliate's unpaid earnings; the checkout stops counting
 * as the affiliate's order when its last order is refunded.
 */
async function reverseCommission(
  tx: TransactionClient,
  payment: PaymentForRefund,
  orderGoodsCents: number,
  isLastOrder: boolean,
): Promise<void> {
  if (!payment.commissionBookedAt) return;
  const share = calculateCommissionShare({
    commissionCents: payment.commissionCents,
    reversedCents: payment.commissionReversedCents,
    orderGoodsCents,
    allGoodsCents: payment.orders.reduce((sum, order) => sum + order.totalPriceCents, 0),
    isLastOrder,
  });
  if (share > 0)
    await tx.payment.update({ where: { id: payment.id }, data: { commissionReversedCents: { increment: share } } });
  if (!payment.affiliateId || (share === 0 && !isLastOrder)) return;
  await tx.affiliate.updateMany({
    where: { id: payment.affiliateId },
    data: {
      totalEarningsCents: { decrement: share },
      ...(isLastOrder ? { totalOrders: { decrement: 1 } } : {}),
    },
  });
}
