import { nestByPatterns } from "./nest-by-patterns";
import type { NestedCopy, NestingItem } from "./nesting-types";
import { searchNestingOrder } from "./search-nesting-order";
import { makeRect as rect } from "./__fixtures__/test-shapes";

const container = { width: 1000, height: 1000 };
/** Three designs whose order decides how the page fills. */
const items: NestingItem[] = [
  { key: "wide", outline: rect(700, 120), copies: 5, turns: [0] },
  { key: "tall", outline: rect(120, 450), copies: 6, turns: [0] },
  { key: "small", outline: rect(90, 90), copies: 30, turns: [0] },
];
/** What a layout costs: pages first, then how far down the last page reaches. */
const cost = (pages: NestedCopy[][]) => pages.length * 10_000 + Math.max(...pages.at(-1)!.map((copy) => copy.y + 450));

/** A clock that lets `tries` layouts through: it moves 1 ms per reading. */
const ticking = () => {
  let time = 0;
  return () => time++;
};

describe("searchNestingOrder", () => {
  it("without a budget, lays out once, largest first, as nestByPatterns does", () => {
    const result = searchNestingOrder(items, container, { budgetMs: 0, cost });
    expect(result.tried).toBe(1);
    expect(result.pages).toEqual(nestByPatterns(items, container));
  });

  it("with a budget, keeps the cheapest of the orders it tried, and places every copy once", () => {
    const result = searchNestingOrder(items, container, { budgetMs: 10_000, cost, now: ticking() });
    expect(result.tried).toBeGreaterThan(3);
    expect(cost(result.pages)).toBe(Math.min(...result.costs));
    const copies = result.pages.flat().map((copy) => `${copy.key}/${copy.copy}`);
    expect(new Set(copies).size).toBe(41);
    expect(copies).toHaveLength(41);
  });

  it("is deterministic: the same budget in tries gives the same layout", () => {
    const a = searchNestingOrder(items, container, { budgetMs: 25, cost, now: ticking() });
    const b = searchNestingOrder(items, container, { budgetMs: 25, cost, now: ticking() });
    expect(a.costs).toEqual(b.costs);
    expect(a.pages).toEqual(b.pages);
  });
});
