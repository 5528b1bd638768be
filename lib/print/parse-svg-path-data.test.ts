import { parseSvgPathData } from "./parse-svg-path-data";

describe("parseSvgPathData", () => {
  it("reads the shop's die-cut lines: one move, lines, a close", () => {
    expect(parseSvgPathData("M1.2 0L1.5 0.1L0 2.41Z")).toEqual([
      { op: "M", x: 1.2, y: 0 },
      { op: "L", x: 1.5, y: 0.1 },
      { op: "L", x: 0, y: 2.41 },
      { op: "Z" },
    ]);
  });

  // [path data, the segments' points as [op, x, y]]
  it.each([
    ["M0 0 1 0 1 1z", [["M", 0, 0], ["L", 1, 0], ["L", 1, 1], ["Z"]]],
    ["m1,1 l2,0 0,2 z", [["M", 1, 1], ["L", 3, 1], ["L", 3, 3], ["Z"]]],
    ["M1 1H3V4h-1v-1Z", [["M", 1, 1], ["L", 3, 1], ["L", 3, 4], ["L", 2, 4], ["L", 2, 3], ["Z"]]],
    [
      "M-.5-.5L1e-1 2.5E0",
      [
        ["M", -0.5, -0.5],
        ["L", 0.1, 2.5],
      ],
    ],
    ["M0 0L1 0ZM2 2l1 0Z", [["M", 0, 0], ["L", 1, 0], ["Z"], ["M", 2, 2], ["L", 3, 2], ["Z"]]],
    ["M0 0Zm1 1l1 0", [["M", 0, 0], ["Z"], ["M", 1, 1], ["L", 2, 1]]],
  ])("%p", (data, expected) => {
    const points = parseSvgPathData(data).map((segment) =>
      segment.op === "Z" ? ["Z"] : [segment.op, segment.x, segment.y],
    );
    expect(points).toEqual(expected);
  });

  it("reads cubic curves, absolute and relative", () => {
    expect(parseSvgPathData("M0 0C0 1 1 1 1 0c0-1 1-1 1 0")).toEqual([
      { op: "M", x: 0, y: 0 },
      { op: "C", x1: 0, y1: 1, x2: 1, y2: 1, x: 1, y: 0 },
      { op: "C", x1: 1, y1: -1, x2: 2, y2: -1, x: 2, y: 0 },
    ]);
  });

  it.each([
    ["", "draw"],
    ["L1 1", "start with a move"],
    ["M0 0A1 1 0 0 1 2 2", "Unsupported"],
    ["M0 0Q1 1 2 2", "Unsupported"],
    ["M0 0L1", "needs 2 numbers"],
    ["M0 0L1 1 2", "needs 2 numbers"],
    ["M0 0", "draw"],
    ["M0 0L1 1<script>", "Unsupported"],
    ["M0 0 L1e999 1", "finite"],
  ])("refuses %p (%s)", (data, message) => {
    expect(() => parseSvgPathData(data)).toThrow(RangeError);
    expect(() => parseSvgPathData(data)).toThrow(message);
  });
});
