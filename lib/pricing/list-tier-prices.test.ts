import { buildCustomPriceTable } from "./price-custom-size";
import { listTierPrices } from "./list-tier-prices";
import { PRICE_TABLES, QUANTITY_TIERS } from "./price-table";

const totals = (rows: ReturnType<typeof listTierPrices>) => rows.map((row) => row.totalPriceCents);

describe("listTierPrices", () => {
  it("gives a standard size its spec table, tier by tier", () => {
    const rows = listTierPrices(
      { sizeId: 5, sizeName: '3" circle', shape: "circle", widthInches: 3, heightInches: 3 },
      false,
    );
    expect(rows.map((row) => row.quantity)).toEqual([...QUANTITY_TIERS]);
    expect(totals(rows)).toEqual(QUANTITY_TIERS.map((tier) => PRICE_TABLES['3" circle'][tier]));
    expect(rows[1]).toEqual({ quantity: 100, unitPriceCents: 92, totalPriceCents: 9200 });
  });

  it("prices a custom size equal to a standard one (turned) at the standard price, not by the custom rule", () => {
    const rows = listTierPrices(
      { sizeId: null, sizeName: 'Square 4" × 2"', shape: "square", widthInches: 4, heightInches: 2 },
      false,
    );
    expect(totals(rows)).toEqual(QUANTITY_TIERS.map((tier) => PRICE_TABLES["2x4"][tier]));
    expect(totals(rows)).not.toEqual(Object.values(buildCustomPriceTable(4, 2)));
  });

  it("prices other custom sizes and die-cut bounding boxes by the custom rule", () => {
    const table = buildCustomPriceTable(3, 2.41);
    const rows = listTierPrices(
      { sizeId: null, sizeName: 'Die-cut 3" × 2.41"', shape: "die-cut", widthInches: 3, heightInches: 2.41 },
      false,
    );
    expect(totals(rows)).toEqual(QUANTITY_TIERS.map((tier) => table[tier]));
  });

  it("adds 5 cents per sticker for rounded corners, in every tier", () => {
    const plain = listTierPrices(
      { sizeId: null, sizeName: 'Square 2.5" × 3"', shape: "square", widthInches: 2.5, heightInches: 3 },
      false,
    );
    const rounded = listTierPrices(
      { sizeId: null, sizeName: 'Square 2.5" × 3"', shape: "square", widthInches: 2.5, heightInches: 3 },
      true,
    );
    rounded.forEach((row, index) =>
      expect(row.totalPriceCents - (plain[index]?.totalPriceCents ?? 0)).toBe(5 * row.quantity),
    );
  });
});
