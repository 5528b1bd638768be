// Browser-safe (no server imports): the print queue page warns with the words the server refuses with.
import { formatStockName } from "@/lib/domain/format-stock-name";
import { groupOrdersByStock, type SheetStock } from "./group-orders-by-stock";

/** Order numbers named per stock, at most; the rest are counted. */
export const MIXED_STOCK_NUMBERS_SHOWN = 10;

/**
 * Why these orders cannot share a print sheet, or null when they are all of one stock: a roll carries one
 * material with one laminate. Names the orders of each stock ("Clear vinyl · Matte laminate: orders #3-112826,
 * #5-112826"), stocks sorted by name, numbers in the given order.
 */
export function explainMixedStocks(orders: readonly (SheetStock & { orderNumber: string })[]): string | null {
  const groups = groupOrdersByStock(orders);
  if (groups.length <= 1) return null;
  const named = groups
    .map((group) => ({ name: formatStockName(group.stock), numbers: group.orders.map((order) => order.orderNumber) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  const parts = named.map(({ name, numbers }) => {
    const shown = numbers.slice(0, MIXED_STOCK_NUMBERS_SHOWN).join(", ");
    const more =
      numbers.length > MIXED_STOCK_NUMBERS_SHOWN ? ` and ${numbers.length - MIXED_STOCK_NUMBERS_SHOWN} more` : "";
    return `${name}: ${numbers.length === 1 ? "order" : "orders"} ${shown}${more}`;
  });
  return `A print sheet holds one stock. ${parts.join("; ")}. Make one sheet per stock.`;
}
