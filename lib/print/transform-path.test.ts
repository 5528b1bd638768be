import { transformPath } from "./transform-path";

describe("transformPath", () => {
  it.each([
    // [scale, dx, dy, expected M point, expected C control points and end]
    [72, 9, 9, [81, 9], [9 + 72 * 1.5, 9 + 72 * 0.25, 9 + 72 * 2, 9 + 72, 9 + 144, 9 + 36]],
    [1, 0, 0, [1, 0], [1.5, 0.25, 2, 1, 2, 0.5]],
    [2, -1, 3, [1, 3], [2, 3.5, 3, 5, 3, 4]],
  ])("scale %p, move (%p, %p)", (scale, dx, dy, move, curve) => {
    const path = transformPath(
      [{ op: "M", x: 1, y: 0 }, { op: "C", x1: 1.5, y1: 0.25, x2: 2, y2: 1, x: 2, y: 0.5 }, { op: "Z" }],
      scale,
      dx,
      dy,
    );
    expect(path[0]).toEqual({ op: "M", x: move[0], y: move[1] });
    const [x1, y1, x2, y2, x, y] = curve;
    expect(path[1]).toEqual({ op: "C", x1, y1, x2, y2, x, y });
    expect(path[2]).toEqual({ op: "Z" });
  });
});
