import type { CatalogueSheetSize, SheetGrid } from "@/lib/domain/catalogue";
import { formatCents } from "@/lib/money/format-cents";

/** The sheets' grid (#39) as GET /api/admin/catalogue answers it and PUT …/sheet-prices takes it: amounts as decimal strings. */
export type SheetGridDto = {
  quantities: number[];
  tables: { sheetSizeId: number; totals: string[] }[];
};

/** Presents the sheets' grid in the sheet sizes' order (every one, retired ones included). */
export function presentSheetGrid(grid: SheetGrid, sheets: readonly Pick<CatalogueSheetSize, "id">[]): SheetGridDto {
  return {
    quantities: [...grid.quantities],
    tables: sheets.map((sheet) => ({
      sheetSizeId: sheet.id,
      totals: (grid.totalsBySheetSizeId[sheet.id] ?? []).map(formatCents),
    })),
  };
}
