import type { CatalogueSize, PriceGrid } from "@/lib/domain/catalogue";
import { listRisingUnitPrices } from "./list-rising-unit-prices";

/**
 * What the owner is told but may keep: a unit price that rises with the quantity (the spec's 3" circle
 * from 300 to 400 stickers), one line per cell, in the sizes' order.
 */
export function listPriceGridWarnings(grid: PriceGrid, sizes: readonly Pick<CatalogueSize, "id" | "name">[]): string[] {
  return listRisingUnitPrices(
    grid.quantities,
    sizes.map((size) => ({ name: size.name, totals: grid.totalsBySizeId[size.id] })),
    "sticker",
  );
}
