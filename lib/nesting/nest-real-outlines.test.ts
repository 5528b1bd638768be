import { Clipper, EndType, FillRule, JoinType, type Path64 } from "clipper2-ts";
import cutLines from "@/lib/die-cut/__fixtures__/cut-lines-before-cleaning.json";
import { makeSeededRandom } from "@/lib/die-cut/__fixtures__/seeded-random";
import { NESTING_UNITS_PER_INCH, type NestedCopy, type NestingItem } from "./nesting-types";
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

/** A batch: 3–4 designs at random sizes, 2–6 copies each, with each copy's real cut line (units) kept for the checks. */
function makeBatch(seed: number) {
  const random = makeSeededRandom(seed);
  const count = 3 + Math.floor(random() * 2);
  return Array.from({ length: count }, (_, index) => {
    const design = DESIGNS[Math.floor(random() * DESIGNS.length)]!;
    const size = 1.5 + random() * 1.5;
    const ring = design.path.map(([x, y]) => ({ x: x * size, y: y * size }));
    const item: NestingItem = {
      key: `${design.name}@${size.toFixed(2)}#${index}`,
      outline: prepareNestingOutline([ring], GAP_INCHES / 2 + TOLERANCE_INCHES),
      copies: 2 + Math.floor(random() * 5),
    };
    const cut: Path64 = ring.map((point) => ({ x: Math.round(point.x * U), y: Math.round(point.y * U) }));
    return { item, cut };
  });
}

const place = (path: Path64, copy: NestedCopy) => Clipper.translatePath(turnPath(path, copy.turns), copy.x, copy.y);

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
