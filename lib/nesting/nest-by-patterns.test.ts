import { Clipper, FillRule } from "clipper2-ts";
import { makeDisc, makeRect } from "./__fixtures__/test-shapes";
import { findBestMotif, rowsOf } from "./find-best-motif";
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

  it("starts a design's rows in the hollows the rows above leave, not below their boxes", () => {
    // Blocks with a slanted bottom (800 at the left, 1000 at the right) and blocks with the same slant on top
    // (0 at the left, 200 at the right): the second row rises 200 into the first, so the page ends at 1800.
    const items: NestingItem[] = [
      {
        key: "slanted bottom",
        outline: [
          { x: 0, y: 0 },
          { x: 1000, y: 0 },
          { x: 1000, y: 1000 },
          { x: 0, y: 800 },
        ],
        copies: 4,
        turns: [0],
      },
      {
        key: "slanted top",
        outline: [
          { x: 0, y: 0 },
          { x: 1000, y: 200 },
          { x: 1000, y: 1000 },
          { x: 0, y: 1000 },
        ],
        copies: 4,
        turns: [0],
      },
    ];
    const [page, ...more] = nestByPatterns(items, { width: 4_000, height: 30_000 });
    expect(more).toHaveLength(0);
    const placed = page!.map((copy) => {
      const outline = items.find((item) => item.key === copy.key)!.outline;
      return Clipper.translatePath(turnPath(outline, copy.turns), copy.x, copy.y);
    });
    expect(placed).toHaveLength(8);
    expect(Math.max(...placed.map((path) => Clipper.getBounds(path).bottom))).toBe(1_800);
    // Touching, never overlapping.
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++)
        expect(Math.abs(Clipper.area(Clipper.intersect([placed[i]!], [placed[j]!], FillRule.NonZero)[0] ?? []))).toBe(
          0,
        );
  });

  it("lays a design's last copies as a part row of its pattern where that ends the page sooner than the fill", () => {
    // Seven discs 2000 across on a width of 7300: two rows of three of their pattern, and the seventh where the
    // pattern's third row begins. The fill alone put it 37 lower (at 1060, 4427), beside the rows' hollow.
    const items: NestingItem[] = [{ key: "disc", outline: makeDisc(1000), copies: 7, turns: [0] }];
    const container = { width: 7_300, height: 30_000 };
    const motif = findBestMotif(items[0]!, container)!;
    const [first, second, third] = [...rowsOf(motif, container, 0)];
    const [page] = nestByPatterns(items, container);
    expect(page!.map(({ x, y }) => ({ x, y }))).toEqual([
      ...first!.xs.map((x) => ({ x, y: first!.y })),
      ...second!.xs.map((x) => ({ x, y: second!.y })),
      { x: third!.xs[0], y: third!.y },
    ]);
  });
});
