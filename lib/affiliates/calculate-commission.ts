import { applyBasisPoints, assertBasisPoints } from "@/lib/money/apply-basis-points";
import { assertNonNegativeCents } from "@/lib/money/assert-cents";

/** Affiliate commission rule: a share of the paid goods amount, or a flat amount per paid order. */
export type CommissionRule = { type: "percentage"; basisPoints: number } | { type: "flat"; cents: number };

/**
 * Commission in cents for one order. `paidAmountCents` is what the shopper
 * actually paid for the goods (after discounts, without shipping).
 * Percentage rounds half up. Flat is earned once per order, and only when
 * something was paid: a free (100%-discounted) order earns nothing, so a
 * free-order code cannot be farmed for payouts. Throws RangeError on bad input.
 */
export function calculateCommission(rule: CommissionRule, paidAmountCents: number): number {
  assertNonNegativeCents(paidAmountCents, "paid amount");
  if (rule.type === "percentage") {
    assertBasisPoints(rule.basisPoints);
    return applyBasisPoints(paidAmountCents, rule.basisPoints);
  }
  if (rule.type === "flat") {
    assertNonNegativeCents(rule.cents, "flat commission");
    return paidAmountCents > 0 ? rule.cents : 0;
  }
  throw new RangeError(`unknown commission type ${String((rule as { type: unknown }).type)}`);
}
