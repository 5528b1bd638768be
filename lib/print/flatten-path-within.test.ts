import { buildEllipsePath } from "./build-ellipse-path";
import { buildRoundedRectPath } from "./build-rounded-rect-path";
import type { Curve } from "./flatten-path";
import { countCurveSteps, flattenPathWithin, MAX_CURVE_STEPS } from "./flatten-path-within";
import { parseSvgPathData } from "./parse-svg-path-data";
import type { PathSegment } from "./path-segments";

type Point = { x: number; y: number };

const pointAt = (from: Point, c: Curve, t: number): Point => {
  const u = 1 - t;
  const [a, b, cc, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return { x: a * from.x + b * c.x1 + cc * c.x2 + d * c.x, y: a * from.y + b * c.y1 + cc * c.y2 + d * c.y };
};

const distanceToSegment = (p: Point, a: Point, b: Point) => {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
};

/**
 * The furthest any point of the path's curves (2,000 samples each) lies from the chords the ring cut it into:
 * the ring holds the move-to's point, one point per line and countCurveSteps' points per curve, in order.
 */
function measureDeviation(segments: PathSegment[], ring: Point[], deviation: number): number {
  let worst = 0;
  let from: Point = { x: 0, y: 0 };
  let index = 0; // the ring's point where the current segment starts
  for (const segment of segments) {
    if (segment.op === "Z") continue;
    if (segment.op === "C") {
      const steps = countCurveSteps(from, segment, deviation);
      for (let sample = 0; sample <= 2000; sample++) {
        const t = sample / 2000;
        const chord = index + Math.min(steps - 1, Math.floor(t * steps));
        worst = Math.max(worst, distanceToSegment(pointAt(from, segment, t), ring[chord]!, ring[chord + 1]!));
      }
      index += steps;
    } else if (segment.op === "L") index += 1;
    from = { x: segment.x, y: segment.y };
  }
  expect(index).toBe(ring.length - 1);
  return worst;
}

describe("flattenPathWithin", () => {
  it.each([
    { name: 'a 1" circle', path: buildEllipsePath(0.5, 0.5, 0.5, 0.5), deviation: 0.0005 },
    { name: 'a 12" circle', path: buildEllipsePath(6, 6, 6, 6), deviation: 0.0005 },
    { name: 'a 48" circle', path: buildEllipsePath(24, 24, 24, 24), deviation: 0.0005 },
    { name: 'a flat 6" × 1" ellipse', path: buildEllipsePath(3, 0.5, 3, 0.5), deviation: 0.0005 },
    { name: "rounded corners", path: buildRoundedRectPath(0, 0, 3, 2, 0.25), deviation: 0.0001 },
    { name: "a die-cut line with an S-curve", path: parseSvgPathData("M0 0C3 0 -1 2 2 2L2 3Z"), deviation: 0.001 },
  ])("keeps every chord of $name within the deviation of its curve", ({ path, deviation }) => {
    const [ring] = flattenPathWithin(path, deviation);
    const measured = measureDeviation(path, ring!, deviation);
    expect(measured).toBeLessThanOrEqual(deviation);
    // And not wastefully: a quarter of the deviation would do with half the chords at most.
    expect(measured).toBeGreaterThan(deviation / 4);
  });

  it.each([
    { radius: 0.5, deviation: 0.0005, steps: 19 },
    { radius: 6, deviation: 0.0005, steps: 65 },
    { radius: 6, deviation: 0.005, steps: 21 },
  ])(
    "cuts a quarter circle of radius $radius in $steps chords for a deviation of $deviation",
    ({ radius, deviation, steps }) => {
      const [, quarter] = buildEllipsePath(0, 0, radius, radius);
      expect(countCurveSteps({ x: 0, y: -radius }, quarter as Curve, deviation)).toBe(steps);
    },
  );

  it("gives a straight curve one chord, and caps a huge one", () => {
    expect(countCurveSteps({ x: 0, y: 0 }, { op: "C", x1: 1, y1: 0, x2: 2, y2: 0, x: 3, y: 0 }, 0.001)).toBe(1);
    expect(countCurveSteps({ x: 0, y: 0 }, { op: "C", x1: 1e9, y1: 0, x2: -1e9, y2: 0, x: 3, y: 0 }, 0.001)).toBe(
      MAX_CURVE_STEPS,
    );
  });

  it.each([0, -1, Number.NaN])("refuses a deviation of %p", (deviation) => {
    expect(() => flattenPathWithin(buildEllipsePath(1, 1, 1, 1), deviation)).toThrow(RangeError);
  });
});
