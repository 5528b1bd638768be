/**
 * The sort orders to save when one size (a standard size, or a sheet size, #39) moves a place up (-1) or
 * down (+1): the two sizes swap theirs; when they share one, every size gets its new place in the list.
 * Only the changed sizes are answered.
 */
export function planSizeMove(
  sizes: readonly { id: number; sortOrder: number }[],
  index: number,
  step: -1 | 1,
): Array<{ id: number; sortOrder: number }> {
  const target = index + step;
  if (target < 0 || target >= sizes.length) return [];
  const moving = sizes[index]!;
  const other = sizes[target]!;
  if (moving.sortOrder !== other.sortOrder)
    return [
      { id: other.id, sortOrder: moving.sortOrder },
      { id: moving.id, sortOrder: other.sortOrder },
    ].sort((a, b) => a.sortOrder - b.sortOrder);
  const order = [...sizes];
  [order[index], order[target]] = [other, moving];
  return order.flatMap((size, place) => (size.sortOrder === place ? [] : [{ id: size.id, sortOrder: place }]));
}
