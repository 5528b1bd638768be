import { computeCutPreviewLayout } from "@/lib/proofs/cut-preview-layout";
import { placePrintArtwork, type PrintArtworkInput } from "./place-print-artwork";

const input = (overrides: Partial<PrintArtworkInput>): PrintArtworkInput => ({
  shape: "square",
  widthInches: 3,
  heightInches: 3,
  imageWidth: 900,
  imageHeight: 900,
  scale: 100,
  xPosition: 0,
  yPosition: 0,
  artwork: null,
  ...overrides,
});

describe("placePrintArtwork", () => {
  // [input, expected { x, y, width, height } in inches]
  it.each([
    [input({}), { x: 0, y: 0, width: 3, height: 3 }],
    [input({ imageWidth: 1200, imageHeight: 600 }), { x: 0, y: 0.75, width: 3, height: 1.5 }],
    [
      input({ widthInches: 2, heightInches: 4, imageWidth: 500, imageHeight: 500 }),
      { x: 0, y: 1, width: 2, height: 2 },
    ],
    [input({ shape: "circle", imageWidth: 600, imageHeight: 900 }), { x: 0.5, y: 0, width: 2, height: 3 }],
    [input({ scale: 50 }), { x: 0.75, y: 0.75, width: 1.5, height: 1.5 }],
    [input({ scale: 100, xPosition: 10, yPosition: -20 }), { x: 0.3, y: -0.6, width: 3, height: 3 }],
    // A die-cut lies where its line was computed around it…
    [
      input({ shape: "die-cut", heightInches: 2.41, artwork: { x: 0.2, y: 0.1, width: 2.6, height: 2.2 } }),
      { x: 0.2, y: 0.1, width: 2.6, height: 2.2 },
    ],
    // …or, without an outline, fitted inside the frame less its 1/8" border.
    [input({ shape: "die-cut", widthInches: 2.25, heightInches: 1.25 }), { x: 0.625, y: 0.125, width: 1, height: 1 }],
  ])("%o → %o", (given, expected) => {
    const placed = placePrintArtwork(given);
    for (const key of ["x", "y", "width", "height"] as const) expect(placed[key]).toBeCloseTo(expected[key], 12);
  });

  // The proof (lib/proofs/cut-preview-layout.ts) places the design the same way, rounded to its pixels.
  it.each([
    input({ imageWidth: 1200, imageHeight: 600 }),
    input({ shape: "circle", imageWidth: 333, imageHeight: 901 }),
    input({ widthInches: 2, heightInches: 4, scale: 80, xPosition: 5, yPosition: 12 }),
    input({ shape: "die-cut", widthInches: 3, heightInches: 1.7 }),
    input({
      shape: "die-cut",
      widthInches: 3,
      heightInches: 2.41,
      artwork: { x: -0.1, y: 0.2, width: 3.2, height: 2 },
    }),
  ])("agrees with the proof's layout: %o", (given) => {
    const layout = computeCutPreviewLayout({
      shape: given.shape as "square" | "circle" | "die-cut",
      roundedCorners: false,
      widthInches: given.widthInches,
      heightInches: given.heightInches,
      imageWidth: given.imageWidth,
      imageHeight: given.imageHeight,
      scale: given.scale,
      xPosition: given.xPosition,
      yPosition: given.yPosition,
      artwork: given.artwork,
    });
    const placed = placePrintArtwork(given);
    const px = layout.pxPerInch;
    // Within the proof's rounding: a pixel or two of its 1200 px canvas.
    expect(Math.abs(placed.x * px - (layout.image.left - layout.sticker.left))).toBeLessThanOrEqual(2);
    expect(Math.abs(placed.y * px - (layout.image.top - layout.sticker.top))).toBeLessThanOrEqual(2);
    expect(Math.abs(placed.width * px - layout.image.width)).toBeLessThanOrEqual(2);
    expect(Math.abs(placed.height * px - layout.image.height)).toBeLessThanOrEqual(2);
  });

  it.each([input({ widthInches: 0 }), input({ imageWidth: 0 })])("refuses %o", (given) => {
    expect(() => placePrintArtwork(given)).toThrow(RangeError);
  });
});
