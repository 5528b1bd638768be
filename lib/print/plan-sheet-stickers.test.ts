import type { PrintableSheetSticker } from "./plan-sheet-stickers";
import { listSheetStickerRasters, planSheetStickerRaster, SHEET_STICKER_BLEED_INCHES } from "./plan-sheet-stickers";
import { planStickerRaster } from "./plan-sticker-raster";

/** A sticker of a 1200 × 800 px design without a traced outline, at (1, 1) unturned, unless told. */
function sticker(position: number, change: Partial<PrintableSheetSticker> = {}): PrintableSheetSticker {
  return {
    position,
    designId: 1,
    designKey: "1",
    designWidth: 1200,
    designHeight: 800,
    designOutline: null,
    shape: "square",
    widthInches: 2,
    heightInches: 1,
    cutLine: null,
    xInches: 1,
    yInches: 1,
    rotation: 0,
    ...change,
  };
}

describe("a sheet sticker's raster", () => {
  it("carries the edge 1/16\" out: half the least space between two stickers, so neighbours' bleeds never meet", () => {
    expect(SHEET_STICKER_BLEED_INCHES).toBe(0.0625);
    const plan = planSheetStickerRaster(sticker(0), 600);
    expect(plan.bleedPixels).toBe(Math.ceil(0.0625 * plan.dpi));
    // Placed as a single sticker's raster is, the design fitted (100 %, centred): 1200 × 800 px in 2" × 1" → 1.5" × 1".
    expect(plan).toEqual(
      planStickerRaster(
        { shape: "square", widthInches: 2, heightInches: 1, scale: 100, xPosition: 0, yPosition: 0 },
        { width: 1200, height: 800, outline: null },
        { bleedInches: 0.0625, maxDpi: 600 },
      ),
    );
    expect(plan.image.width / plan.dpi).toBeCloseTo(1.5, 2);
    expect((plan.image.left / plan.dpi) * 2).toBeCloseTo(0.5, 2);
  });

  it("carries no edge out on a die-cut: its border is cut inside the white", () => {
    expect(planSheetStickerRaster(sticker(0, { shape: "die-cut" }), 600).bleedPixels).toBe(0);
  });
});

describe("listSheetStickerRasters", () => {
  it("makes one raster of a design at one shape and size, however turned or placed, and one per other size or design", () => {
    const rasters = listSheetStickerRasters(
      [
        sticker(0),
        sticker(1, { designId: 2, designKey: "2" }),
        sticker(2, { rotation: 90, xInches: 4 }),
        sticker(3, { widthInches: 1, heightInches: 0.5 }),
        sticker(4, { rotation: 180, yInches: 5 }),
        sticker(5, { designId: 2, designKey: "2", rotation: 270 }),
      ],
      600,
    );
    // Grouped by design, in the order of each design's first sticker.
    expect(rasters.map(({ index, designKey, positions }) => ({ index, designKey, positions }))).toEqual([
      { index: 0, designKey: "1", positions: [0, 2, 4] },
      { index: 1, designKey: "1", positions: [3] },
      { index: 2, designKey: "2", positions: [1, 5] },
    ]);
    expect(rasters[0]!.design).toEqual({ width: 1200, height: 800, outline: null });
  });

  it("keeps a square and a circle of one design and size apart only when their rasters differ", () => {
    // A circle fits the design in its box as a square does: the same pixels, one raster, each clipped by its own cut.
    const rasters = listSheetStickerRasters(
      [
        sticker(0, { widthInches: 1, heightInches: 1 }),
        sticker(1, { shape: "circle", widthInches: 1, heightInches: 1 }),
      ],
      600,
    );
    expect(rasters.map((raster) => raster.positions)).toEqual([[0, 1]]);
  });
});
