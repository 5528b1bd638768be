import { CUSTOM_SIZE_MAX_INCHES, CUSTOM_SIZE_MIN_INCHES, CUSTOM_SIZE_STEP_INCHES } from "@/lib/domain/sticker-shapes";
import { buildCustomPriceTable, priceCustomSizeTier } from "./price-custom-size";
import { PRICE_TABLES, QUANTITY_TIERS, type QuantityTier } from "./price-table";

describe("priceCustomSizeTier", () => {
  it.each([
    // width, height, tier, cents: why
    [1, 1, 50, 5000, 'below 2" × 2": the 2" table'],
    [2, 2, 500, 35000, 'exactly 4 sq in: the 2" table'],
    [4, 4, 100, 10000, 'exactly 16 sq in: the 4" table'],
    [2.5, 2.5, 50, 5188, "6.25 sq in: 5000 + 1000 × 2.25/12 = 5187.5, half up"],
    [3, 3, 100, 9125, "9 sq in: 8500 + 1500 × 5/12 = 9125"],
    [2, 4, 50, 5333, "8 sq in: 5000 + 1000 × 4/12 = 5333.3"],
    [12, 12, 50, 30000, "144 sq in: 6000 × (1 + 128/32)"],
    [12, 12, 500, 200000, "144 sq in: 40000 × 5"],
    [6, 4, 50, 7500, "24 sq in: 6000 × (1 + 8/32)"],
    [3.004, 2.4137, 50, 5269, "die-cut sides priced to the hundredth: 3.00 × 2.41 = 7.23 sq in"],
  ] as [number, number, QuantityTier, number, string][])(
    "%s × %s, %s stickers → %s cents (%s)",
    (width, height, tier, cents) => {
      expect(priceCustomSizeTier(width, height, tier)).toBe(cents);
    },
  );

  const sides: number[] = [];
  for (let side = CUSTOM_SIZE_MIN_INCHES; side <= CUSTOM_SIZE_MAX_INCHES; side += CUSTOM_SIZE_STEP_INCHES)
    sides.push(side);
  const boxes = sides.flatMap((width) => sides.map((height) => ({ width, height, area: width * height })));
  boxes.sort((a, b) => a.area - b.area);

  it("never falls as the bounding box's area grows, in any tier (every custom size)", () => {
    for (const tier of QUANTITY_TIERS) {
      for (let i = 1; i < boxes.length; i++) {
        const smaller = boxes[i - 1]!;
        const larger = boxes[i]!;
        const before = priceCustomSizeTier(smaller.width, smaller.height, tier);
        const after = priceCustomSizeTier(larger.width, larger.height, tier);
        if (after < before)
          throw new Error(`${tier}: ${larger.width}×${larger.height} < ${smaller.width}×${smaller.height}`);
      }
    }
  });

  it("never falls from one quantity tier to the next (every custom size)", () => {
    for (const { width, height } of boxes) {
      const table = buildCustomPriceTable(width, height);
      for (let i = 1; i < QUANTITY_TIERS.length; i++) {
        expect(table[QUANTITY_TIERS[i]!]).toBeGreaterThanOrEqual(table[QUANTITY_TIERS[i - 1]!]);
      }
    }
  });

  it('is the 2" table up to 4 sq in and the 4" table at 16 sq in, in every tier', () => {
    expect(buildCustomPriceTable(1.5, 2.5)).toEqual(PRICE_TABLES['2"']);
    expect(buildCustomPriceTable(4, 4)).toEqual(PRICE_TABLES['4"']);
  });
});
