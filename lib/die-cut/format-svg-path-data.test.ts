import { formatSvgPathData } from "./format-svg-path-data";
import type { Point } from "./types";

it.each<[string, Point[], number | undefined, string]>([
  [
    "a square",
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ],
    undefined,
    "M0 0L1 0L1 1L0 1Z",
  ],
  [
    "rounded to four decimals",
    [
      [0.123456, 2.5],
      [1.00004, 0],
      [0, 3],
    ],
    undefined,
    "M0.1235 2.5L1 0L0 3Z",
  ],
  [
    "rounded to two, no negative zero",
    [
      [-0.001, 0.129],
      [1, 0],
      [0, 1],
    ],
    2,
    "M0 0.13L1 0L0 1Z",
  ],
  ["nothing", [], undefined, ""],
])("writes %s", (_, path, decimals, expected) => {
  expect(formatSvgPathData(path, decimals)).toBe(expected);
});
