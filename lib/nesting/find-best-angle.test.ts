import { Clipper } from "clipper2-ts";
import { findBestAngle } from "./find-best-angle";
import { measureLengthPerCopy } from "./find-best-motif";
import { NESTING_UNITS_PER_INCH } from "./nesting-types";
import { prepareNestingOutline } from "./prepare-nesting-outline";
import { turnRings } from "./turn-rings";

const U = NESTING_UNITS_PER_INCH;
const GROW = 0.0675;
const CONTAINER = { width: 11.125 * U, height: 48 * U };

/** Rings in inches, origin at their box's top-left. */
const SHAPES = {
  // A 2" square standing on a corner: turned 45° it is a square again, and squares tile a grid.
  diamond: [
    [
      { x: 1, y: 0 },
      { x: 2, y: 1 },
      { x: 1, y: 2 },
      { x: 0, y: 1 },
    ],
  ],
  square: [
    [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 2 },
      { x: 0, y: 2 },
    ],
  ],
  // A 3" × 1" bar slanted 30°: upright its boxes waste most of their area.
  slantedBar: turnRings(
    [
      [
        { x: 0, y: 0 },
        { x: 3, y: 0 },
        { x: 3, y: 1 },
        { x: 0, y: 1 },
      ],
    ],
    30,
  ),
};

const outlineAt = (rings: { x: number; y: number }[][]) => (angle: number) =>
  prepareNestingOutline(turnRings(rings, angle), GROW);

describe("findBestAngle", () => {
  it.each([
    { shape: "diamond" as const, angles: [45] },
    { shape: "square" as const, angles: [0] },
    // Turned back by 60° (the quarter turns cover the other 30°), the bar lies square to the roll.
    { shape: "slantedBar" as const, angles: [60] },
  ])("turns a $shape to $angles°", ({ shape, angles }) => {
    const at = outlineAt(SHAPES[shape]);
    const found = findBestAngle(at, { key: shape, copies: 100 }, CONTAINER);
    expect(angles).toContain(found.angleDegrees);
    // The outline answered is the one grown at that angle, and its pattern is at least as short as upright's.
    expect(found.outline).toEqual(at(found.angleDegrees));
    const upright = findBestAngle(at, { key: shape, copies: 100 }, CONTAINER, 0).motif!;
    expect(measureLengthPerCopy(found.motif!, CONTAINER, 100)).toBeLessThanOrEqual(
      measureLengthPerCopy(upright, CONTAINER, 100),
    );
  });

  it("saves roll on the diamond: turned, it lies in a grid of squares, 7 to a row", () => {
    const at = outlineAt(SHAPES.diamond);
    const turned = findBestAngle(at, { key: "d", copies: 100 }, CONTAINER);
    const upright = findBestAngle(at, { key: "d", copies: 100 }, CONTAINER, 0);
    // Turned 45°, its box is the square's: 2 ÷ √2 plus the growth on each side, and rows of 7 fit 11.125".
    const side = Math.SQRT2 + 2 * GROW;
    const box = Clipper.getBounds(turned.outline);
    expect((box.right - box.left) / U).toBeCloseTo(side, 2);
    const turnedLength = measureLengthPerCopy(turned.motif!, CONTAINER, 100) / U;
    expect(turnedLength).toBeCloseTo(side / 7, 2);
    // Upright, the diamonds interlock too, but their rows' ends lose more than 10 % of the roll.
    expect(turnedLength / (measureLengthPerCopy(upright.motif!, CONTAINER, 100) / U)).toBeLessThan(0.9);
  });

  it("keeps a shape upright once its deadline has passed", () => {
    const at = outlineAt(SHAPES.diamond);
    const found = findBestAngle(at, { key: "d", copies: 100 }, CONTAINER, Date.now() - 1);
    expect(found.angleDegrees).toBe(0);
    expect(found.outline).toEqual(at(0));
  });
});
