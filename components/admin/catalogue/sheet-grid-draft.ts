import type { EditableSheetGrid } from "@/lib/client/admin-types";
import { cellsOfRows, totalsOfRow, type GridDraft } from "./price-grid-draft";

// The sheets' grid (#39) as the owner edits it, before "Save sheet prices" sends it whole: a GridDraft
// whose rows are the sheet sizes (no corner fee: a sheet's corners cost the sticker grid's fee).

export function draftOfSheetGrid(grid: EditableSheetGrid): GridDraft {
  const rows = grid.tables.map((table) => ({ id: table.sheetSizeId, totals: table.totals }));
  return { quantities: [...grid.quantities], cells: cellsOfRows(grid.quantities, rows) };
}

/** PUT /api/admin/catalogue/sheet-prices' body: every sheet size in the given order, one total per tier. */
export function sheetGridOfDraft(draft: GridDraft, sheetSizeIds: readonly number[]): EditableSheetGrid {
  return {
    quantities: [...draft.quantities],
    tables: sheetSizeIds.map((sheetSizeId) => ({ sheetSizeId, totals: totalsOfRow(draft, sheetSizeId) })),
  };
}

/** Whether anything in the sheets' grid differs from what is saved. */
export function isSheetDraftChanged(draft: GridDraft, saved: GridDraft, sheetSizeIds: readonly number[]): boolean {
  return (
    JSON.stringify(sheetGridOfDraft(draft, sheetSizeIds)) !== JSON.stringify(sheetGridOfDraft(saved, sheetSizeIds))
  );
}
