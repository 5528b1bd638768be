import { computeConvexHull } from "./compute-convex-hull";
import { computeSignedArea } from "./compute-signed-area";
import type { Point } from "./types";

it.each<[string, Point[], Point[]]>([
  [
    "a square with inner points",
    [
      [0, 0],
      [2, 0],
      [1, 1],
      [2, 2],
      [0, 2],
      [1, 0.5],
    ],
    [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ],
  ],
  [
    "collinear points on an edge",
    [
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ],
    [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ],
  ],
  [
    "two far blobs' points",
    [
      [0, 0],
      [1, 1],
      [0, 1],
      [10, 0],
      [11, 1],
      [10, 1],
    ],
    [
      [0, 0],
      [10, 0],
      [11, 1],
      [0, 1],
    ],
  ],
])("hulls %s clockwise on screen", (_, points, expected) => {
  const hull = computeConvexHull(points);
  expect(computeSignedArea(hull)).toBeGreaterThan(0);
  const start = hull.findIndex(([x, y]) => x === expected[0]![0] && y === expected[0]![1]);
  expect([...hull.slice(start), ...hull.slice(0, start)]).toEqual(expected);
});
