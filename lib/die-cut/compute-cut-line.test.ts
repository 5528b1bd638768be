import { computeCutLine, MAX_CUT_POINTS } from "./compute-cut-line";
import { computeSignedArea } from "./compute-signed-area";
import { findSelfIntersection } from "./find-self-intersection";
import { formatSvgPathData } from "./format-svg-path-data";
import type { TracedOutline } from "./types";

const outline = (rings: number[][], width = 1000, height = 1000): TracedOutline => ({
  version: 1,
  source: "alpha",
  width,
  height,
  imageWidth: width,
  imageHeight: height,
  rings,
  parts: rings.length,
});
const rectangle = (x: number, y: number, w: number, h: number) => [x, y, x + w, y, x + w, y + h, x, y + h];

describe("a 400 × 200 px rectangle", () => {
  const art = outline([rectangle(100, 300, 400, 200)]);

  it.each([1, 2.25, 3, 7.5, 12])("at %s\" is a rounded rectangle of that width, the border's radius", (size) => {
    const cut = computeCutLine(art, size);
    const scale = (size - 0.254) / 400; // inches per pixel: the border plus the input simplification's slack
    const inner = (size - 0.25) / 2; // the artwork's height at that size: half its width
    expect(cut.widthInches).toBeCloseTo(size, 2);
    expect(cut.heightInches).toBeCloseTo(inner + 0.25, 2);
    // Area of a rectangle offset by r with round corners: w·h + 2r(w + h) + πr².
    const area = (size - 0.25) * inner + 2 * 0.125 * (size - 0.25 + inner) + Math.PI * 0.125 ** 2;
    // Simplified chords cut a little off each rounded corner.
    expect(Math.abs(computeSignedArea(cut.path) / area - 1)).toBeLessThan(0.015);
    expect(cut.artwork).toEqual({
      x: expect.closeTo(0.127 - 100 * scale, 3),
      y: expect.closeTo(0.127 - 300 * scale, 3),
      width: expect.closeTo(1000 * scale, 3),
      height: expect.closeTo(1000 * scale, 3),
    });
  });

  it("starts at the topmost-leftmost point, runs clockwise on screen and closes without repeating it", () => {
    const { path } = computeCutLine(art, 3);
    const [first] = path;
    expect(first?.[1]).toBe(0);
    expect(path.every(([x, y]) => y > 0 || x >= (first?.[0] ?? 0))).toBe(true);
    expect(computeSignedArea(path)).toBeGreaterThan(0);
    expect(path.at(-1)).not.toEqual(first);
  });

  it("takes another border", () => {
    const cut = computeCutLine(art, 3, { borderInches: 0.25 });
    expect(cut.borderInches).toBe(0.25);
    expect(cut.heightInches).toBeCloseTo((3 - 0.5) / 2 + 0.5, 2);
  });

  it("is written as SVG path data in inches", () => {
    expect(formatSvgPathData(computeCutLine(art, 3).path)).toMatch(/^M[\d.]+ 0L[\d. L]+Z$/);
  });
});

it.each([
  ["no border at all", 0.25, undefined],
  ["a negative size", -3, undefined],
  ["not a number", Number.NaN, undefined],
  ["a zero border", 3, 0],
])("refuses %s", (_, size, borderInches) => {
  expect(() => computeCutLine(outline([rectangle(0, 0, 10, 10)]), size, { borderInches })).toThrow(RangeError);
});

it("refuses an outline without rings", () => {
  expect(() => computeCutLine(outline([]), 3)).toThrow(RangeError);
});

it.each([
  ["side by side, 1 px apart: the border joins them", [rectangle(0, 0, 100, 100), rectangle(101, 0, 100, 100)], false],
  ["far apart: joined into one outline", [rectangle(0, 0, 100, 100), rectangle(900, 900, 100, 100)], true],
  ["a speck far from a shape", [rectangle(0, 0, 500, 500), rectangle(995, 995, 2, 2)], true],
])("two squares %s", (_, rings, joined) => {
  const cut = computeCutLine(outline(rings), 4);
  expect(cut.joinedParts).toBe(joined);
  expect(findSelfIntersection(cut.path)).toBeNull();
  expect(Math.max(cut.widthInches, cut.heightInches)).toBeCloseTo(4, 2);
});

it('coarsens the simplification when 0.01" would not give a simple ring within 2,000 points', () => {
  // 2,500 alternating teeth 60 px deep, with a border too thin to fill them: at 0.01" the simplified
  // line crosses itself between neighbouring teeth, so a coarser tolerance is taken.
  const ring: number[] = [];
  for (let i = 0; i < 2500; i++) {
    const angle = (i / 2500) * 2 * Math.PI;
    const radius = 400 + (i % 2 ? 60 : 0);
    ring.push(500 + radius * Math.cos(angle), 500 + radius * Math.sin(angle));
  }
  const cut = computeCutLine(outline([ring]), 12, { borderInches: 0.01 });
  expect(cut.toleranceInches).toBeGreaterThan(0.01);
  expect(cut.path.length).toBeLessThanOrEqual(MAX_CUT_POINTS);
  expect(findSelfIntersection(cut.path)).toBeNull();
});
