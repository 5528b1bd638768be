import { assertNonNegativeCents } from "@/lib/money/assert-cents";

export type PricedLine = {
  totalPriceCents: number;
};

export type CountedLine = {
  quantity: number;
};

/** Sum of line totals in cents; an empty cart is 0. Throws RangeError on non-cent or negative lines. */
export function calculateCartTotal(items: readonly PricedLine[]): number {
  let total = 0;
  for (const { totalPriceCents } of items) {
    assertNonNegativeCents(totalPriceCents, "line total");
    total += totalPriceCents;
  }
  assertNonNegativeCents(total, "cart total");
  return total;
}

/** Total number of stickers across lines (drives the 300+ free-shipping rule). */
export function countStickers(items: readonly CountedLine[]): number {
  let count = 0;
  for (const { quantity } of items) {
    if (!Number.isSafeInteger(quantity) || quantity < 0) {
      throw new RangeError(`quantity must be a non-negative integer, got ${String(quantity)}`);
    }
    count += quantity;
  }
  if (!Number.isSafeInteger(count)) throw new RangeError("sticker count is too large");
  return count;
}
