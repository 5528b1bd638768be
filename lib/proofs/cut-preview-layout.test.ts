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

  it.each([
    ["no width", { widthInches: 0 }],
    ["no pixels", { imageWidth: 0 }],
  ])("refuses %s", (_name, changes) => {
    expect(() => computeCutPreviewLayout({ ...base, ...changes })).toThrow(RangeError);
  });
});

describe("computeCutPreviewLayout of a die-cut", () => {
  const dieCut: CutPreviewInput = {
    ...base,
    shape: "die-cut",
    widthInches: 3,
    heightInches: 1.5,
    imageWidth: 600,
    imageHeight: 800,
    artwork: { x: -0.25, y: -0.5, width: 3, height: 4 },
  };

  it("frames the cut line's bounding box and places the design where the line was cut around it", () => {
    const layout = computeCutPreviewLayout(dieCut);
    expect(layout.pxPerInch).toBe(352); // 1056 px for the 3" long side
    expect([layout.canvasWidth, layout.canvasHeight]).toEqual([1200, 672]);
    expect(layout.sticker).toEqual({ left: 72, top: 72, width: 1056, height: 528 });
    // Not fitted: 3" × 4" of design from (-0.25", -0.5"), reaching past the frame.
    expect(layout.image).toEqual({ left: 72 - 88, top: 72 - 176, width: 1056, height: 1408 });
    // Only the part inside the frame is cut out of the resized design.
    expect(layout.visibleImage).toEqual({ left: 88, top: 176, width: 968, height: 528 });
  });

  it("ignores the design tool's scale and position", () => {
    expect(computeCutPreviewLayout({ ...dieCut, scale: 50, xPosition: 20 }).image).toEqual(
      computeCutPreviewLayout(dieCut).image,
    );
  });

  it('without a placement, fits the design inside the frame less the 1/8" border', () => {
    const layout = computeCutPreviewLayout({ ...dieCut, artwork: null });
    // 44 px of border at 352 px per inch; the 600 × 800 design fitted into 968 × 440.
    expect(layout.image).toEqual({ left: 72 + 44 + Math.round((968 - 330) / 2), top: 116, width: 330, height: 440 });
  });

  it("draws at another long side (a thumbnail) with the same proportions", () => {
    const layout = computeCutPreviewLayout(dieCut, { longSidePx: 300 });
    expect(layout.sticker).toEqual({ left: 18, top: 18, width: 264, height: 132 });
    expect(layout.pxPerInch).toBe(88);
    expect(layout.image).toEqual({ left: 18 - 22, top: 18 - 44, width: 264, height: 352 });
  });
});

describe("the safe line in the proof's layout (#34)", () => {
  it("is the design tool's safe outline (computeSafeOutline) in the canvas's pixels per inch", () => {
    const layout = computeCutPreviewLayout({ ...base, widthInches: 2.5, heightInches: 3.5 });
    // 1056 px for 3.5": 301.7 px per inch; the line 1/16" (18.9 px) inside the cut on every side.
    expect(layout.safeArea).toEqual({
      kind: "rect",
      x: expect.closeTo(0.0625 * layout.pxPerInch, 6),
      y: expect.closeTo(0.0625 * layout.pxPerInch, 6),
      width: expect.closeTo(2.375 * layout.pxPerInch, 6),
      height: expect.closeTo(3.375 * layout.pxPerInch, 6),
      radius: 0,
    });
    expect(layout.safeArea?.kind === "rect" && layout.safeArea.x).toBeCloseTo(18.86, 2);
  });

  it("rings a circle and leaves a die-cut without one", () => {
    const circle = computeCutPreviewLayout({ ...base, shape: "circle" });
    expect(circle.safeArea).toEqual({
      kind: "ellipse",
      cx: expect.closeTo(528, 6),
      cy: expect.closeTo(528, 6),
      rx: expect.closeTo(528 - 0.0625 * circle.pxPerInch, 6),
      ry: expect.closeTo(528 - 0.0625 * circle.pxPerInch, 6),
    });
    expect(computeCutPreviewLayout({ ...base, shape: "die-cut" }).safeArea).toBeNull();
  });
});
