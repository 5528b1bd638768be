// Where everything sits in a cut preview (the shop's own proof): pure geometry, so it is tested
// without decoding an image. The design is placed as the design tool's preview places it: fitted
// inside the sticker (object-contain, centred), then scaled by `scale` percent and moved by
// `xPosition` / `yPosition` percent of the sticker's width and height (the cart always sends
// 100 / 0 / 0 today, which is the plain fitted design). A die-cut sticker's box is its cut line's, and
// the design lies where the cut line was computed around it (`artwork`), not fitted.

export type CutPreviewShape = "square" | "circle";

export type CutPreviewInput = {
  shape: CutPreviewShape;
  /** Square stickers only: corners cut round (radius 14% of the short side, as the design tool shows). */
  roundedCorners: boolean;
  /** The ordered size in inches (a circle's width and height are its diameter). */
  widthInches: number;
  heightInches: number;
  /** The design's pixels as displayed. */
  imageWidth: number;
  imageHeight: number;
  /** Percent of the fitted size (100 = fitted). */
  scale: number;
  /** Percent of the sticker's width / height the design's centre moves right / down. */
  xPosition: number;
  yPosition: number;
  /**
   * Die-cut: where the whole image lies in the cut line's box, in inches from its top-left corner (the
   * cut line's `artwork`); it replaces the fit, scale and position above.
   */
  artwork?: { x: number; y: number; width: number; height: number };
};

export type Box = { left: number; top: number; width: number; height: number };

export type CutPreviewLayout = {
  canvasWidth: number;
  canvasHeight: number;
  /** Canvas pixels per inch of the sticker. */
  pxPerInch: number;
  /** The sticker's outline (the cut line) on the canvas. */
  sticker: Box;
  /** Corner radius of the cut line: 0 for a square, half the diameter for a circle. */
  cornerRadius: number;
  /** Where the whole resized design would sit on the canvas (it may reach beyond the sticker). */
  image: Box;
  /** The part of the resized design inside the sticker's box, in the resized design's own pixels; null when none is. */
  visibleImage: Box | null;
};

/** Pixels of the canvas's long side. */
export const CUT_PREVIEW_LONG_SIDE_PX = 1200;
/** The margin around the sticker on each side, as a share of the canvas's long side. */
export const CUT_PREVIEW_MARGIN_RATIO = 0.06;
/** The rounded corners' radius as a share of the sticker's short side (the design tool's rounded-[14%]). */
export const ROUNDED_CORNER_RATIO = 0.14;

function intersect(a: Box, b: Box): Box | null {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.left + a.width, b.left + b.width);
  const bottom = Math.min(a.top + a.height, b.top + b.height);
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null;
}

/** The design fitted inside the sticker as the design tool shows it, then scaled and moved. */
function fitImage(input: CutPreviewInput, sticker: Box): Box {
  const fit = Math.min(sticker.width / input.imageWidth, sticker.height / input.imageHeight) * (input.scale / 100);
  const width = Math.max(1, Math.round(input.imageWidth * fit));
  const height = Math.max(1, Math.round(input.imageHeight * fit));
  const centreX = sticker.left + sticker.width / 2 + (input.xPosition / 100) * sticker.width;
  const centreY = sticker.top + sticker.height / 2 + (input.yPosition / 100) * sticker.height;
  return { left: Math.round(centreX - width / 2), top: Math.round(centreY - height / 2), width, height };
}

/** The canvas, the cut line and the design's place for one order (all in whole pixels). */
export function computeCutPreviewLayout(input: CutPreviewInput): CutPreviewLayout {
  if (!(input.widthInches > 0 && input.heightInches > 0)) throw new RangeError("The sticker size must be positive");
  if (!(input.imageWidth > 0 && input.imageHeight > 0)) throw new RangeError("The design must have pixels");
  const margin = Math.round(CUT_PREVIEW_LONG_SIDE_PX * CUT_PREVIEW_MARGIN_RATIO);
  const inner = CUT_PREVIEW_LONG_SIDE_PX - 2 * margin;
  const pxPerInch = inner / Math.max(input.widthInches, input.heightInches);
  const stickerWidth = Math.round(input.widthInches * pxPerInch);
  const stickerHeight = Math.round(input.heightInches * pxPerInch);
  const sticker = { left: margin, top: margin, width: stickerWidth, height: stickerHeight };
  const cornerRadius =
    input.shape === "circle"
      ? Math.min(stickerWidth, stickerHeight) / 2
      : input.roundedCorners
        ? Math.round(Math.min(stickerWidth, stickerHeight) * ROUNDED_CORNER_RATIO)
        : 0;

  const image = input.artwork
    ? {
        left: Math.round(sticker.left + input.artwork.x * pxPerInch),
        top: Math.round(sticker.top + input.artwork.y * pxPerInch),
        width: Math.max(1, Math.round(input.artwork.width * pxPerInch)),
        height: Math.max(1, Math.round(input.artwork.height * pxPerInch)),
      }
    : fitImage(input, sticker);

  const visible = intersect(image, sticker);
  return {
    canvasWidth: stickerWidth + 2 * margin,
    canvasHeight: stickerHeight + 2 * margin,
    pxPerInch,
    sticker,
    cornerRadius,
    image,
    visibleImage: visible && { ...visible, left: visible.left - image.left, top: visible.top - image.top },
  };
}
