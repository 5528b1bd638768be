import { SPEC_SIZE_IDS, buildSpecCatalogue } from "./__fixtures__/spec-catalogue";
import { listCatalogueTierPrices } from "./list-catalogue-tier-prices";
import { listSpecTierPrices } from "./__fixtures__/spec-price-tables";
import { priceCatalogueLine } from "./price-catalogue-line";

const spec = buildSpecCatalogue();
const totals = (rows: { totalPriceCents: number }[]) => rows.map((row) => row.totalPriceCents);

describe("listCatalogueTierPrices", () => {
  it.each([
    [
      '3" circle',
      { sizeId: SPEC_SIZE_IDS['3" circle'], sizeName: '3" circle', shape: "circle", widthInches: 3, heightInches: 3 },
      false,
    ],
    [
      "2x4 with corners",
      { sizeId: SPEC_SIZE_IDS["2x4"], sizeName: "2x4", shape: "square", widthInches: 2, heightInches: 4 },
      true,
    ],
    [
      "custom 4 × 2 (the 2x4)",
      { sizeId: null, sizeName: 'Rectangle 4" × 2"', shape: "square", widthInches: 4, heightInches: 2 },
      false,
    ],
    [
      "custom 3.5 × 3 with corners",
      { sizeId: null, sizeName: 'Rectangle 3.5" × 3"', shape: "square", widthInches: 3.5, heightInches: 3 },
      true,
    ],
    [
      "die-cut 5 × 4.41",
      { sizeId: null, sizeName: 'Die-cut 5" × 4.41"', shape: "die-cut", widthInches: 5, heightInches: 4.41 },
      false,
    ],
  ] as const)("on the spec's defaults, is today's table for a %s", (_, sticker, roundedCorners) => {
    expect(listCatalogueTierPrices(spec, sticker, { roundedCorners })).toEqual(
      listSpecTierPrices(sticker, roundedCorners),
    );
  });

  it('lowers a capped custom size\'s tiers to the 3" square\'s (2.5" × 3.5")', () => {
    const sticker = { sizeId: null, shape: "square", widthInches: 2.5, heightInches: 3.5 } as const;
    const rows = listCatalogueTierPrices(spec, sticker, { roundedCorners: false });
    expect(rows[0]).toEqual({ quantity: 50, unitPriceCents: 100, totalPriceCents: 5000 });
    // 8.75 sq in: the custom rule gives 5395.8, 9093.8, 12791.7, 15989.6, 23687.5, 30375, 36979.2; the 3" square
    // (5000, 9000, 13000, 16500, 22500, 30000, 36000) caps all tiers but 150 and 200.
    expect(totals(rows)).toEqual([5000, 9000, 12792, 15990, 22500, 30000, 36000]);
    expect(totals(listSpecTierPrices({ ...sticker, sizeName: "" }, false))[0]).toBe(5396);
  });

  it("lists the owner's tiers, with the material and finish, each priced as the cart would", () => {
    const catalogue = buildSpecCatalogue();
    catalogue.grid.quantities.push(1000);
    for (const row of Object.values(catalogue.grid.totalsBySizeId)) row.push(row.at(-1)! * 2);
    const sticker = { sizeId: null, shape: "circle", widthInches: 5, heightInches: 5 } as const;
    const choices = { roundedCorners: false, materialId: "holographic", finishId: "matte" };
    const rows = listCatalogueTierPrices(catalogue, sticker, choices);
    expect(rows.map((row) => row.quantity)).toEqual([50, 100, 150, 200, 300, 400, 500, 1000]);
    for (const row of rows)
      expect(row).toEqual({
        quantity: row.quantity,
        ...omitTier(priceCatalogueLine(catalogue, sticker, { ...choices, quantity: row.quantity })),
      });
    // 25 sq in at 1,000: 80000 × (1 + 9/32) = 102500, × 1.3.
    expect(rows.at(-1)).toEqual({ quantity: 1000, unitPriceCents: 133, totalPriceCents: 133_250 });
  });

  it("refuses what priceCatalogueLine refuses", () => {
    const sticker = { sizeId: null, shape: "circle", widthInches: 5, heightInches: 5 } as const;
    expect(() => listCatalogueTierPrices(spec, sticker, { roundedCorners: true })).toThrow("Rounded corners");
    expect(() => listCatalogueTierPrices(spec, sticker, { roundedCorners: false, materialId: "gold" })).toThrow(
      "That material is not available.",
    );
  });
});

function omitTier({ unitPriceCents, totalPriceCents }: { unitPriceCents: number; totalPriceCents: number }) {
  return { unitPriceCents, totalPriceCents };
}
