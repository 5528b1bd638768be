import { applyBasisPoints, assertBasisPoints } from "@/lib/money/apply-basis-points";
import { assertNonNegativeCents } from "@/lib/money/assert-cents";

/** A discount rule: a percentage in basis points (1500 = 15%) or a fixed amount in cents. */
export type DiscountAmount = { type: "percentage"; basisPoints: number } | { type: "fixed"; cents: number };

/**
 * Discount in cents for `orderCents`: percentage rounded half up, then capped
 * by `maxDiscountCents` (null = no cap), and never more than the order itself.
 * Throws RangeError for malformed rules (over 100%, negative, fractional cents).
 */
export function applyDiscount(discount: DiscountAmount, orderCents: number, maxDiscountCents: number | null): number {
  assertNonNegativeCents(orderCents, "order amount");
  if (maxDiscountCents !== null) assertNonNegativeCents(maxDiscountCents, "maximum discount");

  let discountCents: number;
  if (discount.type === "percentage") {
    assertBasisPoints(discount.basisPoints);
    discountCents = applyBasisPoints(orderCents, discount.basisPoints);
  } else if (discount.type === "fixed") {
    assertNonNegativeCents(discount.cents, "fixed discount");
    discountCents = discount.cents;
  } else {
    throw new RangeError(`unknown discount type ${String((discount as { type: unknown }).type)}`);
  }

  if (maxDiscountCents !== null) discountCents = Math.min(discountCents, maxDiscountCents);
  return Math.min(discountCents, orderCents);
}
