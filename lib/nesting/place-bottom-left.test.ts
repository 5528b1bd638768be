import { Clipper, FillRule, type Path64 } from "clipper2-ts";
import type { NestedCopy, NestingItem } from "./nesting-types";
import { placeBottomLeft } from "./place-bottom-left";
import { turnPath } from "./turn-path";
import { makeRect as rect, makeTriangle as triangle } from "./__fixtures__/test-shapes";

/** Each placed copy's outline where it lies. */
function placedOutlines(items: NestingItem[], placed: NestedCopy[]): Path64[] {
  return placed.map((copy) => {
    const item = items.find((candidate) => candidate.key === copy.key)!;
    return Clipper.translatePath(turnPath(item.outline, copy.turns), copy.x, copy.y);
  });
}

/** The area two placed copies share (0: at most touching), over every pair, and whether all lie inside. */
function checkLayout(items: NestingItem[], placed: NestedCopy[], width: number, height: number) {
  const outlines = placedOutlines(items, placed);
  let overlap = 0;
  for (let i = 0; i < outlines.length; i++)
    for (let j = i + 1; j < outlines.length; j++)
      overlap += Math.abs(Clipper.areaPaths(Clipper.intersect([outlines[i]!], [outlines[j]!], FillRule.NonZero)));
  const box = Clipper.getBoundsPaths(outlines);
  const inside = box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height;
  return { overlap, inside };
}

describe("placeBottomLeft", () => {
  it("throws RangeError once its deadline has passed, so the caller can keep a simpler layout", () => {
    const items = [{ key: "a", outline: rect(10, 10), copies: 3 }];
    expect(() => placeBottomLeft(items, { width: 100, height: 100 }, [], Date.now() - 1)).toThrow(RangeError);
    expect(placeBottomLeft(items, { width: 100, height: 100 }, [], Date.now() + 60_000).placed).toHaveLength(3);
  });

  it.each([
    {
      case: "four squares fill a square exactly, the fifth is left over",
      items: [{ key: "a", outline: rect(40, 40), copies: 5 }],
      container: { width: 80, height: 80 },
      placed: 4,
    },
    {
      case: "two right triangles interlock into their rectangle by a half turn",
      items: [{ key: "t", outline: triangle(60, 30), copies: 2, turns: [0, 2] as const }],
      container: { width: 60, height: 30 },
      placed: 2,
    },
    {
      case: "a bar too long one way is turned a quarter to fit",
      items: [{ key: "bar", outline: rect(90, 20), copies: 3 }],
      container: { width: 70, height: 100 },
      placed: 3,
    },
    {
      case: "a bar that fits neither way is left over",
      items: [{ key: "bar", outline: rect(120, 120), copies: 1 }],
      container: { width: 100, height: 100 },
      placed: 0,
    },
  ])("$case", ({ items, container, placed }) => {
    const result = placeBottomLeft(items, container);
    expect(result.placed).toHaveLength(placed);
    expect(result.unplaced).toHaveLength(items[0]!.copies - placed);
    expect(checkLayout(items, result.placed, container.width, container.height)).toEqual({ overlap: 0, inside: true });
  });

  it("places every copy once, nearest the start first, with no overlap, for mixed shapes", () => {
    const items: NestingItem[] = [
      { key: "square", outline: rect(300, 300), copies: 6 },
      { key: "triangle", outline: triangle(400, 250), copies: 7 },
      { key: "bar", outline: rect(500, 100), copies: 5 },
    ];
    const result = placeBottomLeft(items, { width: 1200, height: 5000 });
    expect(result.unplaced).toEqual([]);
    const keys = result.placed.map((copy) => `${copy.key}#${copy.copy}`);
    expect(new Set(keys).size).toBe(18);
    expect(checkLayout(items, result.placed, 1200, 5000)).toEqual({ overlap: 0, inside: true });
    // Triangles pair up: the used length is less than stacking their boxes.
    const used = Clipper.getBoundsPaths(placedOutlines(items, result.placed)).bottom;
    expect(used).toBeLessThan(1800);
  });
});
