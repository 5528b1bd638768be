import { assertNonNegativeCents } from "@/lib/money/assert-cents";
import { formatUsd } from "@/lib/money/format-cents";
import { applyDiscount, type DiscountAmount } from "./apply-discount";

export type { DiscountAmount } from "./apply-discount";

export type CouponRules = {
  code: string;
  discount: DiscountAmount;
  /** Smallest goods subtotal the coupon accepts, inclusive; null = none. */
  minOrderCents: number | null;
  maxDiscountCents: number | null;
  /** The coupon stops working at this instant; null = never expires. */
  expiresAt: Date | null;
  isActive: boolean;
};

export type CouponOrderContext = {
  /** Goods subtotal in cents (shipping is never discounted). */
  orderCents: number;
  now: Date;
};

export type CouponRejectionReason = "inactive" | "expired" | "below_minimum";

export type CouponDiscountResult =
  | { ok: true; code: string; discountCents: number; newTotalCents: number }
  | { ok: false; reason: CouponRejectionReason; message: string };

/**
 * Checks a coupon against an order and prices it. Checks run in the order
 * inactive, expired, below minimum, so the shopper sees the most final reason.
 * Malformed coupon data throws RangeError (an operator problem, not a shopper one).
 */
export function calculateCouponDiscount(
  coupon: CouponRules,
  { orderCents, now }: CouponOrderContext,
): CouponDiscountResult {
  assertNonNegativeCents(orderCents, "order amount");
  assertValidDate(now, "now");
  if (coupon.minOrderCents !== null) assertNonNegativeCents(coupon.minOrderCents, "minimum order");

  if (!coupon.isActive) {
    return { ok: false, reason: "inactive", message: "This coupon is no longer active." };
  }
  if (coupon.expiresAt !== null) {
    assertValidDate(coupon.expiresAt, "expiresAt");
    if (coupon.expiresAt.getTime() <= now.getTime()) {
      return { ok: false, reason: "expired", message: "This coupon has expired." };
    }
  }
  if (coupon.minOrderCents !== null && orderCents < coupon.minOrderCents) {
    return {
      ok: false,
      reason: "below_minimum",
      message: `This coupon requires a minimum order of ${formatUsd(coupon.minOrderCents)}.`,
    };
  }

  const discountCents = applyDiscount(coupon.discount, orderCents, coupon.maxDiscountCents);
  return { ok: true, code: coupon.code, discountCents, newTotalCents: orderCents - discountCents };
}

function assertValidDate(value: Date, label: string): void {
  // toString check instead of instanceof: Dates may come from another realm (test VMs).
  if (Object.prototype.toString.call(value) !== "[object Date]" || Number.isNaN(value.getTime())) {
    throw new RangeError(`${label} must be a valid Date`);
  }
}
