import { findSelfIntersection } from "./find-self-intersection";
import type { Point } from "./types";

it.each<[string, Point[], [number, number] | null]>([
  [
    "a square",
    [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ],
    null,
  ],
  [
    "a concave L",
    [
      [0, 0],
      [1, 0],
      [1, 2],
      [3, 2],
      [3, 3],
      [0, 3],
    ],
    null,
  ],
  [
    "a bow tie",
    [
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
    ],
    [0, 2],
  ],
  [
    "a ring touching itself at a point",
    [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 0],
      [0, 4],
    ],
    [0, 3],
  ],
  [
    "a spike folding back along itself",
    [
      [0, 0],
      [4, 0],
      [2, 0],
      [2, 3],
    ],
    [0, 1],
  ],
  [
    "an edge running through a vertex",
    [
      [0, 0],
      [4, 0],
      [4, 2],
      [2, 0],
      [2, -2],
      [0, -2],
    ],
    [0, 2],
  ],
])("%s", (_, ring, expected) => {
  expect(findSelfIntersection(ring)).toEqual(expected);
});
