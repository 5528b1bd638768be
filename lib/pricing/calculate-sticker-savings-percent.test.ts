import { calculateSavingsPercent } from "./calculate-savings-percent";
import { calculateStickerSavingsPercent } from "./calculate-sticker-savings-percent";
import { buildCustomPriceTable } from "./price-custom-size";
import { QUANTITY_TIERS } from "./price-table";
import { InvalidQuantityError } from "./pricing-errors";

describe("calculateStickerSavingsPercent", () => {
  it.each(QUANTITY_TIERS.map((quantity) => [quantity]))(
    "is the standard label for a standard size at %i",
    (quantity) => {
      const circle = { sizeId: 5, sizeName: '3" circle', shape: "circle", widthInches: 3, heightInches: 3 } as const;
      expect(calculateStickerSavingsPercent(circle, quantity)).toBe(
        calculateSavingsPercent({ sizeName: '3" circle', quantity }),
      );
    },
  );

  it("uses a custom size's own table", () => {
    const table = buildCustomPriceTable(3, 2.5);
    const sticker = {
      sizeId: null,
      sizeName: 'Square 3" × 2.5"',
      shape: "square",
      widthInches: 3,
      heightInches: 2.5,
    } as const;
    const expected = Math.round((1 - table[500] / (table[50] * 10)) * 100);
    expect(calculateStickerSavingsPercent(sticker, 500)).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    expect(calculateStickerSavingsPercent(sticker, 50)).toBe(0);
  });

  it("prices a custom size equal to a standard one as standard (2x4 turned)", () => {
    const turned = {
      sizeId: null,
      sizeName: 'Square 4" × 2"',
      shape: "square",
      widthInches: 4,
      heightInches: 2,
    } as const;
    expect(calculateStickerSavingsPercent(turned, 100)).toBe(
      calculateSavingsPercent({ sizeName: "2x4", quantity: 100 }),
    );
  });

  it("refuses a quantity below the minimum", () => {
    const sticker = { sizeId: null, sizeName: 'Circle 5"', shape: "circle", widthInches: 5, heightInches: 5 } as const;
    expect(() => calculateStickerSavingsPercent(sticker, 49)).toThrow(InvalidQuantityError);
  });
});
