import { computeSheetPreviewLayout, type SheetPreviewStickerInput } from "./sheet-preview-layout";

const square = (change: Partial<SheetPreviewStickerInput> = {}): SheetPreviewStickerInput => ({
  shape: "square",
  widthInches: 1,
  heightInches: 2,
  xInches: 0.5,
  yInches: 0.5,
  rotation: 0,
  imageWidth: 100,
  imageHeight: 100,
  artwork: null,
  ...change,
});

describe("computeSheetPreviewLayout", () => {
  it('puts a 5.5" × 8.5" sheet in the single proof\'s canvas: 1200 px long side, 72 px margin', () => {
    const layout = computeSheetPreviewLayout({ widthInches: 5.5, heightInches: 8.5, roundedCorners: false }, []);
    const pxPerInch = 1056 / 8.5;
    expect(layout.pxPerInch).toBeCloseTo(pxPerInch, 9);
    expect(layout.sheet).toEqual({ left: 72, top: 72, width: Math.round(5.5 * pxPerInch), height: 1056, radius: 0 });
    expect([layout.canvasWidth, layout.canvasHeight]).toEqual([Math.round(5.5 * pxPerInch) + 144, 1200]);
  });

  it("rounds the sheet's corners at 14 % of its short side, as a single sticker's", () => {
    const layout = computeSheetPreviewLayout({ widthInches: 4, heightInches: 6, roundedCorners: true }, [], {
      longSidePx: 600,
    });
    // 600 px: 36 px margin, 528 px for 6", 88 px per inch; the sheet 352 px wide.
    expect(layout.sheet).toEqual({ left: 36, top: 36, width: 352, height: 528, radius: Math.round(352 * 0.14) });
  });

  it("places each sticker's unturned frame and fitted design, and its turned box's top-left on the canvas", () => {
    // 4" × 6" at 600 px: 88 px per inch.
    const layout = computeSheetPreviewLayout(
      { widthInches: 4, heightInches: 6, roundedCorners: false },
      [square(), square({ xInches: 2, yInches: 3, rotation: 90, imageWidth: 200 })],
      { longSidePx: 600 },
    );
    expect(layout.stickers).toEqual([
      {
        width: 88,
        height: 176,
        left: 36 + 44,
        top: 36 + 44,
        // A square design fitted inside 1" × 2": 1" across, centred down the frame.
        image: { left: 0, top: 44, width: 88, height: 88 },
        visibleImage: { left: 0, top: 0, width: 88, height: 88 },
      },
      {
        // Unturned, as drawn before the turn; its turned box (176 × 88) starts at (2", 3").
        width: 88,
        height: 176,
        left: 36 + 176,
        top: 36 + 264,
        image: { left: 0, top: 66, width: 88, height: 44 },
        visibleImage: { left: 0, top: 0, width: 88, height: 44 },
      },
    ]);
  });

  it("puts a die-cut's design where its line was cut round it, cropped to its frame", () => {
    const layout = computeSheetPreviewLayout(
      { widthInches: 4, heightInches: 6, roundedCorners: false },
      [square({ shape: "die-cut", artwork: { x: -0.25, y: 0.125, width: 1.5, height: 1.5 } })],
      { longSidePx: 600 },
    );
    expect(layout.stickers[0]).toMatchObject({
      image: { left: -22, top: 11, width: 132, height: 132 },
      visibleImage: { left: 22, top: 0, width: 88, height: 132 },
    });
  });

  it("refuses a sheet without a size", () => {
    expect(() => computeSheetPreviewLayout({ widthInches: 0, heightInches: 6, roundedCorners: false }, [])).toThrow(
      RangeError,
    );
  });
});
