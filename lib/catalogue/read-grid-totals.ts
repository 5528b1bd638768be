import { formatUsd } from "@/lib/money/format-cents";
import { MAX_TOTAL_CENTS } from "./catalogue-limits";
import { describePriceCell } from "./describe-price-cell";
import { GridProblem } from "./grid-problem";
import { GRID_TIER_NAMES, type GridUnit } from "./grid-unit";
import { readGridAmount } from "./read-grid-amount";

/**
 * One row of a grid (a size's or a sheet size's totals, one per tier) in cents, or a GridProblem naming
 * the first bad cell ('3" square, 150 stickers: …'): more totals than tiers, a missing, malformed, negative
 * or too large total, or a total that falls as the quantity grows.
 */
export function readGridTotals(
  rowName: string,
  totals: readonly (string | null | undefined)[],
  quantities: readonly number[],
  unit: GridUnit,
): number[] {
  if (totals.length > quantities.length)
    throw new GridProblem(`${rowName}: ${totals.length} prices for ${quantities.length} ${GRID_TIER_NAMES[unit]}s.`);
  const cents = quantities.map((quantity, index) =>
    readGridAmount(totals[index], describePriceCell(rowName, quantity, unit), MAX_TOTAL_CENTS),
  );
  cents.forEach((total, index) => {
    const previous = cents[index - 1];
    if (previous !== undefined && total < previous)
      throw new GridProblem(
        `${describePriceCell(rowName, quantities[index]!, unit)}: ${formatUsd(total)} is less than the ` +
          `${formatUsd(previous)} of ${quantities[index - 1]!.toLocaleString("en-US")} ${unit}s; a total cannot fall as the quantity grows.`,
      );
  });
  return cents;
}
