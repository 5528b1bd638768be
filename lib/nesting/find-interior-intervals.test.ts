import type { Paths64 } from "clipper2-ts";
import { findInteriorIntervals, isInsideIntervals } from "./find-interior-intervals";

const square: Paths64 = [
  [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ],
];
/** A U: two prongs 0–3 and 7–10 wide, joined below y = 7. */
const cup: Paths64 = [
  [
    { x: 0, y: 0 },
    { x: 3, y: 0 },
    { x: 3, y: 7 },
    { x: 7, y: 7 },
    { x: 7, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ],
];
/** Two squares overlapping (nonzero: one region), wound the same way. */
const overlapping: Paths64 = [square[0]!, square[0]!.map((p) => ({ x: p.x + 5, y: p.y }))];

describe("findInteriorIntervals", () => {
  it.each([
    { name: "a square across its middle", region: square, axis: "x" as const, at: 5, expected: [[0, 10]] },
    { name: "a square along y = 5", region: square, axis: "y" as const, at: 5, expected: [[0, 10]] },
    { name: "outside the square", region: square, axis: "x" as const, at: 12, expected: [] },
    { name: "a U's prong", region: cup, axis: "x" as const, at: 1, expected: [[0, 10]] },
    { name: "a U's gap", region: cup, axis: "x" as const, at: 5, expected: [[7, 10]] },
    {
      name: "across a U's prongs",
      region: cup,
      axis: "y" as const,
      at: 2,
      expected: [
        [0, 3],
        [7, 10],
      ],
    },
    {
      name: "two overlapping squares are one stretch",
      region: overlapping,
      axis: "y" as const,
      at: 5,
      expected: [[0, 15]],
    },
  ])("$name", ({ region, axis, at, expected }) => {
    expect(findInteriorIntervals(region, axis, at).map((i) => [i.start, i.end])).toEqual(expected);
  });

  it("treats the ends as touching, not inside", () => {
    const intervals = findInteriorIntervals(square, "x", 5);
    expect([0, 10, -1, 11].map((y) => isInsideIntervals(intervals, y))).toEqual([false, false, false, false]);
    expect(isInsideIntervals(intervals, 5)).toBe(true);
  });
});
