// Browser-safe (no server imports): the print queue page groups the chosen orders as the server does.

/** A stock: one material with one laminate, the ids and names an order carries (Order.materialId, …). */
export type SheetStock = { materialId: string; materialName: string; finishId: string; finishName: string };

export type StockGroup<T> = { stock: SheetStock; orders: T[] };

/**
 * The orders by stock (same material id and finish id; a renamed entry is still one stock, named as its
 * first order names it), in the order the stocks first appear, each group's orders in their given order.
 */
export function groupOrdersByStock<T extends SheetStock>(orders: readonly T[]): StockGroup<T>[] {
  const groups = new Map<string, StockGroup<T>>();
  for (const order of orders) {
    const key = JSON.stringify([order.materialId, order.finishId]);
    const group = groups.get(key);
    if (group) group.orders.push(order);
    else
      groups.set(key, {
        stock: {
          materialId: order.materialId,
          materialName: order.materialName,
          finishId: order.finishId,
          finishName: order.finishName,
        },
        orders: [order],
      });
  }
  return [...groups.values()];
}
