/**
 * Sticker price tables (spec section 9). Each value is the TOTAL price in
 * cents for that many stickers, not a per-sticker price.
 */

export const QUANTITY_TIERS = [50, 100, 150, 200, 300, 400, 500] as const;
export type QuantityTier = (typeof QUANTITY_TIERS)[number];

export const MINIMUM_QUANTITY = 50;
export const ROUNDED_CORNERS_CENTS_PER_STICKER = 5;

export type PriceTable = Readonly<Record<QuantityTier, number>>;

export const KNOWN_SIZE_NAMES = ['3" circle', '3" square', '2"', '4"', "2x4"] as const;
export type KnownSizeName = (typeof KNOWN_SIZE_NAMES)[number];

/** Sizes missing from the table are priced like this one (spec section 9). */
export const DEFAULT_PRICE_TABLE_SIZE: KnownSizeName = '2"';

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

/**
 * Canonical form used for matching size names: trimmed, inner whitespace
 * collapsed, lower-cased, and typographic inch marks (” “ ″) turned into '"',
 * so `  3″  Circle ` matches '3" circle'. Why: an unrecognised name silently
 * falls back to the 2" table, so near-misses must not be mispriced.
 */
export function normalizeSizeName(sizeName: string): string {
  return sizeName
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[\u201C\u201D\u2033]/g, '"')
    .toLowerCase();
}

/** The table entry a size name matches, or null when it is not in the table. */
export function findKnownSizeName(sizeName: string): KnownSizeName | null {
  const normalized = normalizeSizeName(sizeName);
  return KNOWN_SIZE_NAMES.find((known) => known === normalized) ?? null;
}

/** The price table for a size name; any unknown size uses the 2" table. */
export function getPriceTable(sizeName: string): PriceTable {
  return PRICE_TABLES[findKnownSizeName(sizeName) ?? DEFAULT_PRICE_TABLE_SIZE];
}

/** The largest tier not above `quantity`, or null below the minimum. */
export function findTierQuantity(quantity: number): QuantityTier | null {
  let match: QuantityTier | null = null;
  for (const tier of QUANTITY_TIERS) {
    if (tier <= quantity) match = tier;
  }
  return match;
}
