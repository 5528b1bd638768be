import { Clipper, EndType, FillRule, JoinType, type Path64 } from "clipper2-ts";
import cutLines from "@/lib/die-cut/__fixtures__/cut-lines-before-cleaning.json";
import { makeSeededRandom } from "@/lib/die-cut/__fixtures__/seeded-random";
import { NESTING_UNITS_PER_INCH, type NestedCopy, type NestingItem } from "./nesting-types";
import { nestByPatterns } from "./nest-by-patterns";
import { placeBottomLeft } from "./place-bottom-left";
import { prepareNestingOutline } from "./prepare-nesting-outline";
import { turnPath } from "./turn-path";

// Property tests over random batches of real cut lines (the clip art's die-cut lines in lib/die-cut's
// fixtures, scaled to 1.5–3"): the gap is kept between the cut lines themselves, every copy lies inside the
// container and is placed once.

const U = NESTING_UNITS_PER_INCH;
const GAP_INCHES = 0.125;
const TOLERANCE_INCHES = 0.005;
const CONTAINER = { width: 12 * U, height: 30 * U };

type Fixture = { lines: Record<string, { path: [number, number][] }> };
const DESIGNS = Object.entries(cutLines as unknown as Record<string, Fixture>).map(([name, fixture]) => ({
  name,
  path: fixture.lines["1"]!.path, // the 1" line: its longest side is 1"
}));

/**
 * A batch: 3–4 designs at random sizes, 2–6 copies each (or `minCopies` to `maxCopies`), with each copy's real
 * cut line (units) kept for the checks.
 */
function makeBatch(seed: number, minCopies = 2, maxCopies = 6) {
  const random = makeSeededRandom(seed);
  const count = 3 + Math.floor(random() * 2);
  return Array.from({ length: count }, (_, index) => {
    const design = DESIGNS[Math.floor(random() * DESIGNS.length)]!;
    const size = 1.5 + random() * 1.5;
    const ring = design.path.map(([x, y]) => ({ x: x * size, y: y * size }));
    const item: NestingItem = {
      key: `${design.name}@${size.toFixed(2)}#${index}`,
      outline: prepareNestingOutline([ring], GAP_INCHES / 2 + TOLERANCE_INCHES),
      copies: minCopies + Math.floor(random() * (maxCopies - minCopies + 1)),
    };
    const cut: Path64 = ring.map((point) => ({ x: Math.round(point.x * U), y: Math.round(point.y * U) }));
    return { item, cut };
  });
}

const place = (path: Path64, copy: NestedCopy) => Clipper.translatePath(turnPath(path, copy.turns), copy.x, copy.y);

/** Every copy once; each cut line grown by half the gap (less a hair of rounding) overlaps no other; all inside. */
function checkPage(batch: ReturnType<typeof makeBatch>, placed: NestedCopy[]) {
  const cutOf = new Map(batch.map((entry) => [entry.item.key, entry.cut]));
  const halfGap = Math.round((GAP_INCHES / 2) * U) - 2;
  const grown = placed.map((copy) => {
    const paths = Clipper.inflatePaths([place(cutOf.get(copy.key)!, copy)], halfGap, JoinType.Round, EndType.Polygon);
    return { paths, box: Clipper.getBoundsPaths(paths) };
  });
  for (let i = 0; i < grown.length; i++)
    for (let j = i + 1; j < grown.length; j++) {
      const [a, b] = [grown[i]!, grown[j]!];
      if (
        a.box.right <= b.box.left ||
        b.box.right <= a.box.left ||
        a.box.bottom <= b.box.top ||
        b.box.bottom <= a.box.top
      )
        continue;
      const shared = Math.abs(Clipper.areaPaths(Clipper.intersect(a.paths, b.paths, FillRule.NonZero)));
      expect([i, j, shared]).toEqual([i, j, 0]);
    }
  const box = Clipper.getBoundsPaths(placed.map((copy) => place(cutOf.get(copy.key)!, copy)));
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(CONTAINER.width);
  expect(box.bottom).toBeLessThanOrEqual(CONTAINER.height);
}

describe("nesting real cut lines", () => {
  it.each([1, 2, 3, 4])("batch %i: gap kept between cut lines, inside and every copy placed once", (seed) => {
    const batch = makeBatch(seed);
    const items = batch.map((entry) => entry.item);
    const result = placeBottomLeft(items, CONTAINER);

    const expected = items.flatMap((item) => Array.from({ length: item.copies }, (_, i) => `${item.key}/${i + 1}`));
    const got = [...result.placed, ...result.unplaced].map((copy) => `${copy.key}/${copy.copy}`);
    expect(got.sort()).toEqual(expected.sort());
    expect(result.unplaced).toEqual([]);

    // Each placed cut line grown by half the gap (less a hair of rounding) overlaps no other such.
    const cutOf = new Map(batch.map((entry) => [entry.item.key, entry.cut]));
    const halfGap = Math.round((GAP_INCHES / 2) * U) - 2;
    const grown = result.placed.map((copy) =>
      Clipper.inflatePaths([place(cutOf.get(copy.key)!, copy)], halfGap, JoinType.Round, EndType.Polygon),
    );
    for (let i = 0; i < grown.length; i++)
      for (let j = i + 1; j < grown.length; j++) {
        const shared = Math.abs(Clipper.areaPaths(Clipper.intersect(grown[i]!, grown[j]!, FillRule.NonZero)));
        expect([i, j, shared]).toEqual([i, j, 0]);
      }
    const box = Clipper.getBoundsPaths(result.placed.map((copy) => place(cutOf.get(copy.key)!, copy)));
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(CONTAINER.width);
    expect(box.bottom).toBeLessThanOrEqual(CONTAINER.height);
  });
});

describe("nesting real cut lines by patterns (nestByPatterns)", () => {
  it.each([11, 12, 13])(
    "batch %i of 20–90 copies a design: gap kept between cut lines, inside, every copy once",
    (seed) => {
      const batch = makeBatch(seed, 20, 90);
      const items = batch.map((entry) => entry.item);
      const pages = nestByPatterns(items, CONTAINER);
      const expected = items.flatMap((item) => Array.from({ length: item.copies }, (_, i) => `${item.key}/${i + 1}`));
      expect(
        pages
          .flat()
          .map((copy) => `${copy.key}/${copy.copy}`)
          .sort(),
      ).toEqual(expected.sort());
      for (const page of pages) checkPage(batch, page);
      // Whole pages but the last are used: no page of a few copies before another.
      expect(pages.slice(0, -1).every((page) => page.length >= 10)).toBe(true);
    },
  );
});
