import type { CatalogueSize, PriceGrid } from "@/lib/domain/catalogue";
import { formatCents } from "@/lib/money/format-cents";

/** The grid as GET /api/admin/catalogue answers it and PUT …/prices takes it: amounts as decimal strings. */
export type PriceGridDto = {
  quantities: number[];
  tables: { sizeId: number; totals: string[] }[];
  roundedCornersFee: string;
};

/** Presents the grid in the sizes' order (every size, retired ones included). */
export function presentPriceGrid(grid: PriceGrid, sizes: readonly Pick<CatalogueSize, "id">[]): PriceGridDto {
  return {
    quantities: [...grid.quantities],
    tables: sizes.map((size) => ({ sizeId: size.id, totals: (grid.totalsBySizeId[size.id] ?? []).map(formatCents) })),
    roundedCornersFee: formatCents(grid.roundedCornersFeeCents),
  };
}
