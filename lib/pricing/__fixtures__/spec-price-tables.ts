import type { StickerShape } from "@/lib/domain/sticker-shapes";
import { divideRoundHalfUp } from "@/lib/money/apply-basis-points";
import { InvalidQuantityError, RoundedCornersNotAllowedError } from "../pricing-errors";

/**
 * TEST-ONLY oracle of the spec (#35 cleanup): the spec's section 9 price tables and the custom-size rule
 * as the shop charged them before the owner's catalogue, kept as an independent statement of the spec so
 * tests can check that the catalogue rule (priceCatalogueLine) on the spec's defaults charges exactly
 * this. No production code may import it. Each table value is the TOTAL price in cents for that many
 * stickers, not a per-sticker price.
 */

export const QUANTITY_TIERS = [50, 100, 150, 200, 300, 400, 500] as const;
export type QuantityTier = (typeof QUANTITY_TIERS)[number];

export const MINIMUM_QUANTITY = 50;
export const ROUNDED_CORNERS_CENTS_PER_STICKER = 5;

export type PriceTable = Readonly<Record<QuantityTier, number>>;

export const KNOWN_SIZE_NAMES = ['3" circle', '3" square', '2"', '4"', "2x4"] as const;
export type KnownSizeName = (typeof KNOWN_SIZE_NAMES)[number];

/** Builds a table from the spec's whole-dollar row, in tier order. */
function tableFromDollars(dollars: readonly [number, number, number, number, number, number, number]): PriceTable {
  const [d50, d100, d150, d200, d300, d400, d500] = dollars;
  return Object.freeze({
    50: d50 * 100,
    100: d100 * 100,
    150: d150 * 100,
    200: d200 * 100,
    300: d300 * 100,
    400: d400 * 100,
    500: d500 * 100,
  });
}

export const PRICE_TABLES: Readonly<Record<KnownSizeName, PriceTable>> = Object.freeze({
  '3" circle': tableFromDollars([50, 92, 132, 168, 232, 310, 370]),
  '3" square': tableFromDollars([50, 90, 130, 165, 225, 300, 360]),
  '2"': tableFromDollars([50, 85, 120, 150, 225, 280, 350]),
  '4"': tableFromDollars([60, 100, 140, 175, 255, 340, 400]),
  "2x4": tableFromDollars([55, 95, 135, 170, 240, 320, 380]),
});

/** The five standard sizes' shapes and dimensions (scripts/lib/seed-data.mjs seeds the same; a test compares). */
export const STANDARD_SIZE_DIMENSIONS: Readonly<
  Record<KnownSizeName, { shape: "square" | "circle"; widthInches: number; heightInches: number }>
> = Object.freeze({
  '2"': { shape: "square", widthInches: 2, heightInches: 2 },
  '3" square': { shape: "square", widthInches: 3, heightInches: 3 },
  '4"': { shape: "square", widthInches: 4, heightInches: 4 },
  "2x4": { shape: "square", widthInches: 2, heightInches: 4 },
  '3" circle': { shape: "circle", widthInches: 3, heightInches: 3 },
});

export type SpecLinePrice = { unitPriceCents: number; totalPriceCents: number; tierQuantity: QuantityTier };

/** The largest tier not above `quantity`, or null below the minimum. */
export function findTierQuantity(quantity: number): QuantityTier | null {
  let match: QuantityTier | null = null;
  for (const tier of QUANTITY_TIERS) if (tier <= quantity) match = tier;
  return match;
}

/** The tier of a line's quantity; InvalidQuantityError below the minimum or for a non-integer. */
function requireTier(quantity: number): QuantityTier {
  const tier = Number.isSafeInteger(quantity) ? findTierQuantity(quantity) : null;
  if (tier === null) throw new InvalidQuantityError(quantity, MINIMUM_QUANTITY);
  return tier;
}

/** A line's price from a tier amount plus the corner fee, the unit price for display. */
function finishLine(amountCents: number, quantity: number, roundedCorners: boolean, tier: QuantityTier) {
  const totalPriceCents = amountCents + (roundedCorners ? ROUNDED_CORNERS_CENTS_PER_STICKER * quantity : 0);
  if (!Number.isSafeInteger(totalPriceCents)) throw new InvalidQuantityError(quantity, MINIMUM_QUANTITY);
  return { unitPriceCents: divideRoundHalfUp(totalPriceCents, quantity), totalPriceCents, tierQuantity: tier };
}

/**
 * A standard size's line (spec section 9): the table value of the largest tier not above the quantity is
 * the line total (120 stickers cost the 100-sticker price); rounded corners add 5 cents per sticker,
 * squares and rectangles only.
 */
export function calculateItemPrice({
  sizeName,
  quantity,
  roundedCorners,
}: {
  sizeName: KnownSizeName;
  quantity: number;
  roundedCorners: boolean;
}): SpecLinePrice {
  const tier = requireTier(quantity);
  if (roundedCorners && STANDARD_SIZE_DIMENSIONS[sizeName].shape === "circle")
    throw new RoundedCornersNotAllowedError(sizeName);
  return finishLine(PRICE_TABLES[sizeName][tier], quantity, roundedCorners, tier);
}

/**
 * The custom-size rule (README "Prices") by the area A of the bounding box, sides to the hundredth of an
 * inch, per tier: A ≤ 4 sq in the 2" table; 4 < A ≤ 16 the 2" and 4" tables interpolated by area; A > 16
 * the 4" table × (1 + (A − 16) / 32). Rounded half up to a cent once (BigInt: exact at any area).
 */
