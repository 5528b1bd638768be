import type { SheetGrid } from "@/lib/domain/catalogue";
import { GridProblem } from "./grid-problem";
import { listSheetGridWarnings, type SheetGridWarningSize } from "./list-sheet-grid-warnings";
import { readGridQuantities } from "./read-grid-quantities";
import { readGridTotals } from "./read-grid-totals";

/** The sheets' grid as PUT /api/admin/catalogue/sheet-prices sends it: amounts are decimal strings ("22.00"). */
export type SheetGridInput = {
  quantities: readonly number[];
  tables: readonly { sheetSizeId: number; totals: readonly (string | null | undefined)[] }[];
};

export type SheetGridCheck = { ok: true; grid: SheetGrid; warnings: string[] } | { ok: false; message: string };

function refuse(message: string): never {
  throw new GridProblem(message);
}

/**
 * Checks the sheets' whole grid (#39) against the shop's sheet sizes (every one, retired ones included:
 * their orders and reorders are priced from it) and turns it into cents, as validatePriceGrid checks the
 * sticker grid. Refused, naming the first problem and its cell ('5.5" × 8.5", 25 sheets: …'): a tier that
 * is not a positive whole number or does not increase, a missing, malformed or negative total, a total
 * that falls as the quantity grows, a table for an unknown sheet size or none for a known one. Warnings
 * only: a unit price that rises with the quantity, a larger sheet cheaper than a smaller one it holds.
 */
export function validateSheetGrid(input: SheetGridInput, sheets: readonly SheetGridWarningSize[]): SheetGridCheck {
  try {
    const quantities = readGridQuantities(input.quantities, "sheet");
    const known = new Map(sheets.map((sheet) => [sheet.id, sheet]));
    const sent = new Map<number, SheetGridInput["tables"][number]>();
    for (const table of input.tables) {
      if (!known.has(table.sheetSizeId)) refuse(`There is no sheet size with id ${table.sheetSizeId}.`);
      if (sent.has(table.sheetSizeId)) refuse(`${known.get(table.sheetSizeId)!.name}: its prices are sent twice.`);
      sent.set(table.sheetSizeId, table);
    }
    const totalsBySheetSizeId: Record<number, number[]> = {};
    for (const sheet of sheets) {
      const table = sent.get(sheet.id);
      if (!table)
        refuse(`${sheet.name}: its prices are missing (every sheet size needs one per tier, retired ones too).`);
      totalsBySheetSizeId[sheet.id] = readGridTotals(sheet.name, table.totals, quantities, "sheet");
    }
    const grid: SheetGrid = { quantities, totalsBySheetSizeId };
    return { ok: true, grid, warnings: listSheetGridWarnings(grid, sheets) };
  } catch (error) {
    if (error instanceof GridProblem) return { ok: false, message: error.message };
    throw error;
  }
}
