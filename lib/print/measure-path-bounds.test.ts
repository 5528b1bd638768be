import { measurePathBounds } from "./measure-path-bounds";
import type { PathSegment } from "./path-segments";

describe("measurePathBounds", () => {
  it.each<[string, PathSegment[], [number, number, number, number]]>([
    [
      "a triangle",
      [{ op: "M", x: 1, y: 2 }, { op: "L", x: 3, y: 0.5 }, { op: "L", x: 0, y: 4 }, { op: "Z" }],
      [0, 0.5, 3, 4],
    ],
    [
      "a curve, by its control points",
      [
        { op: "M", x: 0, y: 0 },
        { op: "C", x1: 0, y1: -1, x2: 2, y2: 3, x: 1, y: 1 },
      ],
      [0, -1, 2, 3],
    ],
    [
      "negative coordinates",
      [
        { op: "M", x: -2, y: -3 },
        { op: "L", x: -1, y: -1 },
      ],
      [-2, -3, -1, -1],
    ],
  ])("%s", (_name, path, [minX, minY, maxX, maxY]) => {
    expect(measurePathBounds(path)).toEqual({ minX, minY, maxX, maxY });
  });

  it("refuses a path without points", () => {
    expect(() => measurePathBounds([{ op: "Z" }])).toThrow(RangeError);
  });
});
