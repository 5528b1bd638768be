import { DEFAULT_QUANTITIES, STICKER_SIZES } from "../../scripts/lib/default-catalogue.mjs";
import { formatCents } from "@/lib/money/format-cents";
import { validatePriceGrid, type PriceGridInput, type PriceGridSize } from "./validate-price-grid";

// The spec's sizes with ids 1…5 in its order: 2" (small anchor), 3" square, 4" (large anchor), 2x4, 3" circle.
const SIZES: PriceGridSize[] = STICKER_SIZES.map((size, index) => ({
  id: index + 1,
  name: size.name,
  anchor: size.anchor,
}));

type EditableGrid = {
  quantities: number[];
  tables: { sizeId: number; totals: (string | null | undefined)[] }[];
  roundedCornersFee: string;
};

function specGrid(): EditableGrid {
  return {
    quantities: [...DEFAULT_QUANTITIES],
    tables: STICKER_SIZES.map((size, index) => ({ sizeId: index + 1, totals: size.totalsCents.map(formatCents) })),
    roundedCornersFee: "0.05",
  };
}

/** The spec's grid with one change made by `edit`. */
function gridWith(edit: (grid: EditableGrid) => void): PriceGridInput {
  const grid = specGrid();
  edit(grid);
  return grid;
}

const SPEC_CIRCLE_WARNING =
  '3" circle, 400 stickers: $0.775 a sticker, more than the $0.7733 a sticker of 300 stickers';

