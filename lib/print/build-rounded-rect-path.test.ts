import { buildRoundedRectPath } from "./build-rounded-rect-path";
import { measurePathBounds } from "./measure-path-bounds";
import { QUARTER_ARC_KAPPA, type PathSegment } from "./path-segments";

type Curve = Extract<PathSegment, { op: "C" }>;

/** The point at t of a segment's cubic Bézier from (x0, y0). */
function pointOn(x0: number, y0: number, c: Curve, t: number): [number, number] {
  const u = 1 - t;
  const at = (p0: number, p1: number, p2: number, p3: number) =>
    u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
  return [at(x0, c.x1, c.x2, c.x), at(y0, c.y1, c.y2, c.y)];
}

describe("buildRoundedRectPath", () => {
  it("draws sharp corners as four lines, closed", () => {
    expect(buildRoundedRectPath(0, 0, 3, 2, 0)).toEqual([
      { op: "M", x: 0, y: 0 },
      { op: "L", x: 3, y: 0 },
      { op: "L", x: 3, y: 2 },
      { op: "L", x: 0, y: 2 },
      { op: "Z" },
    ]);
  });

  // [x, y, width, height, radius asked, radius drawn]
  it.each([
    [0, 0, 3, 3, 0.42, 0.42],
    [0, 0, 2, 4, 0.28, 0.28],
    [1, 2, 4, 1, 0.14, 0.14],
    [0, 0, 2, 1, 5, 0.5], // clamped to half the short side
  ])("at (%p, %p), %p × %p with radius %p: corners are quarter arcs of %p", (x, y, width, height, radius, drawn) => {
    const path = buildRoundedRectPath(x, y, width, height, radius);
    expect(path.filter((s) => s.op === "M")).toHaveLength(1);
    expect(path.filter((s) => s.op === "C")).toHaveLength(4);
    expect(path.at(-1)).toEqual({ op: "Z" });
    // The box is the rectangle itself (the arcs' control points lie on its sides).
    const bounds = measurePathBounds(path);
    expect(bounds.minX).toBeCloseTo(x, 12);
    expect(bounds.minY).toBeCloseTo(y, 12);
    expect(bounds.maxX).toBeCloseTo(x + width, 12);
    expect(bounds.maxY).toBeCloseTo(y + height, 12);
    // Every point of every arc lies on a circle of the drawn radius around its corner's centre.
    const centres: [number, number][] = [
      [x + width - drawn, y + drawn],
      [x + width - drawn, y + height - drawn],
      [x + drawn, y + height - drawn],
      [x + drawn, y + drawn],
    ];
    let previous: [number, number] = [0, 0];
    let corner = 0;
    for (const segment of path) {
      if (segment.op === "C") {
        const [cx, cy] = centres[corner++]!;
        for (const t of [0, 0.25, 0.5, 0.75, 1]) {
          const [px, py] = pointOn(previous[0], previous[1], segment, t);
          expect(Math.abs(Math.hypot(px - cx, py - cy) - drawn)).toBeLessThan(drawn * 0.0003 + 1e-12);
        }
      }
      if (segment.op !== "Z") previous = [segment.x, segment.y];
    }
    expect(corner).toBe(4);
  });

  it("uses the standard quarter-arc constant", () => {
    const [, , first] = buildRoundedRectPath(0, 0, 2, 2, 1) as [PathSegment, PathSegment, Curve];
    expect(first.x1 - 1).toBeCloseTo(QUARTER_ARC_KAPPA, 12);
    expect(QUARTER_ARC_KAPPA).toBeCloseTo(0.5522847498, 9);
  });

  it.each([
    [0, 1],
    [1, -1],
  ])("refuses %p × %p", (width, height) => {
    expect(() => buildRoundedRectPath(0, 0, width, height, 0)).toThrow(RangeError);
  });
});
