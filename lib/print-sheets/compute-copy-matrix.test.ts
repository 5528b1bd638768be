import { applyPathMatrix } from "@/lib/print/apply-path-matrix";
import { measurePathBounds } from "@/lib/print/measure-path-bounds";
import { parseSvgPathData } from "@/lib/print/parse-svg-path-data";
import { transformPath } from "@/lib/print/transform-path";
import { computeCopyMatrix, placedBoxOf } from "./compute-copy-matrix";

// A 2" × 1" sticker's frame in points, with a marker point at its top-left corner and one on its top edge.
const frame = transformPath(parseSvgPathData("M0 0L2 0L2 1L0 1Z"), 72, 0, 0);
const placement = { orderId: 1, copy: 1, xInches: 1, yInches: 3 };

describe("computeCopyMatrix", () => {
  it.each([
    {
      name: "upright: moved to the placement",
      rotated: false,
      box: { widthInches: 2, heightInches: 1 },
      corners: [
        [72, 216],
        [216, 216],
        [216, 288],
        [72, 288],
      ],
    },
    {
      name: 'rotated: a quarter turn clockwise inside the placed 1" × 2" box (top-left corner to its top-right)',
      rotated: true,
      box: { widthInches: 1, heightInches: 2 },
      corners: [
        [144, 216],
        [144, 360],
        [72, 360],
        [72, 216],
      ],
    },
    {
      name: "a half turn (nested copies interlock): top-left corner to the box's bottom-right",
      rotated: false,
      turns: 2 as const,
      box: { widthInches: 2, heightInches: 1 },
      corners: [
        [216, 288],
        [72, 288],
        [72, 216],
        [216, 216],
      ],
    },
    {
      name: 'three quarter turns: top-left corner to the placed 1" × 2" box\'s bottom-left',
      rotated: true,
      turns: 3 as const,
      box: { widthInches: 1, heightInches: 2 },
      corners: [
        [72, 360],
        [72, 216],
        [144, 216],
        [144, 360],
      ],
    },
    {
      name: "a quarter turn said by turns agrees with rotated",
      rotated: true,
      turns: 1 as const,
      box: { widthInches: 1, heightInches: 2 },
      corners: [
        [144, 216],
        [144, 360],
        [72, 360],
        [72, 216],
      ],
    },
  ])("$name", ({ rotated, box, corners, ...rest }) => {
    const turns = "turns" in rest ? rest.turns : undefined;
    const placed = applyPathMatrix(frame, computeCopyMatrix({ ...placement, ...box, rotated, turns }));
    const points = placed.flatMap((s) => (s.op === "Z" ? [] : [[s.x, s.y]]));
    points.forEach(([x, y], i) => {
      expect(x).toBeCloseTo(corners[i]![0]!, 9);
      expect(y).toBeCloseTo(corners[i]![1]!, 9);
    });
    // The placed outline fills exactly the placement's box.
    expect(measurePathBounds(placed)).toEqual({
      minX: 72,
      minY: 216,
      maxX: 72 + box.widthInches * 72,
      maxY: 216 + box.heightInches * 72,
    });
  });

  // A further angle (#37): the frame turned by turns · 90° + angle, and its own box is the placed box.
  it.each([
    { turns: 0 as const, angle: 30, box: { widthInches: 2, heightInches: 1 } },
    { turns: 1 as const, angle: 30, box: { widthInches: 1, heightInches: 2 } },
    { turns: 2 as const, angle: 45, box: { widthInches: 2, heightInches: 1 } },
    { turns: 3 as const, angle: 5, box: { widthInches: 1, heightInches: 2 } },
  ])("turned $turns quarters and then $angle°: the frame turned by the whole angle fills placedBoxOf", (row) => {
    const angled = {
      ...placement,
      ...row.box,
      rotated: row.turns % 2 === 1,
      turns: row.turns,
      angleDegrees: row.angle,
    };
    const [a, b, c, d] = computeCopyMatrix(angled);
    const whole = ((row.turns * 90 + row.angle) * Math.PI) / 180;
    // A pure turn, clockwise with y down: (1, 0) goes to (cos, sin).
    [a, b, c, d].forEach((value, i) =>
      expect(value).toBeCloseTo([Math.cos(whole), Math.sin(whole), -Math.sin(whole), Math.cos(whole)][i]!, 12),
    );
    const bounds = measurePathBounds(applyPathMatrix(frame, computeCopyMatrix(angled)));
    const { widthInches, heightInches } = placedBoxOf(angled);
    expect(bounds.minX).toBeCloseTo(72, 9);
    expect(bounds.minY).toBeCloseTo(216, 9);
    expect(bounds.maxX).toBeCloseTo(72 + widthInches * 72, 9);
    expect(bounds.maxY).toBeCloseTo(216 + heightInches * 72, 9);
    // Its own box is wider than the quarter-turned box on both sides (a turned 2" × 1" box).
    expect(widthInches).toBeGreaterThan(row.box.widthInches);
    expect(heightInches).toBeGreaterThan(row.box.heightInches);
  });

  it("draws in inches for the preview's SVG when asked", () => {
    expect(computeCopyMatrix({ ...placement, widthInches: 1, heightInches: 2, rotated: true, turns: 3 }, 1)).toEqual([
      0, -1, 1, 0, 1, 5,
    ]);
  });
});
