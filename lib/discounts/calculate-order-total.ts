import { assertNonNegativeCents } from "@/lib/money/assert-cents";

export type OrderTotalInput = {
  /** Goods subtotal (sum of line totals) in cents. */
  subtotalCents: number;
  /** Coupon or referral discount in cents; clamped to the subtotal. */
  discountCents: number;
  shippingCents: number;
};

export type OrderTotal = {
  subtotalCents: number;
  discountCents: number;
  /** Shipping actually charged: 0 on a free order. */
  shippingCents: number;
  /** Always subtotalCents - discountCents + shippingCents. */
  totalCents: number;
  /** True when the discounted goods cost nothing: no card payment is taken. */
  isFree: boolean;
};

/**
 * Combines goods, discount and shipping. Discounts never touch shipping, but
 * when the discounted goods cost 0 (e.g. a 100% coupon) the order is free and
 * shipping is waived too, because a free order takes no card payment at all.
 */
export function calculateOrderTotal({ subtotalCents, discountCents, shippingCents }: OrderTotalInput): OrderTotal {
  assertNonNegativeCents(subtotalCents, "subtotal");
  assertNonNegativeCents(discountCents, "discount");
  assertNonNegativeCents(shippingCents, "shipping");

  const appliedDiscountCents = Math.min(discountCents, subtotalCents);
  const goodsCents = subtotalCents - appliedDiscountCents;
  const isFree = goodsCents === 0;
  const chargedShippingCents = isFree ? 0 : shippingCents;
  const totalCents = goodsCents + chargedShippingCents;
  assertNonNegativeCents(totalCents, "total");

  return {
    subtotalCents,
    discountCents: appliedDiscountCents,
    shippingCents: chargedShippingCents,
    totalCents,
    isFree,
  };
}
