import type { EditablePriceGrid } from "@/lib/client/admin-types";
import { formatQuantity } from "./catalogue-format";

// The price grid as the owner edits it at /admin/catalogue, before "Save prices" sends it whole: cells
// are kept by size id and quantity, so adding or removing a tier never shifts another tier's prices.

export type PriceGridDraft = {
  /** Increasing. */
  quantities: number[];
  /** sizeId → quantity → the total as typed (dollars). */
  cells: Record<number, Record<number, string>>;
  roundedCornersFee: string;
};

export function draftOfGrid(grid: EditablePriceGrid): PriceGridDraft {
  const cells: PriceGridDraft["cells"] = {};
  for (const table of grid.tables) {
    const row: Record<number, string> = {};
    grid.quantities.forEach((quantity, index) => {
      row[quantity] = table.totals[index] ?? "";
    });
    cells[table.sizeId] = row;
  }
  return { quantities: [...grid.quantities], cells, roundedCornersFee: grid.roundedCornersFee };
}

export function readCell(draft: PriceGridDraft, sizeId: number, quantity: number): string {
  return draft.cells[sizeId]?.[quantity] ?? "";
}

export function setCell(draft: PriceGridDraft, sizeId: number, quantity: number, text: string): PriceGridDraft {
  return { ...draft, cells: { ...draft.cells, [sizeId]: { ...draft.cells[sizeId], [quantity]: text } } };
}

/** A new tier, in its place among the others (its cells empty); an error text when it cannot be added. */
export function addTier(draft: PriceGridDraft, quantity: number): PriceGridDraft | { error: string } {
  if (draft.quantities.includes(quantity)) return { error: `There is already a ${formatQuantity(quantity)} tier.` };
  const quantities = [...draft.quantities, quantity].sort((a, b) => a - b);
  return { ...draft, quantities };
}

/** The grid without one tier (its cells are dropped when saved). */
export function removeTier(draft: PriceGridDraft, quantity: number): PriceGridDraft {
  return { ...draft, quantities: draft.quantities.filter((tier) => tier !== quantity) };
}

/** "60" → "60.00", " 90.5 " → "90.50"; anything else is sent as typed, for the server to name. */
export function normaliseDollars(text: string): string {
  const trimmed = text.trim().replace(/^\$/, "");
  if (!/^\d+(?:\.\d{1,2})?$/.test(trimmed)) return trimmed;
  return Number(trimmed).toFixed(2);
}

/** PUT /api/admin/catalogue/prices' body: every size in the given order, one total per tier. */
export function gridOfDraft(draft: PriceGridDraft, sizeIds: readonly number[]): EditablePriceGrid {
  return {
    quantities: [...draft.quantities],
    tables: sizeIds.map((sizeId) => ({
      sizeId,
      totals: draft.quantities.map((quantity) => normaliseDollars(readCell(draft, sizeId, quantity))),
    })),
    roundedCornersFee: normaliseDollars(draft.roundedCornersFee),
  };
}

/** Whether a cell differs from what is saved (a cell of a new tier always does). */
export function isCellChanged(draft: PriceGridDraft, saved: PriceGridDraft, sizeId: number, quantity: number): boolean {
  if (!saved.quantities.includes(quantity)) return true;
  return normaliseDollars(readCell(draft, sizeId, quantity)) !== normaliseDollars(readCell(saved, sizeId, quantity));
}

/** Whether anything in the grid differs from what is saved. */
export function isDraftChanged(draft: PriceGridDraft, saved: PriceGridDraft, sizeIds: readonly number[]): boolean {
  return JSON.stringify(gridOfDraft(draft, sizeIds)) !== JSON.stringify(gridOfDraft(saved, sizeIds));
}
