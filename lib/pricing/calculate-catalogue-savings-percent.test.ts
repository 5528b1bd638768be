import { SPEC_SIZE_IDS, buildSpecCatalogue } from "./__fixtures__/spec-catalogue";
import { calculateCatalogueSavingsPercent } from "./calculate-catalogue-savings-percent";
import { QUANTITY_TIERS, calculateSpecSavingsPercent } from "./__fixtures__/spec-price-tables";
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
  // Moved from the removed calculateSavingsPercent's tests: the spec's standard sizes, literal percents.
  it.each([
    ['3" circle', 50, 0],
    ['3" circle', 100, 8],
    ['3" circle', 150, 12],
    ['3" circle', 200, 16],
    ['3" circle', 300, 23],
    ['3" circle', 400, 23], // exactly 22.5 rounds half up
    ['3" circle', 500, 26],
    ['3" square', 50, 0],
    ['3" square', 100, 10],
    ['3" square', 150, 13],
    ['3" square', 200, 18], // exactly 17.5 rounds half up
    ['3" square', 300, 25],
    ['3" square', 400, 25],
    ['3" square', 500, 28],
    ['2"', 50, 0],
    ['2"', 100, 15],
    ['2"', 150, 20],
    ['2"', 200, 25],
    ['2"', 300, 25],
    ['2"', 400, 30],
    ['2"', 500, 30],
    ['4"', 50, 0],
    ['4"', 100, 17],
    ['4"', 150, 22],
    ['4"', 200, 27],
    ['4"', 300, 29],
    ['4"', 400, 29],
    ['4"', 500, 33],
    ["2x4", 50, 0],
    ["2x4", 100, 14],
    ["2x4", 150, 18],
    ["2x4", 200, 23],
    ["2x4", 300, 27],
    ["2x4", 400, 27],
    ["2x4", 500, 31],
    // Between tiers.
    ['3" circle', 120, 23],
    ['2"', 1000, 65],
    ["2x4", 99, 49],
  ] as const)("the spec's %s at %p saves %p %%", (name, quantity, expected) => {
    const sticker = { sizeId: SPEC_SIZE_IDS[name], shape: "square", widthInches: 0, heightInches: 0 } as const;
    expect(calculateCatalogueSavingsPercent(spec, sticker, { quantity })).toBe(expected);
  });

  it.each([49, 0, 1.5, NaN])("refuses quantity %p", (quantity) => {
    const sticker = { sizeId: SPEC_SIZE_IDS['2"'], shape: "square", widthInches: 2, heightInches: 2 } as const;
    expect(() => calculateCatalogueSavingsPercent(spec, sticker, { quantity })).toThrow(InvalidQuantityError);
  });

  it.each(
    stickers.flatMap((sticker) =>
      [...QUANTITY_TIERS, 120, 999].map((quantity) => [sticker.sizeName, quantity, sticker] as const),
    ),
  )("on the spec's defaults, is today's label for %s at %i", (_, quantity, sticker) => {
    expect(calculateCatalogueSavingsPercent(spec, sticker, { quantity })).toBe(
      calculateSpecSavingsPercent(sticker, quantity),
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