describe("validatePriceGrid", () => {
  it("accepts the spec's grid as it is, in cents, warning only of the 3\" circle's 300 → 400 unit price", () => {
    const check = validatePriceGrid(specGrid(), SIZES);
    expect(check).toEqual({
      ok: true,
      grid: {
        quantities: [50, 100, 150, 200, 300, 400, 500],
        totalsBySizeId: Object.fromEntries(STICKER_SIZES.map((size, index) => [index + 1, size.totalsCents])),
        roundedCornersFeeCents: 5,
      },
      warnings: [SPEC_CIRCLE_WARNING],
    });
  });

  it.each<[string, PriceGridInput, string[]]>([
    [
      "a 1,000 tier and a smaller first tier",
      gridWith((grid) => {
        grid.quantities = [25, ...grid.quantities, 1000];
        grid.tables.forEach((table) => (table.totals = ["30", ...table.totals, "700.00"]));
      }),
      [SPEC_CIRCLE_WARNING],
    ],
    ["a free corner fee", gridWith((grid) => (grid.roundedCornersFee = "0")), [SPEC_CIRCLE_WARNING]],
    [
      "equal totals in two tiers (unit price falls)",
      gridWith((grid) => (grid.tables[1]!.totals[6] = "300.00")),
      [SPEC_CIRCLE_WARNING],
    ],
    [
      'the 4" equal to the 2"',
      gridWith((grid) => (grid.tables[2]!.totals = grid.tables[0]!.totals)),
      [SPEC_CIRCLE_WARNING],
    ],
    ["the tables in another order than the sizes", gridWith((grid) => grid.tables.reverse()), [SPEC_CIRCLE_WARNING]],
    [
      "a second rising unit price",
      gridWith((grid) => (grid.tables[1]!.totals[1] = "101.00")),
      ['3" square, 100 stickers: $1.01 a sticker, more than the $1 a sticker of 50 stickers', SPEC_CIRCLE_WARNING],
    ],
  ])("accepts %s", (_label, input, warnings) => {
    const check = validatePriceGrid(input, SIZES);
    expect(check.ok && check.warnings).toEqual(warnings);
  });

  it.each<[string, PriceGridInput, string]>([
    ["no tiers", gridWith((grid) => (grid.quantities = [])), "Add at least one quantity tier."],
    [
      "a tier of 0",
      gridWith((grid) => (grid.quantities[0] = 0)),
      "Quantity tier 1 (0): must be a positive whole number.",
    ],
    [
      "a negative tier",
      gridWith((grid) => (grid.quantities[0] = -50)),
      "Quantity tier 1 (-50): must be a positive whole number.",
    ],
    [
      "a fractional tier",
      gridWith((grid) => (grid.quantities[1] = 100.5)),
      "Quantity tier 2 (100.5): must be a positive whole number.",
    ],
    [
      "tiers out of order",
      gridWith((grid) => (grid.quantities = [50, 150, 100, 200, 300, 400, 500])),
      "Quantity tier 3 (100): the tiers must increase, and it follows 150.",
    ],
    [
      "a tier twice",
      gridWith((grid) => (grid.quantities = [50, 100, 100, 200, 300, 400, 500])),
      "Quantity tier 3 (100): the tiers must increase, and it follows 100.",
    ],
    [
      "a tier too large",
      gridWith((grid) => (grid.quantities[6] = 2_000_000)),
      "Quantity tier 7 (2000000): must be at most 1,000,000.",
    ],
    [
      "a missing price",
      gridWith((grid) => (grid.tables[1]!.totals[1] = "")),
      '3" square, 100 stickers: the price is missing.',
    ],
    [
      "a null price",
      gridWith((grid) => (grid.tables[1]!.totals[1] = null)),
      '3" square, 100 stickers: the price is missing.',
    ],
    [
      "a table shorter than the tiers",
      gridWith((grid) => (grid.tables[4]!.totals = grid.tables[4]!.totals.slice(0, 6))),
      '3" circle, 500 stickers: the price is missing.',
    ],
    [
      "a table longer than the tiers",
      gridWith((grid) => grid.tables[3]!.totals.push("400.00")),
      "2x4: 8 prices for 7 quantity tiers.",
    ],
    [
      "a negative price",
      gridWith((grid) => (grid.tables[1]!.totals[0] = "-1.00")),
      '3" square, 50 stickers: the price cannot be negative.',
    ],
    [
      "a price that is not an amount",
      gridWith((grid) => (grid.tables[1]!.totals[0] = "12.345")),
      '3" square, 50 stickers: "12.345" is not an amount of dollars like 12.50.',
    ],
    [
      "a price too large",
      gridWith((grid) => (grid.tables[1]!.totals[6] = "2000000")),
      '3" square, 500 stickers: at most $1,000,000.00.',
    ],
    [
      "a total that falls as the quantity grows",
      gridWith((grid) => (grid.tables[1]!.totals[2] = "89.99")),
      '3" square, 150 stickers: $89.99 is less than the $90.00 of 100 stickers; a total cannot fall as the quantity grows.',
    ],
    [
      'the 4" below the 2" in one tier',
      gridWith((grid) => (grid.tables[2]!.totals[1] = "84.99")),
      '4", 100 stickers: $84.99 is less than the 2"\'s $85.00; the 4" cannot cost less than the 2".',
    ],
    [
      "a size without prices (a retired one too)",
      gridWith((grid) => grid.tables.splice(3, 1)),
      "2x4: its prices are missing (every size needs one per tier, retired ones too).",
    ],
    ["an unknown size", gridWith((grid) => (grid.tables[0]!.sizeId = 99)), "There is no size with id 99."],
    ["a size twice", gridWith((grid) => (grid.tables[1]!.sizeId = 1)), '2": its prices are sent twice.'],
    [
      "a negative corner fee",
      gridWith((grid) => (grid.roundedCornersFee = "-0.05")),
      "Rounded-corners fee: the price cannot be negative.",
    ],
    [
      "a corner fee above $10",
      gridWith((grid) => (grid.roundedCornersFee = "10.01")),
      "Rounded-corners fee: at most $10.00.",
    ],
  ])("refuses %s, naming it", (_label, input, message) => {
    expect(validatePriceGrid(input, SIZES)).toEqual({ ok: false, message });
  });
});
