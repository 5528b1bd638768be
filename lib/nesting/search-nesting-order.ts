import { Clipper } from "clipper2-ts";
import { findMotifs, nestByPatterns, orderByArea } from "./nest-by-patterns";
import type { NestedCopy, NestingContainer, NestingItem } from "./nesting-types";
import { createNestingCache } from "./no-fit-lookup";

export type NestingSearch = {
  /** How long the search may go on after the first layout, in ms (0: the first layout only). */
  budgetMs: number;
  /** What a layout costs (the media it takes): the search keeps the cheapest. */
  cost: (pages: NestedCopy[][]) => number;
  /** The clock (Date.now), for tests. */
  now?: () => number;
};

export type NestingSearchResult = { pages: NestedCopy[][]; tried: number; costs: number[] };

/**
 * nestByPatterns over several orders of the items, keeping the cheapest layout, within a time budget: first
 * largest outline first; then a few greedy orders (longest along the roll, widest, most copies first); then,
 * from the best so far, each item moved to the front and each two neighbours swapped, again from every
 * improvement, until nothing improves or the budget is spent. The patterns of the items, and the no-fit
 * polygons of their pairs, are found once.
 * Deterministic for a given budget's number of tries (the orders are tried in a fixed sequence); the budget is
 * checked between layouts, so it is passed by at most one layout's time.
 */
export function searchNestingOrder(
  items: readonly NestingItem[],
  container: NestingContainer,
  { budgetMs, cost, now = Date.now }: NestingSearch,
): NestingSearchResult {
  const started = now();
  const motifs = findMotifs(items, container);
  const cache = createNestingCache();
  const tried = new Set<string>();
  const costs: number[] = [];
  let best: { order: number[]; pages: NestedCopy[][]; cost: number } | null = null;
  const inTime = () => now() - started < budgetMs;
  const attempt = (order: number[]): boolean => {
    const key = order.join(",");
    if (tried.has(key)) return false;
    tried.add(key);
    const pages = nestByPatterns(items, container, { order, motifs, cache });
    const value = cost(pages);
    costs.push(value);
    if (best && value >= best.cost) return false;
    best = { order, pages, cost: value };
    return true;
  };

  attempt(orderByArea(items));
  const bounds = items.map((item) => Clipper.getBounds(item.outline));
  const byKey = (key: (index: number) => number) =>
    items.map((_, index) => index).sort((a, b) => key(b) - key(a) || a - b);
  const greedy = [
    byKey((index) => bounds[index]!.bottom - bounds[index]!.top),
    byKey((index) => bounds[index]!.right - bounds[index]!.left),
    byKey((index) => items[index]!.copies),
  ];
  for (const order of greedy) if (inTime()) attempt(order);

  let improved = true;
  while (improved && inTime()) {
    improved = false;
    const from = (best as unknown as { order: number[] }).order;
    const neighbours: number[][] = [];
    for (let i = 1; i < from.length; i++) neighbours.push([from[i]!, ...from.slice(0, i), ...from.slice(i + 1)]);
    for (let i = 0; i + 1 < from.length; i++) {
      const swapped = [...from];
      [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
      neighbours.push(swapped);
    }
    for (const order of neighbours) {
      if (!inTime()) break;
      if (attempt(order)) {
        improved = true;
        break;
      }
    }
  }
  const found = best as unknown as { pages: NestedCopy[][] };
  return { pages: found.pages, tried: costs.length, costs };
}
