import { applyDiscount } from "./apply-discount";

/** Spec default: a referral gives the shopper 5% when the affiliate has no rate set. */
export const DEFAULT_REFERRAL_DISCOUNT_BASIS_POINTS = 500;

export type CustomerDiscountRules = {
  type: "percentage" | "fixed";
  /** Basis points for 'percentage', cents for 'fixed'; null means "not set" and uses the 5% default. */
  value: number | null;
  maxCustomerDiscountCents: number | null;
};

/**
 * The shopper's discount from a referral/affiliate code, in cents. A null
 * value falls back to 5% whatever the type (a fixed discount with no amount
 * has nothing else to mean); an explicit 0 means no discount. Capped by the
 * maximum and never above the order. Throws RangeError on malformed rules.
 */
export function calculateCustomerDiscount(rules: CustomerDiscountRules, orderCents: number): number {
  const { type, value, maxCustomerDiscountCents } = rules;
  if (value === null || value === undefined) {
    return applyDiscount(
      { type: "percentage", basisPoints: DEFAULT_REFERRAL_DISCOUNT_BASIS_POINTS },
      orderCents,
      maxCustomerDiscountCents,
    );
  }
  if (type === "percentage") {
    return applyDiscount({ type, basisPoints: value }, orderCents, maxCustomerDiscountCents);
  }
  if (type === "fixed") {
    return applyDiscount({ type, cents: value }, orderCents, maxCustomerDiscountCents);
  }
  throw new RangeError(`unknown customer discount type ${String(type)}`);
}
