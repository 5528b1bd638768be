// Where everything sits in a cut preview (the shop's own proof): pure geometry, so it is tested
// without decoding an image. The design is placed by the sticker's one artwork fit (fitStickerArtwork,
// lib/stickers/fit-sticker-artwork.ts), which the print file uses too, so the customer approves what is
// printed: fitted inside the sticker (object-contain, centred), then scaled by `scale` percent and moved by
// `xPosition` / `yPosition` percent of the sticker's width and height (the cart always sends 100 / 0 / 0
// today, which is the plain fitted design); a die-cut's design lies where its cut line was computed
// around it (`artwork`, in inches in the line's frame, from placeArtwork). Here it is only scaled to the
// canvas's pixels per inch and rounded to whole pixels.

import type { ArtworkPlacement } from "@/lib/die-cut/types";
import { computeSafeOutline, type SafeOutline } from "@/lib/stickers/compute-safe-outline";
import { fitStickerArtwork } from "@/lib/stickers/fit-sticker-artwork";
import { ROUNDED_CORNER_RATIO } from "@/lib/stickers/sticker-outline";

export { ROUNDED_CORNER_RATIO };

export type CutPreviewShape = "square" | "circle" | "die-cut";

export type CutPreviewInput = {
  shape: CutPreviewShape;
  /** Square stickers only: corners cut round (radius 14% of the short side, as the design tool shows). */
  roundedCorners: boolean;
  /** The ordered size in inches (a circle's width and height are its diameter; a die-cut's, its line's bounding box). */
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
   * Die-cut only: where the design lies in the cut line's frame, in inches; without it (no outline) the
   * design is fitted inside the frame less the border.
   */
  artwork?: ArtworkPlacement | null;
};

export type Box = { left: number; top: number; width: number; height: number };

export type CutPreviewLayout = {
  canvasWidth: number;
  canvasHeight: number;
  /** Canvas pixels per inch of the sticker (a die-cut's line, in inches, is drawn scaled by it). */
  pxPerInch: number;
  /** The sticker's outline (the cut line) on the canvas. */
  sticker: Box;
  /** Corner radius of the cut line: 0 for a square, half the diameter for a circle. */
  cornerRadius: number;
  /** Where the whole resized design would sit on the canvas (it may reach beyond the sticker). */
  image: Box;
  /** The part of the resized design inside the sticker's box, in the resized design's own pixels; null when none is. */
  visibleImage: Box | null;
  /**
   * The safe line (#34) in canvas pixels, from the sticker box's top-left: the cut moved 1/16" inwards, as
   * the design tool draws it (computeSafeOutline); null for a die-cut.
   */
  safeArea: SafeOutline | null;
};

/** Pixels of the canvas's long side. */
export const CUT_PREVIEW_LONG_SIDE_PX = 1200;
export type CutPreviewLayoutOptions = { longSidePx?: number };
/** The margin around the sticker on each side, as a share of the canvas's long side. */
export const CUT_PREVIEW_MARGIN_RATIO = 0.06;
/** Where two boxes overlap, or null when they do not. */
export function intersect(a: Box, b: Box): Box | null {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.left + a.width, b.left + b.width);
  const bottom = Math.min(a.top + a.height, b.top + b.height);
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null;
}

/** The canvas, the cut line and the design's place for one order (all in whole pixels). */
export function computeCutPreviewLayout(
  input: CutPreviewInput,
  { longSidePx = CUT_PREVIEW_LONG_SIDE_PX }: CutPreviewLayoutOptions = {},
): CutPreviewLayout {
  if (!(input.widthInches > 0 && input.heightInches > 0)) throw new RangeError("The sticker size must be positive");
  if (!(input.imageWidth > 0 && input.imageHeight > 0)) throw new RangeError("The design must have pixels");
  const margin = Math.round(longSidePx * CUT_PREVIEW_MARGIN_RATIO);
  const inner = longSidePx - 2 * margin;
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

  const image = placeImage(input, sticker, pxPerInch);

  const visible = intersect(image, sticker);
  const safe = computeSafeOutline({ ...input, cutLine: null });
  return {
    canvasWidth: stickerWidth + 2 * margin,
    canvasHeight: stickerHeight + 2 * margin,
    pxPerInch,
    sticker,
    cornerRadius,
    image,
    visibleImage: visible && { ...visible, left: visible.left - image.left, top: visible.top - image.top },
    safeArea: safe && scaleSafeOutline(safe, pxPerInch),
  };
}

function scaleSafeOutline(safe: SafeOutline, by: number): SafeOutline {
  return safe.kind === "ellipse"
    ? { kind: "ellipse", cx: safe.cx * by, cy: safe.cy * by, rx: safe.rx * by, ry: safe.ry * by }
    : {
        kind: "rect",
        x: safe.x * by,
        y: safe.y * by,
        width: safe.width * by,
        height: safe.height * by,
        radius: safe.radius * by,
      };
}

/**
 * The design's box on the canvas: the sticker's one artwork fit (fitStickerArtwork, inches in the
 * sticker's frame) times the canvas's pixels per inch, rounded to whole pixels. A fitted design keeps its
 * centre: its size is rounded, then its corner; a die-cut's design where its line was cut around it
 * rounds its corner and size as the line's frame does.
 */
export function placeImage(input: CutPreviewInput, sticker: Box, pxPerInch: number): Box {
  const placed = fitStickerArtwork(input);
  const width = Math.max(1, Math.round(placed.width * pxPerInch));
  const height = Math.max(1, Math.round(placed.height * pxPerInch));
  if (input.shape === "die-cut" && input.artwork)
    return {
      left: sticker.left + Math.round(placed.x * pxPerInch),
      top: sticker.top + Math.round(placed.y * pxPerInch),
      width,
      height,
    };
  const centreX = sticker.left + (placed.x + placed.width / 2) * pxPerInch;
  const centreY = sticker.top + (placed.y + placed.height / 2) * pxPerInch;
  return { left: Math.round(centreX - width / 2), top: Math.round(centreY - height / 2), width, height };
}
