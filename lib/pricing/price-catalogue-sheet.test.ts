import { buildSpecCatalogue, SEEDED_SHEET_IDS } from "./__fixtures__/spec-catalogue";
import { priceCatalogueSheet } from "./price-catalogue-sheet";
import {
  InvalidQuantityError,
  SizeNotPricedError,
  UnknownFinishError,
  UnknownMaterialError,
  UnknownSheetSizeError,
} from "./pricing-errors";

const HALF_LETTER = SEEDED_SHEET_IDS['5.5" × 8.5"'];

describe("priceCatalogueSheet", () => {
  it.each([
    // quantity, roundedCorners, materialId, total, unit, tier
    [10, false, null, 3000, 300, 10],
    [24, false, null, 3000, 125, 10],
    [25, false, null, 5500, 220, 25],
    [100, false, null, 15000, 150, 100],
    [250, false, null, 15000, 60, 100],
    // 5 cents a sheet for rounded corners
    [25, true, null, 5625, 225, 25],
    // clear vinyl at 115 %: 5500 × 1.15 = 6325
    [25, false, "clear-vinyl", 6325, 253, 25],
    // holographic at 130 % with corners: 3000 × 1.3 + 50 = 3950
    [10, true, "holographic", 3950, 395, 10],
  ])("%i sheets, corners %s, %s: %i cents", (quantity, roundedCorners, materialId, total, unit, tier) => {
    expect(priceCatalogueSheet(buildSpecCatalogue(), HALF_LETTER, { quantity, roundedCorners, materialId })).toEqual({
      totalPriceCents: total,
      unitPriceCents: unit,
      tierQuantity: tier,
    });
  });

  it("prices a retired sheet size (an order's, a reorder's)", () => {
    const catalogue = buildSpecCatalogue();
    catalogue.sheets.sizes = catalogue.sheets.sizes.map((sheet) => ({ ...sheet, active: false }));
    expect(priceCatalogueSheet(catalogue, HALF_LETTER, { quantity: 10, roundedCorners: false }).totalPriceCents).toBe(
      3000,
    );
  });

  type Case = { sheet: number; quantity: number; materialId?: string; finishId?: string };
  it.each<[string, Case, new (...args: never[]) => Error]>([
    ["fewer sheets than the first tier", { sheet: HALF_LETTER, quantity: 9 }, InvalidQuantityError],
    ["a fraction of a sheet", { sheet: HALF_LETTER, quantity: 10.5 }, InvalidQuantityError],
    ["an unknown sheet size", { sheet: 999, quantity: 10 }, UnknownSheetSizeError],
    ["an unknown material", { sheet: HALF_LETTER, quantity: 10, materialId: "paper" }, UnknownMaterialError],
    ["an unknown finish", { sheet: HALF_LETTER, quantity: 10, finishId: "velvet" }, UnknownFinishError],
  ])("refuses %s", (_, { sheet, quantity, materialId, finishId }, error) => {
    expect(() =>
      priceCatalogueSheet(buildSpecCatalogue(), sheet, { quantity, roundedCorners: false, materialId, finishId }),
    ).toThrow(error);
  });

  it("refuses a sheet whose row of prices is missing, as the catalogue's fault", () => {
    const catalogue = buildSpecCatalogue();
    delete catalogue.sheets.grid.totalsBySheetSizeId[HALF_LETTER];
    expect(() => priceCatalogueSheet(catalogue, HALF_LETTER, { quantity: 10, roundedCorners: false })).toThrow(
      SizeNotPricedError,
    );
  });
});
