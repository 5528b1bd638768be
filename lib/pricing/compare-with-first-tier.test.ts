import { compareWithBaseTier } from "./__fixtures__/spec-price-tables";
import { compareWithFirstTier } from "./compare-with-first-tier";

describe("compareWithFirstTier", () => {
  it.each([
    // first tier quantity, its total, quantity, total, percent: why
    [50, 5000, 500, 36000, 28, "1 − 36000 / 50000 = 28 %"],
    [50, 5000, 50, 5000, 0, "the first tier saves nothing"],
    [50, 5000, 100, 10_100, 0, "a price above the baseline shows no label"],
    [25, 3000, 100, 9000, 25, "a first tier of 25: baseline 3000 × 4 = 12000"],
    [50, 5000, 1000, 64_800, 35, "a 1,000 tier: 1 − 64800 / 100000 = 35.2 %"],
    [50, 6000, 150, 17_100, 5, "1 − 17100 / 18000 = 5 % exactly"],
    [50, 4000, 60, 4620, 4, "1 − 4620 / 4800 = 3.75 %, half up to 4"],
  ])(
    "first %i at %i, %i for %i → %i %% (%s)",
    (firstTierQuantity, firstTierCents, quantity, totalPriceCents, percent) => {
      expect(compareWithFirstTier({ firstTierQuantity, firstTierCents, quantity, totalPriceCents })).toBe(percent);
    },
  );

  it("agrees with compareWithBaseTier whenever the first tier is the spec's 50", () => {
    for (const [base, quantity, total] of [
      [5000, 500, 36000],
      [6000, 150, 17100],
      [4000, 60, 4620],
      [5542, 300, 24188],
      [5000, 100, 10100],
    ] as const)
      expect(
        compareWithFirstTier({ firstTierQuantity: 50, firstTierCents: base, quantity, totalPriceCents: total }),
      ).toBe(compareWithBaseTier(base, total, quantity));
  });
});
