import { buildEllipsePath } from "./build-ellipse-path";
import { measurePathBounds } from "./measure-path-bounds";
import type { PathSegment } from "./path-segments";

type Curve = Extract<PathSegment, { op: "C" }>;

function pointOn(x0: number, y0: number, c: Curve, t: number): [number, number] {
  const u = 1 - t;
  const at = (p0: number, p1: number, p2: number, p3: number) =>
    u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
  return [at(x0, c.x1, c.x2, c.x), at(y0, c.y1, c.y2, c.y)];
}

describe("buildEllipsePath", () => {
  // [cx, cy, rx, ry]: circles of the shop's sizes, and an ellipse
  it.each([
    [1.5, 1.5, 1.5, 1.5],
    [0.5, 0.5, 0.5, 0.5],
    [6, 6, 6, 6],
    [2, 1, 2, 1],
  ])("centre (%p, %p), radii %p × %p: four Bézier arcs on the curve, box = its extent", (cx, cy, rx, ry) => {
    const path = buildEllipsePath(cx, cy, rx, ry);
    expect(path.map((segment) => segment.op)).toEqual(["M", "C", "C", "C", "C", "Z"]);
    const bounds = measurePathBounds(path);
    expect([bounds.minX, bounds.minY, bounds.maxX, bounds.maxY]).toEqual([cx - rx, cy - ry, cx + rx, cy + ry]);
    let previous: [number, number] = [0, 0];
    for (const segment of path) {
      if (segment.op === "C")
        for (let t = 0; t <= 1; t += 0.125) {
          const [px, py] = pointOn(previous[0], previous[1], segment, t);
          // On the ellipse (x/rx)² + (y/ry)² = 1 within the four-arc approximation's 0.03%.
          const radius = Math.hypot((px - cx) / rx, (py - cy) / ry);
          expect(Math.abs(radius - 1)).toBeLessThan(0.0003);
        }
      if (segment.op !== "Z") previous = [segment.x, segment.y];
    }
    expect(previous).toEqual([cx, cy - ry]); // back at the start: closed
  });

  it("refuses a zero radius", () => {
    expect(() => buildEllipsePath(1, 1, 0, 1)).toThrow(RangeError);
  });
});
