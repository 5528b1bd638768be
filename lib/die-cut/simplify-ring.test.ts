import { measureBounds } from "./measure-bounds";
import { simplifyRing } from "./simplify-ring";
import type { Point } from "./types";

/** A circle of radius 100 as 720 points, and a staircase square as marching squares leaves it. */
const circle: Point[] = Array.from({ length: 720 }, (_, i) => [
  100 * Math.cos((i * Math.PI) / 360),
  100 * Math.sin((i * Math.PI) / 360),
]);
const staircase: Point[] = [];
for (let i = 0; i < 50; i++) staircase.push([i, i % 2 ? 0.3 : 0]);
for (let i = 0; i < 50; i++) staircase.push([50, i]);
for (let i = 50; i > 0; i--) staircase.push([i, 50]);
for (let i = 50; i > 0; i--) staircase.push([0, i]);

function distanceToRing([px, py]: Point, ring: Point[]): number {
  let best = Infinity;
  for (let i = 0; i < ring.length; i++) {
    const [ax, ay] = ring[i] as Point;
    const [bx, by] = ring[(i + 1) % ring.length] as Point;
    const t = Math.max(
      0,
      Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
    );
    best = Math.min(best, Math.hypot(px - ax - t * (bx - ax), py - ay - t * (by - ay)));
  }
  return best;
}

it.each<[string, Point[], number, number]>([
  ["a circle at 0.5", circle, 0.5, 60],
  ["a circle at 0.01", circle, 0.01, 400],
  ["a staircase square at 0.5", staircase, 0.5, 8],
])(
  "simplifies %s: fewer points, every point within the tolerance, the same bounding box",
  (_, ring, tolerance, most) => {
    const simplified = simplifyRing(ring, tolerance);
    expect(simplified.length).toBeLessThanOrEqual(most);
    expect(simplified.length).toBeGreaterThanOrEqual(4);
    for (const point of ring) expect(distanceToRing(point, simplified)).toBeLessThanOrEqual(tolerance + 1e-9);
    expect(measureBounds([simplified])).toEqual(measureBounds([ring]));
  },
);

it("keeps a ring of four points or fewer as it is", () => {
  const square: Point[] = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ];
  expect(simplifyRing(square, 10)).toEqual(square);
});
