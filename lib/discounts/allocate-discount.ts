import { assertNonNegativeCents } from "@/lib/money/assert-cents";

/**
 * Splits a checkout-level discount across order lines in proportion to their
 * totals (largest-remainder method). The parts are whole cents, sum exactly
 * to `discountCents`, and none exceeds its line. Ties in the remainder go to
 * the earlier line, so the result is deterministic.
 * Throws RangeError when the discount is larger than all lines together.
 */
export function allocateDiscount(discountCents: number, lineTotalsCents: readonly number[]): number[] {
  assertNonNegativeCents(discountCents, "discount");
  lineTotalsCents.forEach((lineCents, index) => assertNonNegativeCents(lineCents, `line ${index} total`));

  const totalCents = lineTotalsCents.reduce((sum, lineCents) => sum + lineCents, 0);
  assertNonNegativeCents(totalCents, "lines total");
  if (discountCents > totalCents) {
    throw new RangeError(`discount ${discountCents} exceeds the lines total ${totalCents}`);
  }
  if (discountCents === 0) return lineTotalsCents.map(() => 0);

  // BigInt keeps discount x line exact even when the product passes 2^53.
  const discount = BigInt(discountCents);
  const total = BigInt(totalCents);
  const shares = lineTotalsCents.map((lineCents, index) => {
    const product = discount * BigInt(lineCents);
    return { index, cents: Number(product / total), remainder: product % total };
  });

  let leftover = discountCents - shares.reduce((sum, share) => sum + share.cents, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  // leftover < number of lines with a non-zero remainder, so +1 never pushes a share past its line.
  for (const share of byRemainder) {
    if (leftover === 0) break;
    share.cents += 1;
    leftover -= 1;
  }
  return shares.map((share) => share.cents);
}
