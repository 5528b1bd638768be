import type { CatalogueSize, PriceGrid } from "@/lib/domain/catalogue";
import { describePriceCell } from "./describe-price-cell";

/** A unit price in dollars with up to four decimals: 7733.33… cents per 100 → "$0.7733". */
function formatUnitPrice(totalCents: number, quantity: number): string {
  return `$${Number((totalCents / quantity / 100).toFixed(4))}`;
}

/**
 * What the owner is told but may keep: a unit price that rises with the quantity (the spec's 3" circle
 * from 300 to 400 stickers), one line per cell, in the sizes' order.
 */
export function listPriceGridWarnings(grid: PriceGrid, sizes: readonly Pick<CatalogueSize, "id" | "name">[]): string[] {
  const warnings: string[] = [];
  for (const size of sizes) {
    const totals = grid.totalsBySizeId[size.id];
    if (!totals) continue;
    for (let index = 1; index < grid.quantities.length; index++) {
      const quantity = grid.quantities[index]!;
      const previousQuantity = grid.quantities[index - 1]!;
      const total = totals[index]!;
      const previousTotal = totals[index - 1]!;
      // total / quantity > previousTotal / previousQuantity, in whole numbers.
      if (total * previousQuantity > previousTotal * quantity) {
        warnings.push(
          `${describePriceCell(size.name, quantity)}: ${formatUnitPrice(total, quantity)} a sticker, more than the ` +
            `${formatUnitPrice(previousTotal, previousQuantity)} a sticker of ${previousQuantity.toLocaleString("en-US")} stickers`,
        );
      }
    }
  }
  return warnings;
}
