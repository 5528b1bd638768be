import type { PriceGrid } from "@/lib/domain/catalogue";
import { SizeNotPricedError } from "./pricing-errors";

/**
 * A size's total in cents for one tier of the grid. Throws SizeNotPricedError (naming `label`, the
 * size id by default) when the grid has no whole row for the size.
 */
export function findGridTotal(
  grid: PriceGrid,
  sizeId: number,
  tierIndex: number,
  label: number | string = sizeId,
): number {
  const totals = grid.totalsBySizeId[sizeId];
  const total = totals?.length === grid.quantities.length ? totals[tierIndex] : undefined;
  if (total === undefined || !Number.isSafeInteger(total) || total < 0) throw new SizeNotPricedError(label);
  return total;
}
