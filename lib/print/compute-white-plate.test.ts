import { buildEllipsePath } from "./build-ellipse-path";
import { computeWhitePlate, type WhitePlateInput } from "./compute-white-plate";
import { measurePathArea } from "./measure-path-area";
import type { PathSegment } from "./path-segments";

const square = (size: number): PathSegment[] => [
  { op: "M", x: 0, y: 0 },
  { op: "L", x: size, y: 0 },
  { op: "L", x: size, y: size },
  { op: "L", x: 0, y: size },
  { op: "Z" },
];
/** A 100 px square ring with a 50 px square hole: the ring of a donut, holes kept (even-odd). */
const DONUT = {
  rings: [
    [0, 0, 100, 0, 100, 100, 0, 100],
    [25, 25, 75, 25, 75, 75, 25, 75],
  ],
};
const FRAME = { width: 100, height: 100 };
const AT_ONE_INCH = { x: 0, y: 0, width: 1, height: 1 };

/** Whether (x, y) is inside the plate, by the even-odd rule over its subpaths (straight segments only). */
function isInked(plate: PathSegment[], x: number, y: number): boolean {
  let inside = false;
  let ring: { x: number; y: number }[] = [];
  const flush = () => {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i]!;
      const b = ring[j]!;
      if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    }
    ring = [];
  };
  for (const segment of plate) {
    if (segment.op === "Z") flush();
    else if (segment.op !== "C") ring.push({ x: segment.x, y: segment.y });
  }
  flush();
  return inside;
}

describe("computeWhitePlate", () => {
  it.each<[string, WhitePlateInput, number]>([
    [
      "opaque artwork filling a square: the cut shape",
      {
        artwork: "opaque",
        frame: FRAME,
        placement: { x: 0, y: 0, width: 2, height: 2 },
        cutPath: square(2),
        chokeInches: 0,
      },
      4,
    ],
    [
      "opaque artwork past the cut (bleed, scaled up): clipped to the cut shape",
      {
        artwork: "opaque",
        frame: FRAME,
        placement: { x: -0.5, y: -0.5, width: 3, height: 3 },
        cutPath: square(2),
        chokeInches: 0,
      },
      4,
    ],
    [
      'opaque artwork filling a square, choked 0.1" on every side',
      {
        artwork: "opaque",
        frame: FRAME,
        placement: { x: 0, y: 0, width: 2, height: 2 },
        cutPath: square(2),
        chokeInches: 0.1,
      },
      1.8 * 1.8,
    ],
    [
      "opaque artwork under a circle: the circle, choked",
      {
        artwork: "opaque",
        frame: FRAME,
        placement: { x: 0, y: 0, width: 2, height: 2 },
        cutPath: buildEllipsePath(1, 1, 1, 1),
        chokeInches: 0.1,
      },
      Math.PI * 0.9 * 0.9,
    ],
    [
      "opaque artwork scaled down inside a square: its own rectangle",
      {
        artwork: "opaque",
        frame: { width: 200, height: 100 },
        placement: { x: 0.5, y: 0.75, width: 1, height: 0.5 },
        cutPath: square(2),
        chokeInches: 0,
      },
      0.5,
    ],
    [
      "a ring's hole stays clear",
      { artwork: DONUT, frame: FRAME, placement: AT_ONE_INCH, cutPath: square(2), chokeInches: 0 },
      1 - 0.25,
    ],
    [
      "a ring choked: the outside shrinks and the hole grows",
      { artwork: DONUT, frame: FRAME, placement: AT_ONE_INCH, cutPath: square(2), chokeInches: 0.05 },
      0.9 * 0.9 - 0.6 * 0.6,
    ],
    [
      "artwork half past the cut line: only the half inside",
      {
        artwork: DONUT,
        frame: FRAME,
        placement: { x: 0.5, y: 0, width: 1, height: 1 },
        cutPath: square(1),
        chokeInches: 0,
      },
      0.5 - 0.125,
    ],
    [
      "a choke wider than the artwork: nothing",
      { artwork: DONUT, frame: FRAME, placement: AT_ONE_INCH, cutPath: square(2), chokeInches: 0.2 },
      0,
    ],
    [
      "no artwork: nothing",
      { artwork: { rings: [] }, frame: FRAME, placement: AT_ONE_INCH, cutPath: square(2), chokeInches: 0.01 },
      0,
    ],
  ])("%s", (_label, input, area) => {
    const plate = computeWhitePlate(input);
    expect(measurePathArea(plate)).toBeCloseTo(area, 2);
    if (area === 0) expect(plate).toEqual([]);
  });

  it("inks the ring, not its hole nor outside it, in the sticker's frame", () => {
    const plate = computeWhitePlate({
      artwork: DONUT,
      frame: FRAME,
      placement: { x: 0.25, y: 0.5, width: 1, height: 1 },
      cutPath: square(2),
      chokeInches: 0.01,
    });
    expect(isInked(plate, 0.3, 0.6)).toBe(true);
    expect(isInked(plate, 0.75, 1)).toBe(false); // the hole's centre
    expect(isInked(plate, 0.255, 0.6)).toBe(false); // inside the choke band
    expect(isInked(plate, 0.1, 0.1)).toBe(false);
    expect(plate.every((segment) => segment.op !== "C")).toBe(true);
  });

  it.each([
    [{ width: 0, height: 10 }, 0, "frame"],
    [FRAME, -0.1, "choke"],
  ])("refuses a frame %p or a choke of %p", (frame, chokeInches, word) => {
    expect(() =>
      computeWhitePlate({ artwork: "opaque", frame, placement: AT_ONE_INCH, cutPath: square(1), chokeInches }),
    ).toThrow(word);
  });
});
