import { describePriceCell } from "./describe-price-cell";
import type { GridUnit } from "./grid-unit";

/** A unit price in dollars with up to four decimals: 7733.33… cents per 100 → "$0.7733". */
function formatUnitPrice(totalCents: number, quantity: number): string {
  return `$${Number((totalCents / quantity / 100).toFixed(4))}`;
}

/**
 * A grid's unit prices that rise with the quantity (the spec's 3" circle from 300 to 400 stickers), one
 * line per cell, in the rows' order: what the owner is told but may keep. A row without totals is skipped.
 */
export function listRisingUnitPrices(
  quantities: readonly number[],
  rows: readonly { name: string; totals: readonly number[] | undefined }[],
  unit: GridUnit,
): string[] {
  const warnings: string[] = [];
  for (const { name, totals } of rows) {
    if (!totals) continue;
    for (let index = 1; index < quantities.length; index++) {
      const quantity = quantities[index]!;
      const previousQuantity = quantities[index - 1]!;
      const total = totals[index]!;
      const previousTotal = totals[index - 1]!;
      // total / quantity > previousTotal / previousQuantity, in whole numbers.
      if (total * previousQuantity > previousTotal * quantity) {
        warnings.push(
          `${describePriceCell(name, quantity, unit)}: ${formatUnitPrice(total, quantity)} a ${unit}, more than the ` +
            `${formatUnitPrice(previousTotal, previousQuantity)} a ${unit} of ${previousQuantity.toLocaleString("en-US")} ${unit}s`,
        );
      }
    }
  }
  return warnings;
}
