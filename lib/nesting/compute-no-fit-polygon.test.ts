import { Clipper, FillRule, PointInPolygonResult, type Path64 } from "clipper2-ts";
import cutLines from "@/lib/die-cut/__fixtures__/cut-lines-before-cleaning.json";
import { computeNoFitPolygon } from "./compute-no-fit-polygon";
import { prepareNestingOutline } from "./prepare-nesting-outline";
import { turnPath } from "./turn-path";

type Fixture = { lines: Record<string, { path: [number, number][] }> };
/** A real die-cut line of the clip art (its 1" line scaled to `inches`), ready to nest with a 1/8" gap. */
const realOutline = (name: string, inches: number) =>
  prepareNestingOutline(
    [
      (cutLines as unknown as Record<string, Fixture>)[name]!.lines["1"]!.path.map(([x, y]) => ({
        x: x * inches,
        y: y * inches,
      })),
    ],
    0.0675,
  );

/** Clipper's own Minkowski difference (one quad per pair of edges): slow, and the oracle. */
const oracle = (fixed: Path64, moving: Path64) =>
  Clipper.union(Clipper.minkowskiDiff(moving, fixed, true), FillRule.NonZero).filter((ring) => Clipper.area(ring) > 0);

const rect = (x0: number, y0: number, x1: number, y1: number): Path64 => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];
const bounds = (paths: Path64[]) => {
  const box = Clipper.getBoundsPaths(paths);
  return [box.left, box.top, box.right, box.bottom];
};

describe("computeNoFitPolygon", () => {
  it.each([
    {
      case: "a 4-unit square around a 10-unit square: every origin from -4 to 10",
      fixed: rect(0, 0, 10, 10),
      moving: rect(0, 0, 4, 4),
      box: [-4, -4, 10, 10],
      area: 14 * 14,
    },
    {
      case: "a moving square whose origin is its centre",
      fixed: rect(0, 0, 10, 10),
      moving: rect(-2, -2, 2, 2),
      box: [-2, -2, 12, 12],
      area: 14 * 14,
    },
    {
      case: "a bar beside a bar",
      fixed: rect(0, 0, 10, 2),
      moving: rect(0, 0, 3, 5),
      box: [-3, -5, 10, 2],
      area: 13 * 7,
    },
  ])("$case", ({ fixed, moving, box, area }) => {
    const nfp = computeNoFitPolygon(fixed, moving);
    expect(nfp).toHaveLength(1);
    expect(bounds(nfp)).toEqual(box);
    expect(Math.abs(Clipper.areaPaths(nfp))).toBe(area);
  });

  it("follows a U's open slot: a piece may sit inside it", () => {
    // A U 30 wide and 30 high, its slot 10 wide and 20 deep from the top.
    const u: Path64 = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 20 },
      { x: 20, y: 20 },
      { x: 20, y: 0 },
      { x: 30, y: 0 },
      { x: 30, y: 30 },
      { x: 0, y: 30 },
    ];
    const nfp = computeNoFitPolygon(u, rect(0, 0, 4, 4));
    expect(nfp.every((ring) => Clipper.area(ring) > 0)).toBe(true);
    // The slot stays open from above: an origin in it (x 10–16, y up to 16) does not overlap the U.
    expect(Clipper.pointInPolygon({ x: 13, y: 5 }, nfp[0]!)).toBe(PointInPolygonResult.IsOutside);
    // The U's arms are inside the no-fit polygon.
    expect(Clipper.pointInPolygon({ x: 2, y: 25 }, nfp[0]!)).toBe(PointInPolygonResult.IsInside);
  });

  it.each([
    {
      case: "the dolphin around the jigsaw piece turned a half",
      fixed: "dolphin_enrique_meza_c_01.png",
      moving: "jigsaw_green_12.png",
      turns: 2,
    },
    {
      case: "Saturn around the dolphin turned a quarter",
      fixed: "saturn_dan_gerhards_01.png",
      moving: "dolphin_enrique_meza_c_01.png",
      turns: 1,
    },
    {
      case: "the jigsaw piece around itself turned a half",
      fixed: "jigsaw_green_12.png",
      moving: "jigsaw_green_12.png",
      turns: 2,
    },
  ] as const)("is Clipper's own Minkowski difference, from convex pieces: $case", ({ fixed, moving, turns }) => {
    const a = realOutline(fixed, 2.5);
    const b = turnPath(realOutline(moving, 2), turns);
    const fast = computeNoFitPolygon(a, b);
    const slow = oracle(a, b);
    expect(fast).toHaveLength(1);
    // The same polygon but for integer rounding along shared edges: under 1/100,000 of its area apart.
    const apart = Math.abs(Clipper.areaPaths(Clipper.xor(fast, slow, FillRule.NonZero)));
    expect(apart / Math.abs(Clipper.areaPaths(slow))).toBeLessThan(1e-5);
  });
});
