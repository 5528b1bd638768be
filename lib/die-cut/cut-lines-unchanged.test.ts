/** @jest-environment node */
// #32 cleans the mask before tracing (holes filled by pixels, speckle closed): a drawn design's cut lines
// must not move. __fixtures__/cut-lines-before-cleaning.json holds the lines the code before #32 (commit
// 4207f49) cut from each fixture at 1", 3" and 12"; the lines now must match them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { computeCutLine } from "./compute-cut-line";
import { decodeWorkingCopy } from "./decode-working-copy";
import { measureBounds } from "./measure-bounds";
import { traceWorkingCopy, type TraceWorkingCopyOptions } from "./trace-working-copy";
import type { Point, TracedOutline, WorkingCopy } from "./types";

// Clipper's sweep is slow under jest 30's node environment (every global lookup through a Proxy): see
// die-cut.test.ts. The fireworks at 12" take seconds here.
jest.setTimeout(300_000);

type StoredLine = { path: Point[]; w: number; h: number };
type StoredFixture = { lines: Record<string, StoredLine> };
const FIXTURES = path.join(__dirname, "__fixtures__");
const BEFORE: Record<string, StoredFixture> = JSON.parse(
  readFileSync(path.join(FIXTURES, "cut-lines-before-cleaning.json"), "utf8"),
);
const SIZES = ["1", "3", "12"];
/** The cut line's own tolerance (CUT_TOLERANCE_INCHES), written out: the test must catch a changed one. */
const TOLERANCE = 0.01;
/** How finely each line is walked for the Hausdorff distance. */
const STEP = 0.002;
/**
 * Distances are measured exactly up to this, and reported as "more" past it (a grid of cells this wide
 * keeps the measure linear): larger than every bound checked here.
 */
const REACH = 0.1;

/** Segments of a closed polyline, bucketed by the grid cells (REACH wide) their bounding boxes cover. */
function bucketSegments(ring: Point[]): Map<string, number[]> {
  const cells = new Map<string, number[]>();
  ring.forEach(([ax, ay], i) => {
    const [bx, by] = ring[(i + 1) % ring.length] as Point;
    for (let cx = Math.floor(Math.min(ax, bx) / REACH); cx <= Math.floor(Math.max(ax, bx) / REACH); cx++)
      for (let cy = Math.floor(Math.min(ay, by) / REACH); cy <= Math.floor(Math.max(ay, by) / REACH); cy++) {
        const key = `${cx},${cy}`;
        const list = cells.get(key);
        if (list) list.push(i);
        else cells.set(key, [i]);
      }
  });
  return cells;
}

/** The points along a closed polyline, every STEP or closer (every vertex included). */
function walk(ring: Point[]): Point[] {
  const points: Point[] = [];
  ring.forEach(([ax, ay], i) => {
    const [bx, by] = ring[(i + 1) % ring.length] as Point;
    const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / STEP));
    for (let k = 0; k < steps; k++) points.push([ax + ((bx - ax) * k) / steps, ay + ((by - ay) * k) / steps]);
  });
  return points;
}

/** The farthest any point along `from` lies from the polyline `to` (Infinity past REACH). */
function directedHausdorff(from: Point[], to: Point[]): number {
  const cells = bucketSegments(to);
  let worst = 0;
  for (const [px, py] of walk(from)) {
    const cx = Math.floor(px / REACH);
    const cy = Math.floor(py / REACH);
    let best = Infinity;
    // A segment within REACH of the point covers a cell within one of the point's own.
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const i of cells.get(`${cx + dx},${cy + dy}`) ?? []) {
          const [ax, ay] = to[i] as Point;
          const [bx, by] = to[(i + 1) % to.length] as Point;
          const sx = bx - ax;
          const sy = by - ay;
          const length = sx * sx + sy * sy;
          let t = length > 0 ? ((px - ax) * sx + (py - ay) * sy) / length : 0;
          t = t < 0 ? 0 : t > 1 ? 1 : t;
          const ex = px - (ax + t * sx);
          const ey = py - (ay + t * sy);
          const squared = ex * ex + ey * ey;
          if (squared < best) best = squared;
        }
    const distance = best <= REACH * REACH ? Math.sqrt(best) : Infinity;
    if (distance > worst) worst = distance;
  }
  return worst;
}

/** The symmetric Hausdorff distance between two closed polylines, in their units. */
const hausdorff = (a: Point[], b: Point[]) => Math.max(directedHausdorff(a, b), directedHausdorff(b, a));

