import type { Catalogue } from "@/lib/domain/catalogue";
import { buildSpecShippingRules } from "@/lib/shipping/__fixtures__/spec-shipping-rules";
import {
  PRICE_TABLES,
  QUANTITY_TIERS,
  ROUNDED_CORNERS_CENTS_PER_STICKER,
  type KnownSizeName,
} from "./spec-price-tables";

/**
 * The size ids a fresh database gives the spec's five sizes: scripts/lib/seed-data.mjs inserts them in
 * this order into an autoincrement table.
 */
export const SPEC_SIZE_IDS = { '2"': 1, '3" square': 2, '4"': 3, "2x4": 4, '3" circle': 5 } as const satisfies Record<
  KnownSizeName,
  number
>;

/**
 * The catalogue of a shop nobody configured (#35), as a pure value for tests: the spec's five sizes
 * (2" and 4" anchoring the custom rule), its seven tiers and price tables (spec-price-tables.ts), the 5-cent
 * corner fee and its shipping rules, with the seeded materials (White vinyl 100 % the default, Clear
 * vinyl 115 % with a white layer, Holographic 130 %) and finishes (Gloss and Matte laminate, 100 %).
 * A fresh copy per call, so a test may change it.
 */
export function buildSpecCatalogue(): Catalogue {
  const material = { description: "", active: true, whiteLayer: false };
  const size = (name: KnownSizeName, shape: "square" | "circle", widthInches: number, heightInches: number) => ({
    id: SPEC_SIZE_IDS[name],
    name,
    shape,
    widthInches,
    heightInches,
    active: true,
    sortOrder: SPEC_SIZE_IDS[name],
    anchor: name === '2"' ? ("small" as const) : name === '4"' ? ("large" as const) : null,
  });
  const totalsBySizeId: Record<number, number[]> = {};
  for (const name of Object.keys(SPEC_SIZE_IDS) as KnownSizeName[])
    totalsBySizeId[SPEC_SIZE_IDS[name]] = QUANTITY_TIERS.map((tier) => PRICE_TABLES[name][tier]);
  return {
    version: "spec",
    materials: [
      {
        ...material,
        id: "white-vinyl",
        name: "White vinyl",
        priceFactorBps: 10_000,
        swatch: "#ffffff",
        look: "opaque",
        sortOrder: 1,
        isDefault: true,
      },
      {
        ...material,
        id: "clear-vinyl",
        name: "Clear vinyl",
        priceFactorBps: 11_500,
        whiteLayer: true,
        swatch: "#e6f2f8",
        look: "clear",
        sortOrder: 2,
        isDefault: false,
      },
      {
        ...material,
        id: "holographic",
        name: "Holographic",
        priceFactorBps: 13_000,
        swatch: "#c9b8f0",
        look: "holographic",
        sortOrder: 3,
        isDefault: false,
      },
    ],
    finishes: [
      {
        id: "gloss",
        name: "Gloss laminate",
        description: "",
        priceFactorBps: 10_000,
        swatch: "#fafafa",
        look: "gloss",
        active: true,
        sortOrder: 1,
        isDefault: true,
      },
      {
        id: "matte",
        name: "Matte laminate",
        description: "",
        priceFactorBps: 10_000,
        swatch: "#d9d9d9",
        look: "matte",
        active: true,
        sortOrder: 2,
        isDefault: false,
      },
    ],
    sizes: [
      size('2"', "square", 2, 2),
      size('3" square', "square", 3, 3),
      size('4"', "square", 4, 4),
      size("2x4", "square", 2, 4),
      size('3" circle', "circle", 3, 3),
    ],
    grid: {
      quantities: [...QUANTITY_TIERS],
      totalsBySizeId,
      roundedCornersFeeCents: ROUNDED_CORNERS_CENTS_PER_STICKER,
    },
    shipping: buildSpecShippingRules(),
    sheets: buildSeededSheets(),
  };
}

/**
 * The seeded sticker sheets (#39, scripts/lib/default-catalogue.mjs): ids 1–3 in seeding order, tiers of
 * 10, 25, 50 and 100 sheets.
 */
export const SEEDED_SHEET_IDS = { '4" × 6"': 1, '5.5" × 8.5"': 2, '8.5" × 11"': 3 } as const;

function buildSeededSheets(): Catalogue["sheets"] {
  const sheet = (name: keyof typeof SEEDED_SHEET_IDS, widthInches: number, heightInches: number) => ({
    id: SEEDED_SHEET_IDS[name],
    name,
    widthInches,
    heightInches,
    active: true,
    sortOrder: SEEDED_SHEET_IDS[name],
  });
  return {
    sizes: [sheet('4" × 6"', 4, 6), sheet('5.5" × 8.5"', 5.5, 8.5), sheet('8.5" × 11"', 8.5, 11)],
    grid: {
      quantities: [10, 25, 50, 100],
      totalsBySheetSizeId: {
        1: [2200, 4000, 6500, 11000],
        2: [3000, 5500, 9000, 15000],
        3: [4200, 8000, 13000, 22000],
      },
    },
  };
}
