// Browser-safe (no server imports).
import type { SheetStock } from "./group-orders-by-stock";

/** "Clear vinyl, Matte laminate": how a stock is named on the print queue, a sheet's label and the refusals. */
export function describeStock(stock: Pick<SheetStock, "materialName" | "finishName">): string {
  return `${stock.materialName}, ${stock.finishName}`;
}