export function priceCustomSizeTier(widthInches: number, heightInches: number, tier: QuantityTier): number {
  const SMALL_AREA = 4n * 10_000n;
  const LARGE_AREA = 16n * 10_000n;
  const SPAN = LARGE_AREA - SMALL_AREA;
  const GROWTH = 32n * 10_000n;
  const DENOMINATOR = SPAN * GROWTH;
  const area = BigInt(Math.round(widthInches * 100)) * BigInt(Math.round(heightInches * 100));
  const small = BigInt(PRICE_TABLES['2"'][tier]);
  const large = BigInt(PRICE_TABLES['4"'][tier]);
  const interpolated = area <= SMALL_AREA ? 0n : area >= LARGE_AREA ? SPAN : area - SMALL_AREA;
  const beyond = area > LARGE_AREA ? area - LARGE_AREA : 0n;
  const numerator = small * DENOMINATOR + (large - small) * interpolated * GROWTH + large * beyond * SPAN;
  return Number((2n * numerator + DENOMINATOR) / (2n * DENOMINATOR));
}

/** Every tier's total for a custom bounding box by the custom rule alone (no cap by standard sizes). */
export function buildCustomPriceTable(widthInches: number, heightInches: number): PriceTable {
  const entries = QUANTITY_TIERS.map((tier) => [tier, priceCustomSizeTier(widthInches, heightInches, tier)] as const);
  return Object.freeze(Object.fromEntries(entries)) as PriceTable;
}

/** The standard size a custom one equals in shape and dimensions, either orientation, or null. */
export function findEqualStandardSize(
  shape: StickerShape,
  widthInches: number,
  heightInches: number,
): KnownSizeName | null {
  for (const name of KNOWN_SIZE_NAMES) {
    const size = STANDARD_SIZE_DIMENSIONS[name];
    if (size.shape !== shape) continue;
    const same = size.widthInches === widthInches && size.heightInches === heightInches;
    const turned = size.widthInches === heightInches && size.heightInches === widthInches;
    if (same || turned) return name;
  }
  return null;
}

/**
 * A custom-size line before the catalogue: as the standard size it equals (a die-cut as the rectangle of
 * its bounding box), else by the custom rule, plus the corner fee on squares and rectangles.
 */
export function quoteStickerPrice({
  shape,
  widthInches,
  heightInches,
  quantity,
  roundedCorners,
}: {
  shape: StickerShape;
  widthInches: number;
  heightInches: number;
  quantity: number;
  roundedCorners: boolean;
}): SpecLinePrice {
  const tier = requireTier(quantity);
  if (roundedCorners && shape !== "square") throw new RoundedCornersNotAllowedError(shape);
  const standard = findEqualStandardSize(shape === "die-cut" ? "square" : shape, widthInches, heightInches);
  if (standard) return calculateItemPrice({ sizeName: standard, quantity, roundedCorners });
  return finishLine(priceCustomSizeTier(widthInches, heightInches, tier), quantity, roundedCorners, tier);
}

export type SpecSticker = {
  sizeId: number | null;
  sizeName: string;
  shape: StickerShape;
  widthInches: number;
  heightInches: number;
};

/** Any line before the catalogue: a standard size (by its spec name) from its table, a custom one as quoted. */
export function priceSpecSticker(sticker: SpecSticker, quantity: number, roundedCorners: boolean): SpecLinePrice {
  if (sticker.sizeId === null) return quoteStickerPrice({ ...sticker, quantity, roundedCorners });
  if (!(KNOWN_SIZE_NAMES as readonly string[]).includes(sticker.sizeName))
    throw new Error(`not a spec size: ${sticker.sizeName}`);
  return calculateItemPrice({ sizeName: sticker.sizeName as KnownSizeName, quantity, roundedCorners });
}

/** Every tier's price of one sticker before the catalogue: the design tool's table as the spec had it. */
export function listSpecTierPrices(sticker: SpecSticker, roundedCorners: boolean) {
  return QUANTITY_TIERS.map((quantity) => {
    const { unitPriceCents, totalPriceCents } = priceSpecSticker(sticker, quantity, roundedCorners);
    return { quantity, unitPriceCents, totalPriceCents };
  });
}

/**
 * The savings percent of a line total (without surcharges) against its 50-sticker total bought in lots
 * of 50: round half up of (1 − total / baseline) × 100, never negative (integer arithmetic in numbers).
 */
export function compareWithBaseTier(baseTierCents: number, totalPriceCents: number, quantity: number): number {
  const baselineTimes50 = baseTierCents * quantity;
  const savedTimes50 = baselineTimes50 - totalPriceCents * MINIMUM_QUANTITY;
  if (!Number.isSafeInteger(100 * baselineTimes50)) throw new InvalidQuantityError(quantity, MINIMUM_QUANTITY);
  if (savedTimes50 <= 0) return 0;
  return divideRoundHalfUp(100 * savedTimes50, baselineTimes50);
}

/** The savings label's percent before the catalogue, for any sticker, without the corner fee. */
export function calculateSpecSavingsPercent(sticker: SpecSticker, quantity: number): number {
  const { totalPriceCents } = priceSpecSticker(sticker, quantity, false);
  const base = priceSpecSticker(sticker, MINIMUM_QUANTITY, false);
  return compareWithBaseTier(base.totalPriceCents, totalPriceCents, quantity);
}
