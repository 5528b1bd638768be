import {
  DEFAULT_PRICE_TABLE_SIZE,
  MINIMUM_QUANTITY,
  QUANTITY_TIERS,
  ROUNDED_CORNERS_CENTS_PER_STICKER,
  findKnownSizeName,
  findTierQuantity,
  getPriceTable,
  normalizeSizeName,
} from "./price-table";

describe("constants", () => {
  it("has the spec tiers, minimum and surcharge", () => {
    expect(QUANTITY_TIERS).toEqual([50, 100, 150, 200, 300, 400, 500]);
    expect(MINIMUM_QUANTITY).toBe(50);
    expect(ROUNDED_CORNERS_CENTS_PER_STICKER).toBe(5);
    expect(DEFAULT_PRICE_TABLE_SIZE).toBe('2"');
  });
});

describe("getPriceTable", () => {
  it.each([
    ['3" circle', [5000, 9200, 13200, 16800, 23200, 31000, 37000]],
    ['3" square', [5000, 9000, 13000, 16500, 22500, 30000, 36000]],
    ['2"', [5000, 8500, 12000, 15000, 22500, 28000, 35000]],
    ['4"', [6000, 10000, 14000, 17500, 25500, 34000, 40000]],
    ["2x4", [5500, 9500, 13500, 17000, 24000, 32000, 38000]],
    // Unknown sizes use the 2" table.
    ['5"', [5000, 8500, 12000, 15000, 22500, 28000, 35000]],
    ["weird", [5000, 8500, 12000, 15000, 22500, 28000, 35000]],
    ["", [5000, 8500, 12000, 15000, 22500, 28000, 35000]],
    // Tolerated spelling differences.
    ['  3" CIRCLE ', [5000, 9200, 13200, 16800, 23200, 31000, 37000]],
    ['3"   Square', [5000, 9000, 13000, 16500, 22500, 30000, 36000]],
    ["3\u2033 circle", [5000, 9200, 13200, 16800, 23200, 31000, 37000]],
    ["4\u201D", [6000, 10000, 14000, 17500, 25500, 34000, 40000]],
    ["2X4", [5500, 9500, 13500, 17000, 24000, 32000, 38000]],
  ])("%p", (sizeName, expectedCents) => {
    const table = getPriceTable(sizeName);
    expect(QUANTITY_TIERS.map((tier) => table[tier])).toEqual(expectedCents);
  });
});

describe("normalizeSizeName", () => {
  it.each([
    ['3" circle', '3" circle'],
    ['  3"\t CIRCLE  ', '3" circle'],
    ["3\u201D Square", '3" square'],
    ["2x4", "2x4"],
  ])("%p -> %p", (input, expected) => {
    expect(normalizeSizeName(input)).toBe(expected);
  });
});

describe("findKnownSizeName", () => {
  it.each([
    ['3" circle', '3" circle'],
    [' 2" ', '2"'],
    ["2x4", "2x4"],
    ["2 x 4", null],
    ["3 circle", null],
    ['3" circles', null],
    ['5"', null],
  ])("%p -> %p", (input, expected) => {
    expect(findKnownSizeName(input)).toBe(expected);
  });
});

describe("findTierQuantity", () => {
  it.each([
    [49, null],
    [0, null],
    [50, 50],
    [99, 50],
    [100, 100],
    [120, 100],
    [299, 200],
    [300, 300],
    [499, 400],
    [500, 500],
    [1000, 500],
  ])("%p -> %p", (quantity, expected) => {
    expect(findTierQuantity(quantity)).toBe(expected);
  });
});
