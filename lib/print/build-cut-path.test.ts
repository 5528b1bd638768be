import { computeStickerOutline } from "@/lib/stickers/sticker-outline";
import { buildCutPath } from "./build-cut-path";
import { measurePathBounds } from "./measure-path-bounds";

const sticker = (shape: string, widthInches: number, heightInches: number, extra: object = {}) => ({
  shape,
  widthInches,
  heightInches,
  cutLine: null,
  roundedCorners: false,
  ...extra,
});

describe("buildCutPath: the proof's outline as one path, at the ordered size", () => {
  // [sticker, segment ops, the first point (where its shape starts)]
  it.each([
    [sticker("square", 3, 3), "MLLLZ", [0, 0]],
    // The design tool's rounded corners: 14% of the short side (0.28" on a 2" × 4").
    [sticker("square", 2, 4, { roundedCorners: true }), "MLCLCLCLCZ", [0.28, 0]],
    [sticker("square", 3, 3, { roundedCorners: true }), "MLCLCLCLCZ", [0.42, 0]],
    [sticker("circle", 3, 3), "MCCCCZ", [1.5, 0]],
    // A die-cut without a stored line reads as its box with the border's round corners (as its proof did).
    [sticker("die-cut", 2, 1), "MLCLCLCLCZ", [0.125, 0]],
    [sticker("die-cut", 1.5, 1, { cutLine: "M0.5 0L1.5 0.5L0.75 1L0 0.4Z" }), "MLLLZ", [0.5, 0]],
  ])("%o → %s from %p", (line, ops, start) => {
    const path = buildCutPath(computeStickerOutline(line));
    expect(path.map((segment) => segment.op).join("")).toBe(ops);
    const [first] = path as [{ op: "M"; x: number; y: number }];
    expect(first.op).toBe("M");
    expect(first.x).toBeCloseTo(start[0] as number, 12);
    expect(first.y).toBeCloseTo(start[1] as number, 12);
    const bounds = measurePathBounds(path);
    expect(bounds.minX).toBeCloseTo(0, 12);
    expect(bounds.minY).toBeCloseTo(0, 12);
    expect(bounds.maxX).toBeCloseTo(line.widthInches, 12);
    expect(bounds.maxY).toBeCloseTo(line.heightInches, 12);
  });

  it("keeps a die-cut's stored points exactly", () => {
    const cutLine = "M1.2 0L2.9 0.75L3 2.1L1.4 2.41L0 1.6L0.2 0.3Z";
    const path = buildCutPath(computeStickerOutline(sticker("die-cut", 3, 2.41, { cutLine })));
    expect(path.filter((segment) => segment.op === "L" || segment.op === "M")).toEqual([
      { op: "M", x: 1.2, y: 0 },
      { op: "L", x: 2.9, y: 0.75 },
      { op: "L", x: 3, y: 2.1 },
      { op: "L", x: 1.4, y: 2.41 },
      { op: "L", x: 0, y: 1.6 },
      { op: "L", x: 0.2, y: 0.3 },
    ]);
  });

  it("refuses stored path data it cannot follow", () => {
    expect(() =>
      buildCutPath(computeStickerOutline(sticker("die-cut", 2, 2, { cutLine: "M0 0A1 1 0 0 1 2 2Z" }))),
    ).toThrow(RangeError);
  });
});
