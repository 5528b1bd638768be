import { SPEC_SIZE_IDS, buildSpecCatalogue } from "./__fixtures__/spec-catalogue";
import { calculateCatalogueSavingsPercent } from "./calculate-catalogue-savings-percent";
import { calculateStickerSavingsPercent } from "./calculate-sticker-savings-percent";
import { QUANTITY_TIERS } from "./price-table";
import { InvalidQuantityError } from "./pricing-errors";

const spec = buildSpecCatalogue();
const stickers = [
  { sizeId: SPEC_SIZE_IDS['3" circle'], sizeName: '3" circle', shape: "circle", widthInches: 3, heightInches: 3 },
  { sizeId: SPEC_SIZE_IDS['4"'], sizeName: '4"', shape: "square", widthInches: 4, heightInches: 4 },
  { sizeId: null, sizeName: 'Rectangle 4" × 2"', shape: "square", widthInches: 4, heightInches: 2 },
  { sizeId: null, sizeName: 'Rectangle 3.5" × 3"', shape: "square", widthInches: 3.5, heightInches: 3 },
  { sizeId: null, sizeName: 'Circle 7"', shape: "circle", widthInches: 7, heightInches: 7 },
] as const;

describe("calculateCatalogueSavingsPercent", () => {
  it.each(
    stickers.flatMap((sticker) =>
      [...QUANTITY_TIERS, 120, 999].map((quantity) => [sticker.sizeName, quantity, sticker] as const),
    ),
  )("on the spec's defaults, is today's label for %s at %i", (_, quantity, sticker) => {
    expect(calculateCatalogueSavingsPercent(spec, sticker, { quantity })).toBe(
      calculateStickerSavingsPercent(sticker, quantity),
    );
  });

  it("compares a capped custom size with its own capped first tier", () => {
    // 2.5" × 3.5": 5000 at 50 (capped), 36000 at 500 (capped by the 3" square): 1 − 36000 / 50000.
    expect(
      calculateCatalogueSavingsPercent(
        spec,
        { sizeId: null, shape: "square", widthInches: 2.5, heightInches: 3.5 },
        { quantity: 500 },
      ),
    ).toBe(28);
  });

  it("counts the owner's first tier and the material, never the corner fee", () => {
    const catalogue = buildSpecCatalogue();
    catalogue.grid.quantities.unshift(25);
    for (const row of Object.values(catalogue.grid.totalsBySizeId)) row.unshift(3000);
    const square = { sizeId: SPEC_SIZE_IDS['3" square'], shape: "square", widthInches: 3, heightInches: 3 } as const;
    // 3000 × 4 = 12000 against 9000: 25 %.
    expect(calculateCatalogueSavingsPercent(catalogue, square, { quantity: 100 })).toBe(25);
    expect(calculateCatalogueSavingsPercent(catalogue, square, { quantity: 25 })).toBe(0);
    // Holographic: 3900 × 4 = 15600 against 11700: 25 % again.
    expect(calculateCatalogueSavingsPercent(catalogue, square, { quantity: 100, materialId: "holographic" })).toBe(25);
    expect(() => calculateCatalogueSavingsPercent(catalogue, square, { quantity: 24 })).toThrow(InvalidQuantityError);
    expect(() => calculateCatalogueSavingsPercent(catalogue, square, { quantity: 100, finishId: "satin" })).toThrow(
      "That finish is not available.",
    );
  });
});
