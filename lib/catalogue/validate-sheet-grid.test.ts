import { DEFAULT_SHEET_QUANTITIES, SHEET_SIZES } from "../../scripts/lib/default-catalogue.mjs";
import { formatCents } from "@/lib/money/format-cents";
import type { SheetGridWarningSize } from "./list-sheet-grid-warnings";
import { validateSheetGrid, type SheetGridInput } from "./validate-sheet-grid";

// The seeded sheet sizes with ids 1…3 in their order: 4" × 6", 5.5" × 8.5", 8.5" × 11".
const SHEETS: SheetGridWarningSize[] = SHEET_SIZES.map((sheet, index) => ({
  id: index + 1,
  name: sheet.name,
  widthInches: sheet.widthInches,
  heightInches: sheet.heightInches,
  active: true,
}));

type EditableGrid = { quantities: number[]; tables: { sheetSizeId: number; totals: (string | null | undefined)[] }[] };

function seededGrid(): EditableGrid {
  return {
    quantities: [...DEFAULT_SHEET_QUANTITIES],
    tables: SHEET_SIZES.map((sheet, index) => ({ sheetSizeId: index + 1, totals: sheet.totalsCents.map(formatCents) })),
  };
}

/** The seeded grid with one change made by `edit`. */
function gridWith(edit: (grid: EditableGrid) => void): SheetGridInput {
  const grid = seededGrid();
  edit(grid);
  return grid;
}

