// The spec's catalogue (#35): what a shop nobody configured sells and for how much. The catalogue
// migration inserts the same rows (SQL cannot import this file); `npm start`'s seeding inserts from here
// whatever is missing and never updates what the owner changed. Tests compare this module with the spec's
// tables in lib/pricing and lib/shipping and with what a fresh database holds. Money in cents, factors in
// basis points (10000 = 100 %).

/** Materials, in the owner's order; exactly one is the default. */
export const DEFAULT_MATERIALS = [
  {
    id: "white-vinyl",
    name: "White vinyl",
    description: "Durable, waterproof vinyl with an opaque white base that keeps colours bright.",
    priceFactorBps: 10000,
    whiteLayer: false,
    swatch: "#ffffff",
    look: "opaque",
    sortOrder: 1,
    isDefault: true,
  },
  {
    id: "clear-vinyl",
    name: "Clear vinyl",
    description:
      "Transparent vinyl: the surface shows through wherever the design has no ink. A white ink layer under the artwork keeps its colours solid.",
    priceFactorBps: 11500,
    whiteLayer: true,
    swatch: "#dbeef5",
    look: "clear",
    sortOrder: 2,
    isDefault: false,
  },
  {
    id: "holographic",
    name: "Holographic",
    description: "Rainbow-shimmer vinyl whose colours shift as the light moves.",
    priceFactorBps: 13000,
    whiteLayer: false,
    swatch: "#c9b8e8",
    look: "holographic",
    sortOrder: 3,
    isDefault: false,
  },
];

/** Finishes (laminates), in the owner's order; exactly one is the default. */
export const DEFAULT_FINISHES = [
  {
    id: "gloss",
    name: "Gloss laminate",
    description: "A shiny protective laminate that makes colours pop and shrugs off scratches and water.",
    priceFactorBps: 10000,
    swatch: "#f4f8fb",
    look: "gloss",
    sortOrder: 1,
    isDefault: true,
  },
  {
    id: "matte",
    name: "Matte laminate",
    description: "A smooth, glare-free protective laminate with a soft, premium look.",
    priceFactorBps: 10000,
    swatch: "#e4e4df",
    look: "matte",
    sortOrder: 2,
    isDefault: false,
  },
];

/** The quantity tiers (spec section 9). */
export const DEFAULT_QUANTITIES = [50, 100, 150, 200, 300, 400, 500];

/**
 * The five standard sizes of the price table (spec section 9): priceCents is the first tier's total,
 * totalsCents each tier's total in DEFAULT_QUANTITIES order; the 2" and 4" anchor the custom-size rule.
 */
export const STICKER_SIZES = [
  {
    name: '2"',
    shape: "square",
    width: 2,
    height: 2,
    priceCents: 5000,
    sortOrder: 1,
    anchor: "small",
    totalsCents: [5000, 8500, 12000, 15000, 22500, 28000, 35000],
  },
  {
    name: '3" square',
    shape: "square",
    width: 3,
    height: 3,
    priceCents: 5000,
    sortOrder: 2,
    anchor: null,
    totalsCents: [5000, 9000, 13000, 16500, 22500, 30000, 36000],
  },
  {
    name: '4"',
    shape: "square",
    width: 4,
    height: 4,
    priceCents: 6000,
    sortOrder: 3,
    anchor: "large",
    totalsCents: [6000, 10000, 14000, 17500, 25500, 34000, 40000],
  },
  {
    name: "2x4",
    shape: "square",
    width: 2,
    height: 4,
    priceCents: 5500,
    sortOrder: 4,
    anchor: null,
    totalsCents: [5500, 9500, 13500, 17000, 24000, 32000, 38000],
  },
  {
    name: '3" circle',
    shape: "circle",
    width: 3,
    height: 3,
    priceCents: 5000,
    sortOrder: 5,
    anchor: null,
    totalsCents: [5000, 9200, 13200, 16800, 23200, 31000, 37000],
  },
];

/** The rounded-corners fee per sticker (spec section 9). */
export const DEFAULT_ROUNDED_CORNERS_FEE_CENTS = 5;

/** The shipping methods, in the order offered (spec section 9). */
export const DEFAULT_SHIPPING_METHODS = [
  { id: "standard", name: "Standard Shipping", amountCents: 500, businessDays: "3-5", sortOrder: 1 },
  { id: "priority", name: "Priority Shipping", amountCents: 1000, businessDays: "2-3", sortOrder: 2 },
];

/** Standard shipping is free to these cities (Nevada) and from this many stickers. */
export const DEFAULT_FREE_SHIPPING_CITIES = ["las vegas", "henderson", "north las vegas"];
export const DEFAULT_FREE_SHIPPING_MIN_QUANTITY = 300;

/** #39: the sticker sheets' own quantity tiers (sheets, not stickers). */
export const DEFAULT_SHEET_QUANTITIES = [10, 25, 50, 100];

/** #39: the seeded sheet sizes; totalsCents is each tier's total in DEFAULT_SHEET_QUANTITIES order. */
export const SHEET_SIZES = [
  { name: '4" × 6"', widthInches: 4, heightInches: 6, sortOrder: 1, totalsCents: [2200, 4000, 6500, 11000] },
  { name: '5.5" × 8.5"', widthInches: 5.5, heightInches: 8.5, sortOrder: 2, totalsCents: [3000, 5500, 9000, 15000] },
  { name: '8.5" × 11"', widthInches: 8.5, heightInches: 11, sortOrder: 3, totalsCents: [4200, 8000, 13000, 22000] },
];
