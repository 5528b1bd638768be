import type { EditablePriceGrid } from "@/lib/client/admin-types";
import { formatQuantity } from "./catalogue-format";

// A price grid as the owner edits it at /admin/catalogue, before "Save prices" sends it whole: cells are
// kept by row id (a size's, or a sheet size's in the sheets' grid, #39) and quantity, so adding or
// removing a tier never shifts another tier's prices.

export type GridDraft = {
  /** Increasing. */
  quantities: number[];
  /** row id → quantity → the total as typed (dollars). */
  cells: Record<number, Record<number, string>>;
};

/** The sticker grid's draft: its cells and the corner fee. */
export type PriceGridDraft = GridDraft & { roundedCornersFee: string };

/** The cells of rows of totals (one per tier, in `quantities` order), by row id and quantity. */
export function cellsOfRows(
  quantities: readonly number[],
  rows: readonly { id: number; totals: readonly string[] }[],
): GridDraft["cells"] {
  const cells: GridDraft["cells"] = {};
  for (const { id, totals } of rows) {
    const row: Record<number, string> = {};
    quantities.forEach((quantity, index) => {
      row[quantity] = totals[index] ?? "";
    });
    cells[id] = row;
  }
  return cells;
}

export function draftOfGrid(grid: EditablePriceGrid): PriceGridDraft {
  const rows = grid.tables.map((table) => ({ id: table.sizeId, totals: table.totals }));
  return {
    quantities: [...grid.quantities],
    cells: cellsOfRows(grid.quantities, rows),
    roundedCornersFee: grid.roundedCornersFee,
  };
}

export function readCell(draft: GridDraft, rowId: number, quantity: number): string {
  return draft.cells[rowId]?.[quantity] ?? "";
}

export function setCell<D extends GridDraft>(draft: D, rowId: number, quantity: number, text: string): D {
  return { ...draft, cells: { ...draft.cells, [rowId]: { ...draft.cells[rowId], [quantity]: text } } };
}

/** A new tier, in its place among the others (its cells empty); an error text when it cannot be added. */
export function addTier<D extends GridDraft>(draft: D, quantity: number): D | { error: string } {
  if (draft.quantities.includes(quantity)) return { error: `There is already a ${formatQuantity(quantity)} tier.` };
  const quantities = [...draft.quantities, quantity].sort((a, b) => a - b);
  return { ...draft, quantities };
}

/** The grid without one tier (its cells are dropped when saved). */
export function removeTier<D extends GridDraft>(draft: D, quantity: number): D {
  return { ...draft, quantities: draft.quantities.filter((tier) => tier !== quantity) };
}

/** "60" → "60.00", " 90.5 " → "90.50"; anything else is sent as typed, for the server to name. */
export function normaliseDollars(text: string): string {
  const trimmed = text.trim().replace(/^\$/, "");
  if (!/^\d+(?:\.\d{1,2})?$/.test(trimmed)) return trimmed;
  return Number(trimmed).toFixed(2);
}

/** One row's totals as sent: one per tier, in the tiers' order. */
export function totalsOfRow(draft: GridDraft, rowId: number): string[] {
  return draft.quantities.map((quantity) => normaliseDollars(readCell(draft, rowId, quantity)));
}

/** PUT /api/admin/catalogue/prices' body: every size in the given order, one total per tier. */
export function gridOfDraft(draft: PriceGridDraft, sizeIds: readonly number[]): EditablePriceGrid {
  return {
    quantities: [...draft.quantities],
    tables: sizeIds.map((sizeId) => ({ sizeId, totals: totalsOfRow(draft, sizeId) })),
    roundedCornersFee: normaliseDollars(draft.roundedCornersFee),
  };
}

/** Whether a cell differs from what is saved (a cell of a new tier always does). */
export function isCellChanged(draft: GridDraft, saved: GridDraft, rowId: number, quantity: number): boolean {
  if (!saved.quantities.includes(quantity)) return true;
  return normaliseDollars(readCell(draft, rowId, quantity)) !== normaliseDollars(readCell(saved, rowId, quantity));
}

/** Whether anything in the grid differs from what is saved. */
export function isDraftChanged(draft: PriceGridDraft, saved: PriceGridDraft, sizeIds: readonly number[]): boolean {
  return JSON.stringify(gridOfDraft(draft, sizeIds)) !== JSON.stringify(gridOfDraft(saved, sizeIds));
}
