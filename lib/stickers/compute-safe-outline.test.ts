import { computeSafeOutline, SAFE_MARGIN_INCHES } from "./compute-safe-outline";

const sticker = (shape: string, widthInches: number, heightInches: number, roundedCorners = false) => ({
  shape,
  widthInches,
  heightInches,
  roundedCorners,
  cutLine: null,
});

describe('computeSafeOutline (#34: the safe line 1/16" inside the cut)', () => {
  it("is 1/16 of an inch", () => {
    expect(SAFE_MARGIN_INCHES).toBe(0.0625);
  });

  it.each([
    [
      'a 2.5" × 3.5" rectangle',
      sticker("square", 2.5, 3.5),
      { kind: "rect", x: 0.0625, y: 0.0625, width: 2.375, height: 3.375, radius: 0 },
    ],
    [
      "rounded corners: the radius (14% of the short side) less the inset",
      sticker("square", 2, 3, true),
      { kind: "rect", x: 0.0625, y: 0.0625, width: 1.875, height: 2.875, radius: 0.28 - 0.0625 },
    ],
    ['a 3" circle', sticker("circle", 3, 3), { kind: "ellipse", cx: 1.5, cy: 1.5, rx: 1.4375, ry: 1.4375 }],
    ['a die-cut: none (its artwork sits inside a 1/8" border)', sticker("die-cut", 3, 2), null],
  ])("%s", (_name, input, expected) => {
    const safe = computeSafeOutline(input);
    if (expected === null) return expect(safe).toBeNull();
    expect(safe).toEqual(
      Object.fromEntries(
        Object.entries(expected).map(([key, value]) => [
          key,
          typeof value === "number" ? expect.closeTo(value, 9) : value,
        ]),
      ),
    );
  });
});