const copies = new Map<string, Promise<WorkingCopy>>();
const decoded = (name: string) => {
  if (!copies.has(name)) copies.set(name, decodeWorkingCopy(readFileSync(path.join(FIXTURES, name))));
  return copies.get(name)!;
};
async function trace(name: string, options: TraceWorkingCopyOptions): Promise<TracedOutline> {
  const outline = traceWorkingCopy(await decoded(name), options);
  if ("refused" in outline) throw new Error(`${name} was refused: ${outline.refused}`);
  return outline;
}
/** The traced artwork's longest side in working-copy pixels: what computeCutLine scales to the size. */
function artworkLongSide(outline: TracedOutline): number {
  const bounds = measureBounds(
    outline.rings.map((flat) => flat.flatMap((value, i) => (i % 2 === 0 ? [[value, flat[i + 1]] as Point] : []))),
  );
  return Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY);
}

const FIXTURE_NAMES = Object.keys(BEFORE).sort();

it('has the lines of all seven fixtures at 1", 3" and 12"', () => {
  expect(FIXTURE_NAMES).toHaveLength(7);
  for (const name of FIXTURE_NAMES) expect(Object.keys(BEFORE[name]!.lines).sort()).toEqual([...SIZES].sort());
});

describe.each(FIXTURE_NAMES)("%s", (name) => {
  describe("traced as uploads are (closed only when speckled)", () => {
    let outline: TracedOutline;
    beforeAll(async () => {
      outline = await trace(name, {});
    });

    it.each(SIZES)('at %s" cuts the line it cut before #32, within 0.01"', (size) => {
      const before = BEFORE[name]!.lines[size]!;
      const line = computeCutLine(outline, Number(size));
      expect(Math.abs(line.widthInches - before.w)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(line.heightInches - before.h)).toBeLessThanOrEqual(TOLERANCE);
      expect(hausdorff(line.path, before.path)).toBeLessThanOrEqual(TOLERANCE);
    });
  });

  describe("with the closing forced (alwaysClose)", () => {
    let outline: TracedOutline;
    beforeAll(async () => {
      outline = await trace(name, { alwaysClose: true });
    });

    // The closing is by half the border at 12" (findClosingRadius). In the continuous plane a closing by a
    // disc no wider than the border changes no border offset: the closed shape lies within the closing's
    // radius of the shape, so its offset by the border is the shape's own offset (a disc's offset is
    // already closed by any smaller disc), and at 1" and 3" the border is wider still in working pixels.
    // What is left is the grid's rounding: the closing adds whole pixels, traced as fully inside, where
    // the continuous closing would end part-way across one, so the line may move by up to one working
    // pixel at that size (the size over the artwork's long side in working pixels), beyond the 0.01".
    it.each(SIZES)('at %s" cuts the line it cut before #32, within 0.01" and one working pixel', (size) => {
      const before = BEFORE[name]!.lines[size]!;
      const line = computeCutLine(outline, Number(size));
      const pixel = Number(size) / artworkLongSide(outline);
      expect(Math.abs(line.widthInches - before.w)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(line.heightInches - before.h)).toBeLessThanOrEqual(TOLERANCE);
      expect(hausdorff(line.path, before.path)).toBeLessThanOrEqual(TOLERANCE + pixel);
    });
  });
});

describe("the Hausdorff distance used here", () => {
  const square = (side: number, x = 0): Point[] => [
    [x, 0],
    [x + side, 0],
    [x + side, side],
    [x, side],
  ];

  it.each<[string, Point[], Point[], number]>([
    ["a square and itself", square(1), square(1), 0],
    ['a square and itself, shifted 0.03"', square(1), square(1, 0.03), 0.03],
    ["a square and a larger one sharing a corner", square(1), square(1.02), 0.02 * Math.SQRT2],
    [
      'a square and one with a spike out 0.05" mid-side',
      square(1),
      [
        [0, 0],
        [0.5, -0.05],
        [1, 0],
        [1, 1],
        [0, 1],
      ],
      0.05,
    ],
    ["a square and one far beyond REACH", square(1), square(1, 0.5), Infinity],
  ])("of %s", (_name, a, b, expected) => {
    if (expected === Infinity) expect(hausdorff(a, b)).toBe(Infinity);
    else expect(hausdorff(a, b)).toBeCloseTo(expected, 6);
  });
});