describe("validateSheetGrid", () => {
  it("accepts the seeded grid as it is, in cents, without a warning", () => {
    expect(validateSheetGrid(seededGrid(), SHEETS)).toEqual({
      ok: true,
      grid: {
        quantities: [10, 25, 50, 100],
        totalsBySheetSizeId: {
          1: [2200, 4000, 6500, 11000],
          2: [3000, 5500, 9000, 15000],
          3: [4200, 8000, 13000, 22000],
        },
      },
      warnings: [],
    });
  });

  it.each<[string, SheetGridInput, readonly SheetGridWarningSize[], string[]]>([
    [
      "a 5 and a 250 tier",
      gridWith((grid) => {
        grid.quantities = [5, ...grid.quantities, 250];
        const added = [
          ["12.00", "250.00"],
          ["16.00", "350.00"],
          ["22.00", "500.00"],
        ];
        grid.tables.forEach((table, index) => (table.totals = [added[index]![0], ...table.totals, added[index]![1]]));
      }),
      SHEETS,
      [],
    ],
    ["the tables in another order than the sheets", gridWith((grid) => grid.tables.reverse()), SHEETS, []],
    ["free sheets", gridWith((grid) => (grid.tables[0]!.totals = ["0", "0", "0", "0"])), SHEETS, []],
    [
      "equal totals in the last two tiers (the unit price falls)",
      gridWith((grid) => (grid.tables[0]!.totals[3] = "65.00")),
      SHEETS,
      [],
    ],
    [
      "a unit price that rises with the quantity, as a warning",
      gridWith((grid) => (grid.tables[1]!.totals[1] = "80.00")),
      SHEETS,
      ['5.5" × 8.5", 25 sheets: $3.2 a sheet, more than the $3 a sheet of 10 sheets'],
    ],
    [
      "a larger sheet cheaper than a smaller one it holds, as a warning",
      gridWith((grid) => (grid.tables[2]!.totals = ["29.00", "55.00", "90.00", "150.00"])),
      SHEETS,
      ['8.5" × 11", 10 sheets: $29.00, less than the $30.00 of the smaller 5.5" × 8.5"'],
    ],
    [
      "a larger sheet cheaper than a turned smaller one",
      gridWith((grid) => (grid.tables[1]!.totals = ["21.00", "40.00", "65.00", "110.00"])),
      SHEETS.map((sheet) => (sheet.id === 1 ? { ...sheet, widthInches: 6, heightInches: 4 } : sheet)),
      ['5.5" × 8.5", 10 sheets: $21.00, less than the $22.00 of the smaller 4" × 6"'],
    ],
    [
      "a retired sheet cheaper than a smaller one (no longer sold: no warning)",
      gridWith((grid) => (grid.tables[2]!.totals = ["29.00", "55.00", "90.00", "150.00"])),
      SHEETS.map((sheet) => (sheet.id === 3 ? { ...sheet, active: false } : sheet)),
      [],
    ],
    [
      "a wider but shorter sheet cheaper (it does not hold the other)",
      gridWith((grid) => (grid.tables[1]!.totals = ["20.00", "39.00", "64.00", "109.00"])),
      SHEETS.map((sheet) => (sheet.id === 2 ? { ...sheet, widthInches: 12, heightInches: 3 } : sheet)),
      [],
    ],
  ])("accepts %s", (_label, input, sheets, warnings) => {
    const check = validateSheetGrid(input, sheets);
    expect(check.ok && check.warnings).toEqual(warnings);
  });

  it.each<[string, SheetGridInput, string]>([
    ["no tiers", gridWith((grid) => (grid.quantities = [])), "Add at least one sheet tier."],
    [
      "21 tiers",
      gridWith((grid) => (grid.quantities = Array.from({ length: 21 }, (_, index) => index + 1))),
      "At most 20 sheet tiers.",
    ],
    ["a tier of 0", gridWith((grid) => (grid.quantities[0] = 0)), "Sheet tier 1 (0): must be a positive whole number."],
    [
      "a fractional tier",
      gridWith((grid) => (grid.quantities[1] = 25.5)),
      "Sheet tier 2 (25.5): must be a positive whole number.",
    ],
    [
      "tiers out of order",
      gridWith((grid) => (grid.quantities = [10, 50, 25, 100])),
      "Sheet tier 3 (25): the tiers must increase, and it follows 50.",
    ],
    [
      "a tier twice",
      gridWith((grid) => (grid.quantities = [10, 25, 25, 100])),
      "Sheet tier 3 (25): the tiers must increase, and it follows 25.",
    ],
    [
      "a tier too large",
      gridWith((grid) => (grid.quantities[3] = 2_000_000)),
      "Sheet tier 4 (2000000): must be at most 1,000,000.",
    ],
    [
      "a missing price",
      gridWith((grid) => (grid.tables[1]!.totals[1] = " ")),
      '5.5" × 8.5", 25 sheets: the price is missing.',
    ],
    [
      "a null price",
      gridWith((grid) => (grid.tables[1]!.totals[1] = null)),
      '5.5" × 8.5", 25 sheets: the price is missing.',
    ],
    [
      "a table shorter than the tiers",
      gridWith((grid) => (grid.tables[2]!.totals = grid.tables[2]!.totals.slice(0, 3))),
      '8.5" × 11", 100 sheets: the price is missing.',
    ],
    [
      "a table longer than the tiers",
      gridWith((grid) => grid.tables[2]!.totals.push("300.00")),
      '8.5" × 11": 5 prices for 4 sheet tiers.',
    ],
    [
      "a negative price",
      gridWith((grid) => (grid.tables[0]!.totals[0] = "-1.00")),
      '4" × 6", 10 sheets: the price cannot be negative.',
    ],
    [
      "a price that is not an amount",
      gridWith((grid) => (grid.tables[0]!.totals[0] = "22.005")),
      '4" × 6", 10 sheets: "22.005" is not an amount of dollars like 12.50.',
    ],
    [
      "a price too large",
      gridWith((grid) => (grid.tables[0]!.totals[3] = "1000000.01")),
      '4" × 6", 100 sheets: at most $1,000,000.00.',
    ],
    [
      "a total that falls as the quantity grows",
      gridWith((grid) => (grid.tables[1]!.totals[2] = "54.99")),
      '5.5" × 8.5", 50 sheets: $54.99 is less than the $55.00 of 25 sheets; a total cannot fall as the quantity grows.',
    ],
    [
      "a sheet size without prices (a retired one too)",
      gridWith((grid) => grid.tables.splice(1, 1)),
      '5.5" × 8.5": its prices are missing (every sheet size needs one per tier, retired ones too).',
    ],
    [
      "an unknown sheet size",
      gridWith((grid) => (grid.tables[0]!.sheetSizeId = 99)),
      "There is no sheet size with id 99.",
    ],
    [
      "a sheet size twice",
      gridWith((grid) => (grid.tables[1]!.sheetSizeId = 1)),
      '4" × 6": its prices are sent twice.',
    ],
  ])("refuses %s, naming it", (_label, input, message) => {
    expect(validateSheetGrid(input, SHEETS)).toEqual({ ok: false, message });
  });
});
