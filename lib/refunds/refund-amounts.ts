import { assertNonNegativeCents } from "@/lib/money/assert-cents";

// How much a refund of one order gives back, and how much affiliate commission goes with it. Pure
// integer-cent arithmetic, shared by the admin's "Cancel and refund" and the Stripe webhook.

export type OrderRefundInput = {
  /** The order's goods after its share of the discount (Order.totalPriceCents). */
  goodsCents: number;
  /** The checkout's shipping (Payment.shippingCents). */
  shippingCents: number;
  /** Every other order of the checkout is refunded (or being refunded): shipping goes back with this one. */
  isLastOrder: boolean;
  /** What the provider took (Payment.totalCents). */
  paidCents: number;
  /** Refunded already (Payment.refundedCents), including partial refunds made in the provider's dashboard. */
  refundedCents: number;
  /** Refunds of other orders under way (pending), which will take their amounts too. */
  reservedCents: number;
};

/** The order's goods, plus the shipping when it is the checkout's last order, never more than is left of the payment. */
export function calculateOrderRefund(input: OrderRefundInput): number {
  const { goodsCents, shippingCents, isLastOrder, paidCents, refundedCents, reservedCents } = input;
  for (const [label, value] of Object.entries(input)) {
    if (typeof value === "number") assertNonNegativeCents(value, label);
  }
  const wanted = goodsCents + (isLastOrder ? shippingCents : 0);
  const left = Math.max(0, paidCents - refundedCents - reservedCents);
  return Math.min(wanted, left);
}

export type CommissionShareInput = {
  /** The commission booked on the checkout (Payment.commissionCents). */
  commissionCents: number;
  /** Taken back already (Payment.commissionReversedCents). */
  reversedCents: number;
  /** This order's goods (Order.totalPriceCents). */
  orderGoodsCents: number;
  /** The goods of every order of the checkout. */
  allGoodsCents: number;
  /** With this one, every order of the checkout is refunded: it takes what is left. */
  isLastOrder: boolean;
};

/**
 * The part of the checkout's commission that goes back with one refunded order: proportional to its
 * goods (rounded down), and the last order takes the remainder, so the whole commission comes back
 * exactly when every order is refunded. Never more than is left to take back.
 */
export function calculateCommissionShare(input: CommissionShareInput): number {
  const { commissionCents, reversedCents, orderGoodsCents, allGoodsCents, isLastOrder } = input;
  for (const [label, value] of Object.entries(input)) {
    if (typeof value === "number") assertNonNegativeCents(value, label);
  }
  const left = Math.max(0, commissionCents - reversedCents);
  if (isLastOrder) return left;
  if (allGoodsCents === 0) return 0;
  // BigInt keeps commission × goods exact past 2^53.
  const share = Number((BigInt(commissionCents) * BigInt(orderGoodsCents)) / BigInt(allGoodsCents));
  return Math.min(share, left);
}
