import type { ExactCents } from "./exact-cents";

/** A non-negative exact amount rounded half up to whole cents (BigInt: exact at any size). */
export function roundExactCentsHalfUp({ numerator, denominator }: ExactCents): bigint {
  if (denominator <= 0n || numerator < 0n)
    throw new RangeError("exact cents must be non-negative over a positive denominator");
  return (2n * numerator + denominator) / (2n * denominator);
}
