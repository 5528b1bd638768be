import { PRICE_TABLES, QUANTITY_TIERS, type PriceTable, type QuantityTier } from "./price-table";

/**
 * THE custom-size price rule (README "Prices"), one place. A custom size is priced by the area A of its
 * bounding box (die-cut: of its cut line's; circle: diameter²), per quantity tier:
 *
 * - A ≤ 4 sq in (2" × 2"): the spec's 2" table;
 * - 4 < A ≤ 16: the 2" and 4" tables interpolated linearly by area (16 sq in is 4" × 4");
 * - A > 16: the 4" table × (1 + (A − 16) / 32), i.e. it grows by half the 4" price per further 16 sq in.
 *
 * Each piece is a non-negative blend of the 2" and 4" tables, which both rise from tier to tier and
 * where 4" ≥ 2" in every tier, so a tier's total never falls as the area grows, nor from one tier to
 * the next. The tier's amount is rounded half up to a cent once (BigInt: exact at any area).
 */
const SMALL = PRICE_TABLES['2"'];
const LARGE = PRICE_TABLES['4"'];
/** Areas are counted in (1/100 in)², as sides are priced to the hundredth of an inch. */
const SMALL_AREA = 4n * 10_000n;
const LARGE_AREA = 16n * 10_000n;
const INTERPOLATION_SPAN = LARGE_AREA - SMALL_AREA; // 12 sq in
const GROWTH_SPAN = 32n * 10_000n; // +100 % of the 4" price per 32 sq in beyond 16
const DENOMINATOR = INTERPOLATION_SPAN * GROWTH_SPAN;

/** A side in whole hundredths of an inch (die-cut sides like 2.4137" are priced as 2.41"). */
export function toHundredths(inches: number): number {
  return Math.round(inches * 100);
}

/** The total in cents of one tier for a custom size whose bounding box is width × height inches. */
export function priceCustomSizeTier(widthInches: number, heightInches: number, tier: QuantityTier): number {
  const area = BigInt(toHundredths(widthInches)) * BigInt(toHundredths(heightInches));
  const small = BigInt(SMALL[tier]);
  const large = BigInt(LARGE[tier]);
  const interpolated = area <= SMALL_AREA ? 0n : area >= LARGE_AREA ? INTERPOLATION_SPAN : area - SMALL_AREA;
  const beyond = area > LARGE_AREA ? area - LARGE_AREA : 0n;
  // small + (large − small)·interpolated/SPAN + large·beyond/GROWTH, over one denominator.
  const numerator =
    small * DENOMINATOR + (large - small) * interpolated * GROWTH_SPAN + large * beyond * INTERPOLATION_SPAN;
  return Number((2n * numerator + DENOMINATOR) / (2n * DENOMINATOR));
}

/** Every tier's total for a custom bounding box: what the design tool's price table shows. */
export function buildCustomPriceTable(widthInches: number, heightInches: number): PriceTable {
  const entries = QUANTITY_TIERS.map((tier) => [tier, priceCustomSizeTier(widthInches, heightInches, tier)] as const);
  return Object.freeze(Object.fromEntries(entries)) as PriceTable;
}
