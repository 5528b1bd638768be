import { ApiError } from "@/lib/api/errors";
import { buildSheetOutlinePath, prepareStickerSheet } from "./draw-sticker-sheet";
import type { EmbeddedRaster } from "./embed-print-raster";
import { measurePathBounds } from "./measure-path-bounds";
import { planSheetStickerRaster, type PrintableSheetSticker } from "./plan-sheet-stickers";

const SHEET = { widthInches: 4, heightInches: 6, roundedCorners: false };
/** Stands in for an image already written into a document: preparing a sheet only carries it along. */
const IMAGE: EmbeddedRaster = {
  width: 10,
  height: 10,
  label: "R1",
  obj: { toString: () => "1 0 R" },
  embed: () => undefined,
};

function sticker(position: number, change: Partial<PrintableSheetSticker> = {}): PrintableSheetSticker {
  return {
    position,
    designId: 1,
    designKey: "1",
    designWidth: 600,
    designHeight: 600,
    designOutline: null,
    shape: "square",
    widthInches: 1,
    heightInches: 2,
    cutLine: null,
    xInches: 0.5,
    yInches: 0.5,
    rotation: 0,
    ...change,
  };
}

const artOf = (stickers: PrintableSheetSticker[]) => (position: number) => ({
  image: IMAGE,
  plan: planSheetStickerRaster(stickers[position]!, 300),
});

describe("buildSheetOutlinePath", () => {
  it("is the sheet's rectangle, sharp cornered unless the sheet's corners are rounded", () => {
    expect(buildSheetOutlinePath(SHEET)).toEqual([
      { op: "M", x: 0, y: 0 },
      { op: "L", x: 4, y: 0 },
      { op: "L", x: 4, y: 6 },
      { op: "L", x: 0, y: 6 },
      { op: "Z" },
    ]);
  });

  it("rounds its corners as a single sticker's: 14 % of the short side", () => {
    const path = buildSheetOutlinePath({ ...SHEET, roundedCorners: true });
    expect(path.filter((segment) => segment.op === "C")).toHaveLength(4);
    expect(path[0]).toEqual({ op: "M", x: 0.14 * 4, y: 0 });
    expect(measurePathBounds(path)).toEqual({ minX: 0, minY: 0, maxX: 4, maxY: 6 });
  });
});

describe("prepareStickerSheet", () => {
  it("puts each sticker's cut line, clip and raster in its own frame in points, and its turn in its matrix", () => {
    const stickers = [sticker(0), sticker(1, { rotation: 90, xInches: 2, yInches: 3 })];
    const prepared = prepareStickerSheet({ ...SHEET, stickers }, artOf(stickers));
    expect(prepared.outline).toEqual([
      { op: "M", x: 0, y: 0 },
      { op: "L", x: 288, y: 0 },
      { op: "L", x: 288, y: 432 },
      { op: "L", x: 0, y: 432 },
      { op: "Z" },
    ]);
    const [upright, turned] = prepared.stickers;
    expect(upright!.matrix).toEqual([1, 0, 0, 1, 36, 36]);
    // A quarter turn: the frame's top-left at the turned 2" × 1" box's top-right, (2 + 2, 3) inches.
    expect(turned!.matrix).toEqual([0, 1, -1, 0, 288, 216]);
    expect(measurePathBounds(turned!.cutPath)).toEqual({ minX: 0, minY: 0, maxX: 72, maxY: 144 });
    // The raster paints its cut line grown by 1/16" (4.5 pt), round at the corners.
    const clip = measurePathBounds(turned!.clip);
    expect(clip.minX).toBeCloseTo(-4.5, 2);
    expect(clip.maxY).toBeCloseTo(144 + 4.5, 2);
    // The raster is drawn on the frame with its bleed: 1/16" out on every side of the square.
    expect(turned!.drawn.x).toBeLessThan(0);
    expect(turned!.drawn.x).toBeGreaterThan(-4.6);
    expect(turned!.drawn.x + turned!.drawn.width).toBeCloseTo(72 - turned!.drawn.x, 6);
    expect(turned!.whitePlate).toBeNull();
  });

  it("carries each sticker's White plate, in points, when the stock has one", () => {
    const stickers = [sticker(0)];
    const plate = [
      { op: "M" as const, x: 0.1, y: 0.1 },
      { op: "L" as const, x: 0.9, y: 0.1 },
      { op: "L" as const, x: 0.9, y: 1.9 },
      { op: "Z" as const },
    ];
    const prepared = prepareStickerSheet({ ...SHEET, stickers }, artOf(stickers), () => plate);
    const bounds = measurePathBounds(prepared.stickers[0]!.whitePlate!);
    [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY].forEach((value, i) =>
      expect(value).toBeCloseTo([7.2, 7.2, 64.8, 136.8][i]!, 9),
    );
  });

  it.each([0, 101])("refuses a sheet of %p stickers with a 409 saying why", (count) => {
    const stickers = Array.from({ length: count }, (_, position) => sticker(position));
    let thrown: unknown;
    try {
      prepareStickerSheet({ ...SHEET, stickers }, artOf(stickers));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 409,
      message: `The sticker sheet holds ${count} stickers (a sheet holds 1 to 100), so no print file can be made.`,
    });
  });

  it("refuses a die-cut whose stored line misses its box with the print file's 409", () => {
    const stickers = [
      sticker(0, { shape: "die-cut", cutLine: "M0 0L0.5 0L0.5 0.5Z", widthInches: 1, heightInches: 2 }),
    ];
    expect(() => prepareStickerSheet({ ...SHEET, stickers }, artOf(stickers))).toThrow(
      "The order's stored cut line does not match its ordered size",
    );
  });
});
