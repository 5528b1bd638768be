import { planStickerRaster } from "@/lib/print/plan-sticker-raster";
import { fitStickerArtwork } from "@/lib/stickers/fit-sticker-artwork";
import { placeLineArtwork } from "@/lib/stickers/place-line-artwork";
import { computeCutPreviewLayout, CUT_PREVIEW_LONG_SIDE_PX } from "./cut-preview-layout";

// The customer approves the proof and the printer gets the print file: both must place the design alike.
// The proof's image box (canvas pixels, rounded) divided by its pixels per inch must lie within one canvas
// pixel of the sticker's artwork fit in inches, and the print file's raster plan (the one-order file's and
// the sheet's: planStickerRaster) within half a print pixel of that same fit.

/** A traced outline as stored with a design: the artwork is the image's middle half (see placeLineArtwork). */
const storedOutline = (imageWidth: number, imageHeight: number) =>
  JSON.stringify({
    version: 1,
    source: "alpha",
    width: imageWidth,
    height: imageHeight,
    imageWidth,
    imageHeight,
    rings: [
      [
        imageWidth / 4,
        imageHeight / 4,
        (3 * imageWidth) / 4,
        imageHeight / 4,
        (3 * imageWidth) / 4,
        (3 * imageHeight) / 4,
        imageWidth / 4,
        (3 * imageHeight) / 4,
      ],
    ],
    parts: 1,
  });

type Row = {
  shape: "square" | "circle" | "die-cut";
  widthInches: number;
  heightInches: number;
  imageWidth: number;
  imageHeight: number;
  scale?: number;
  xPosition?: number;
  yPosition?: number;
  /** Die-cut: whether its design has a traced outline (its line's placement) or none (fitted inside the border). */
  outline?: boolean;
};

const rows: [string, Row][] = [
  [
    "a 3in square, square design",
    { shape: "square", widthInches: 3, heightInches: 3, imageWidth: 900, imageHeight: 900 },
  ],
  [
    "a 2x4 rectangle, wide design",
    { shape: "square", widthInches: 2, heightInches: 4, imageWidth: 1200, imageHeight: 800 },
  ],
  [
    "a 3in circle, tall design",
    { shape: "circle", widthInches: 3, heightInches: 3, imageWidth: 1080, imageHeight: 1920 },
  ],
  ["a custom 2.5x3.5", { shape: "square", widthInches: 2.5, heightInches: 3.5, imageWidth: 1500, imageHeight: 1001 }],
  // The proof used to fit the design in its rounded sticker box: 1.14 px off the print file here.
  [
    "a custom 7x3, wide design",
    { shape: "square", widthInches: 7, heightInches: 3, imageWidth: 1200, imageHeight: 800 },
  ],
  ["a custom 1.25x1", { shape: "square", widthInches: 1.25, heightInches: 1, imageWidth: 2048, imageHeight: 1536 }],
  [
    "a custom 5.5in circle",
    { shape: "circle", widthInches: 5.5, heightInches: 5.5, imageWidth: 800, imageHeight: 1200 },
  ],
  [
    "scaled 80% and moved",
    {
      shape: "square",
      widthInches: 2,
      heightInches: 4,
      imageWidth: 900,
      imageHeight: 900,
      scale: 80,
      xPosition: 5,
      yPosition: 12,
    },
  ],
  [
    "scaled 150% and moved past the edge",
    {
      shape: "square",
      widthInches: 3.75,
      heightInches: 1.5,
      imageWidth: 1500,
      imageHeight: 1001,
      scale: 150,
      xPosition: -20,
      yPosition: 10,
    },
  ],
  [
    "a die-cut with an outline",
    { shape: "die-cut", widthInches: 3, heightInches: 2, imageWidth: 1200, imageHeight: 800, outline: true },
  ],
  [
    "a die-cut with an outline, tall",
    { shape: "die-cut", widthInches: 1.7, heightInches: 3.4, imageWidth: 1000, imageHeight: 2000, outline: true },
  ],
  [
    "a die-cut without an outline",
    { shape: "die-cut", widthInches: 3, heightInches: 1.7, imageWidth: 900, imageHeight: 900 },
  ],
  // The proof used to round the 1/8" border to its pixels: 1.02 px off the print file here.
  [
    "a die-cut without an outline, 2.5x3.5",
    { shape: "die-cut", widthInches: 2.5, heightInches: 3.5, imageWidth: 1500, imageHeight: 1001 },
  ],
];

describe.each(rows)("the proof and the print file place the design alike: %s", (_name, row) => {
  const sticker = {
    shape: row.shape,
    widthInches: row.widthInches,
    heightInches: row.heightInches,
    scale: row.scale ?? 100,
    xPosition: row.xPosition ?? 0,
    yPosition: row.yPosition ?? 0,
  };
  const outline = row.outline ? storedOutline(row.imageWidth, row.imageHeight) : null;
  const design = { width: row.imageWidth, height: row.imageHeight, outline };
  // As renderCutPreview and planStickerRaster read the line: a die-cut's placement from its stored outline.
  const artwork = placeLineArtwork(sticker, outline);
  const fit = fitStickerArtwork({ ...sticker, imageWidth: row.imageWidth, imageHeight: row.imageHeight, artwork });

  it("has the placement the row means", () => {
    expect(artwork === null).toBe(!row.outline);
  });

  it.each([CUT_PREVIEW_LONG_SIDE_PX, 216])("the proof at %i px is within one canvas pixel of the fit", (longSidePx) => {
    const layout = computeCutPreviewLayout(
      {
        ...sticker,
        roundedCorners: false,
        imageWidth: row.imageWidth,
        imageHeight: row.imageHeight,
        artwork,
      },
      { longSidePx },
    );
    const onePixel = 1 / layout.pxPerInch;
    const { image, sticker: frame } = layout;
    expect(Math.abs((image.left - frame.left) / layout.pxPerInch - fit.x)).toBeLessThanOrEqual(onePixel);
    expect(Math.abs((image.top - frame.top) / layout.pxPerInch - fit.y)).toBeLessThanOrEqual(onePixel);
    expect(Math.abs(image.width / layout.pxPerInch - fit.width)).toBeLessThanOrEqual(onePixel);
    expect(Math.abs(image.height / layout.pxPerInch - fit.height)).toBeLessThanOrEqual(onePixel);
  });

  it("the print file's raster is within half a print pixel of the fit", () => {
    const plan = planStickerRaster(sticker, design);
    const halfPixel = 0.5 / plan.dpi + 1e-9;
    expect(Math.abs(plan.image.left / plan.dpi - fit.x)).toBeLessThanOrEqual(halfPixel);
    expect(Math.abs(plan.image.top / plan.dpi - fit.y)).toBeLessThanOrEqual(halfPixel);
    expect(Math.abs(plan.image.width / plan.dpi - fit.width)).toBeLessThanOrEqual(halfPixel);
    expect(Math.abs(plan.image.height / plan.dpi - fit.height)).toBeLessThanOrEqual(halfPixel);
  });
});
