import { DEFAULT_BORDER_INCHES } from "@/lib/die-cut/compute-cut-line";
import { computeStickerOutline, DIE_CUT_BORDER_INCHES } from "./sticker-outline";

const line = { shape: "square", widthInches: 2, heightInches: 4, cutLine: null, roundedCorners: false };

describe("computeStickerOutline", () => {
  it("draws a square or rectangle as its frame, with square corners unless rounded ones were chosen", () => {
    expect(computeStickerOutline(line)).toEqual({ kind: "rect", width: 2, height: 4, radius: 0 });
    expect(computeStickerOutline({ ...line, roundedCorners: true })).toEqual({
      kind: "rect",
      width: 2,
      height: 4,
      radius: 0.28, // 14% of the short side, as the proof draws it
    });
  });

  it("draws a circle as the ellipse filling its frame, rounded corners or not", () => {
    const circle = { ...line, shape: "circle", widthInches: 3, heightInches: 3, roundedCorners: true };
    expect(computeStickerOutline(circle)).toEqual({ kind: "ellipse", cx: 1.5, cy: 1.5, rx: 1.5, ry: 1.5 });
  });

  it("draws a die-cut along its frozen cut line", () => {
    const d = "M1 0L2 1L1 2L0 1Z";
    expect(computeStickerOutline({ ...line, shape: "die-cut", cutLine: d })).toEqual({ kind: "path", d });
  });

  it("draws a die-cut without a line as its frame with the border's round corners", () => {
    expect(computeStickerOutline({ ...line, shape: "die-cut" })).toEqual({
      kind: "rect",
      width: 2,
      height: 4,
      radius: 0.125,
    });
  });

  it("uses the geometry core's border", () => {
    expect(DIE_CUT_BORDER_INCHES).toBe(DEFAULT_BORDER_INCHES);
  });
});
