/**
 * A sticker's pricing area in (1/100 in)², the unit the custom-size rule counts in: width × height of
 * its bounding box, sides to the hundredth of an inch (a circle's box is its diameter squared; a
 * die-cut's is its cut line's box).
 */
export function measurePricingArea(widthInches: number, heightInches: number): bigint {
  if (!(widthInches > 0) || !(heightInches > 0) || !Number.isFinite(widthInches) || !Number.isFinite(heightInches))
    throw new RangeError(`sides must be positive inches, got ${String(widthInches)} × ${String(heightInches)}`);
  return BigInt(toHundredths(widthInches)) * BigInt(toHundredths(heightInches));
}

/** A side in whole hundredths of an inch (die-cut sides like 2.4137" are priced as 2.41"). */
function toHundredths(inches: number): number {
  return Math.round(inches * 100);
}
