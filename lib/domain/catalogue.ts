import type { ShippingMethodId } from "./shipping-methods";
import type { FinishLook, MaterialLook } from "./stock-looks";

// The owner's catalogue (#35): what the shop sells and for how much, edited at /admin/catalogue and kept
// in the database. This file is the shared vocabulary: the data layer loads a Catalogue, the pure price
// rule and the shipping rule read one, the admin edits one. Money is integer cents; factors are basis
// points (10000 = 100 %).

/** A stock the sticker is printed on (white vinyl, clear vinyl, holographic). */
export type CatalogueMaterial = {
  /** A slug: lowercase letters, digits and hyphens; unique; never changed. */
  id: string;
  name: string;
  description: string;
  /** The price factor in basis points: 10000 = 100 %, 11500 = 115 %. */
  priceFactorBps: number;
  /** Needs a white ink layer under the artwork (clear stock). */
  whiteLayer: boolean;
  /** A CSS colour (#rrggbb) for the picker's swatch. */
  swatch: string;
  /** How the design tool's preview and the swatch draw it (#36). */
  look: MaterialLook;
  active: boolean;
  sortOrder: number;
  /** Exactly one material is the default; it cannot be deactivated. */
  isDefault: boolean;
};

/** A laminate (gloss, matte): a material without the white layer, with a finish's look. */
export type CatalogueFinish = Omit<CatalogueMaterial, "whiteLayer" | "look"> & { look: FinishLook };

/** Which of the standard sizes anchor the custom-size rule: the 2" ("small") and the 4" ("large"). */
export type SizeAnchor = "small" | "large";

/** A standard size. A "square" whose width ≠ height is a rectangle (the spec's 2x4). */
export type CatalogueSize = {
  id: number;
  name: string;
  shape: "square" | "circle";
  widthInches: number;
  heightInches: number;
  /** False once retired: gone from the shop, still priced for orders, reports and reorders. */
  active: boolean;
  sortOrder: number;
  /** The 2" and 4" sizes anchor the custom-size rule and cannot be retired; null for the others. */
  anchor: SizeAnchor | null;
};

/** The quantity tiers and each size's total price per tier, saved whole. */
export type PriceGrid = {
  /** Increasing positive whole numbers; the first is the smallest quantity the shop sells. */
  quantities: number[];
  /** Per size id (every size, retired ones included): the total in cents of each tier, in `quantities` order. */
  totalsBySizeId: Record<number, number[]>;
  /** The rounded-corners fee per sticker, in cents. */
  roundedCornersFeeCents: number;
};

export type CatalogueShippingMethod = {
  id: ShippingMethodId;
  name: string;
  amountCents: number;
  /** Shown as "{businessDays} business days", e.g. "3-5". */
  businessDays: string;
};

export type ShippingRules = {
  /** In the order offered to the shopper. */
  methods: CatalogueShippingMethod[];
  /** Standard shipping is free to these cities (lower-cased, Nevada only). */
  freeShippingCities: string[];
  /** Standard shipping is free from this many stickers in the order. */
  freeShippingMinQuantity: number;
};

/** #39: a size a sticker sheet is sold in (several stickers kiss-cut on one sheet cut to its edge). */
export type CatalogueSheetSize = {
  id: number;
  /** '5.5" × 8.5"' */
  name: string;
  widthInches: number;
  heightInches: number;
  /** False once retired: gone from the shop, still priced for orders and reorders. */
  active: boolean;
  sortOrder: number;
};

/** #39: the sheets' own quantity tiers (sheets, not stickers) and each sheet size's total per tier. */
export type SheetGrid = {
  /** Increasing positive whole numbers; the first is the fewest sheets the shop sells. */
  quantities: number[];
  /** Per sheet size id (retired ones included): the total in cents of each tier, in `quantities` order. */
  totalsBySheetSizeId: Record<number, number[]>;
};

export type Catalogue = {
  /** Changes whenever anything in the catalogue changes; what each instance's memory copy is checked against. */
  version: string;
  /** All of them, inactive included, in the owner's order (sortOrder, then id). */
  materials: CatalogueMaterial[];
  finishes: CatalogueFinish[];
  sizes: CatalogueSize[];
  grid: PriceGrid;
  shipping: ShippingRules;
  /** #39: sticker sheets; their rounded corners cost the grid's corner fee per sheet. */
  sheets: { sizes: CatalogueSheetSize[]; grid: SheetGrid };
};
