import { computeCutPreviewLayout, type CutPreviewInput } from "./cut-preview-layout";

const base: CutPreviewInput = {
  shape: "square",
  roundedCorners: false,
  widthInches: 3,
  heightInches: 3,
  imageWidth: 900,
  imageHeight: 900,
  scale: 100,
  xPosition: 0,
  yPosition: 0,
};

describe("computeCutPreviewLayout", () => {
  it.each([
    // name, input changes, canvas, sticker box, corner radius, image box
    ["a square design on a square", {}, [1200, 1200], [72, 72, 1056, 1056], 0, [72, 72, 1056, 1056]],
    [
      "rounded corners: 14% of the side",
      { roundedCorners: true },
      [1200, 1200],
      [72, 72, 1056, 1056],
      148,
      [72, 72, 1056, 1056],
    ],
    [
      "a circle: half the diameter",
      { shape: "circle" as const },
      [1200, 1200],
      [72, 72, 1056, 1056],
      528,
      [72, 72, 1056, 1056],
    ],
    [
      "a wide design fitted inside, centred",
      { imageWidth: 1800, imageHeight: 900 },
      [1200, 1200],
      [72, 72, 1056, 1056],
      0,
      [72, 336, 1056, 528],
    ],
    [
      "a wide sticker: the long side is 1200 px",
      { widthInches: 4, heightInches: 2 },
      [1200, 672],
      [72, 72, 1056, 528],
      0,
      [336, 72, 528, 528],
    ],
    ["scale 50 halves the fitted design", { scale: 50 }, [1200, 1200], [72, 72, 1056, 1056], 0, [336, 336, 528, 528]],
    [
      "x and y move by percent of the sticker",
      { scale: 50, xPosition: 10, yPosition: -10 },
      [1200, 1200],
      [72, 72, 1056, 1056],
      0,
      [442, 230, 528, 528],
    ],
  ])("%s", (_name, changes, canvas, sticker, radius, image) => {
    const layout = computeCutPreviewLayout({ ...base, ...changes });
    expect([layout.canvasWidth, layout.canvasHeight]).toEqual(canvas);
    expect([layout.sticker.left, layout.sticker.top, layout.sticker.width, layout.sticker.height]).toEqual(sticker);
    expect(layout.cornerRadius).toBe(radius);
    expect([layout.image.left, layout.image.top, layout.image.width, layout.image.height]).toEqual(image);
  });

  it.each([
    ["inside", { scale: 50 }, { left: 0, top: 0, width: 528, height: 528 }],
    ["cut where it leaves the sticker", { scale: 200 }, { left: 528, top: 528, width: 1056, height: 1056 }],
    ["half out on the right", { xPosition: 50 }, { left: 0, top: 0, width: 528, height: 1056 }],
    ["wholly outside", { xPosition: 150 }, null],
  ])("the visible part of the design: %s", (_name, changes, visible) => {
    expect(computeCutPreviewLayout({ ...base, ...changes }).visibleImage).toEqual(visible);
  });

  it("places a die-cut's design where its cut line was computed around it, ignoring fit, scale and position", () => {
    // A 3" × 1.5" cut line (352 px an inch) whose image lies 0.25" in from the left, 0.5" above the top.
    const artwork = { x: 0.25, y: -0.5, width: 2.5, height: 2.5 };
    const layout = computeCutPreviewLayout({
      ...base,
      widthInches: 3,
      heightInches: 1.5,
      scale: 50,
      xPosition: 20,
      artwork,
    });
    expect(layout.pxPerInch).toBe(352);
    expect([layout.canvasWidth, layout.canvasHeight]).toEqual([1200, 672]);
    expect(layout.image).toEqual({ left: 72 + 88, top: 72 - 176, width: 880, height: 880 });
    // Only the part inside the cut line's box is drawn: the top 176 px of the image are above it.
    expect(layout.visibleImage).toEqual({ left: 0, top: 176, width: 880, height: 528 });
  });

  it.each([
    ["no width", { widthInches: 0 }],
    ["no pixels", { imageWidth: 0 }],
  ])("refuses %s", (_name, changes) => {
    expect(() => computeCutPreviewLayout({ ...base, ...changes })).toThrow(RangeError);
  });
});
