import { Clipper } from "clipper2-ts";
import { makeRect } from "./__fixtures__/test-shapes";
import { nestByPatterns } from "./nest-by-patterns";
import type { NestedCopy, NestingItem } from "./nesting-types";
import { turnPath } from "./turn-path";

/** Where each copy's outline lies on its page. */
const boxesOf = (items: readonly NestingItem[], page: readonly NestedCopy[]) =>
  page.map((copy) => {
    const outline = items.find((item) => item.key === copy.key)!.outline;
    return Clipper.getBounds(Clipper.translatePath(turnPath(outline, copy.turns), copy.x, copy.y));
  });

describe("nestByPatterns", () => {
  it.each([
    // Rows of three 3 × 3 squares leave a strip 1 wide down a page 10 wide: the nine small squares fill it.
    { name: "beside all three rows", small: 9, length: 9_000 },
    // Enough for a whole row of their own: laid as one, below the big rows.
    { name: "eleven, a row of their own below them", small: 11, length: 9_900 },
  ])("fits the rest into the gaps the rows leave at their ends: $name", ({ small, length }) => {
    const items: NestingItem[] = [
      { key: "big", outline: makeRect(3_000, 3_000), copies: 9, turns: [0] },
      { key: "small", outline: makeRect(900, 900), copies: small, turns: [0] },
    ];
    const pages = nestByPatterns(items, { width: 10_000, height: 30_000 });
    expect(pages).toHaveLength(1);
    const boxes = boxesOf(items, pages[0]!);
    expect(boxes).toHaveLength(9 + small);
    // Every copy inside the page, no two overlapping (touching is allowed: outlines carry half the gap).
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(10_000);
    }
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true);
      }
    expect(Math.max(...boxes.map((box) => box.bottom))).toBe(length);
  });
});
