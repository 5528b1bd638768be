// Where everything sits in the cut preview of a sticker sheet (#39): the sheet at the single sticker's
// proof size (the same canvas rule: 1200 px on the long side, the same margin), and each of its stickers
// placed and turned as frozen on the order. Pure geometry, in whole pixels, so it is tested without an image.
// A sticker's design is placed in its own (unturned) frame as a single sticker's is (placeImage, from
// fitStickerArtwork: fitted inside a square or circle, a die-cut's where its line was cut around it); the
// renderer then turns the finished sticker and puts its turned box's top-left where the sheet says.

import type { ArtworkPlacement } from "@/lib/die-cut/types";
import type { SheetRotation } from "@/lib/stickers/sheet-sticker";
import { ROUNDED_CORNER_RATIO } from "@/lib/stickers/sticker-outline";
import {
  CUT_PREVIEW_LONG_SIDE_PX,
  CUT_PREVIEW_MARGIN_RATIO,
  intersect,
  placeImage,
  type Box,
  type CutPreviewLayoutOptions,
  type CutPreviewShape,
} from "./cut-preview-layout";

export type SheetPreviewStickerInput = {
  shape: CutPreviewShape;
  /** The sticker's cut box, unturned, in inches. */
  widthInches: number;
  heightInches: number;
  /** The top-left of its turned box, inches from the sheet's top-left. */
  xInches: number;
  yInches: number;
  rotation: SheetRotation;
  /** Its design's pixels as displayed. */
  imageWidth: number;
  imageHeight: number;
  /** Die-cut: where its design lies in its cut line's frame (placeLineArtwork); null otherwise. */
  artwork: ArtworkPlacement | null;
};

export type SheetPreviewStickerLayout = {
  /** The sticker's own frame in pixels, unturned: what its layer is drawn at before it is turned. */
  width: number;
  height: number;
  /** Where its turned layer's top-left goes on the canvas. */
  left: number;
  top: number;
  /** Where its whole resized design lies in its unturned frame (it may reach beyond the frame). */
  image: Box;
  /** The part of the resized design inside the frame, in the resized design's own pixels; null when none is. */
  visibleImage: Box | null;
};

export type SheetPreviewLayout = {
  canvasWidth: number;
  canvasHeight: number;
  /** Canvas pixels per inch of the sheet (cut lines, in inches, are drawn scaled by it). */
  pxPerInch: number;
  /** The sheet on the canvas, with its corner radius (0 for square corners). */
  sheet: Box & { radius: number };
  stickers: SheetPreviewStickerLayout[];
};

/** The canvas, the sheet and every sticker's place for one sheet order (all in whole pixels). */
export function computeSheetPreviewLayout(
  sheet: { widthInches: number; heightInches: number; roundedCorners: boolean },
  stickers: readonly SheetPreviewStickerInput[],
  { longSidePx = CUT_PREVIEW_LONG_SIDE_PX }: CutPreviewLayoutOptions = {},
): SheetPreviewLayout {
  if (!(sheet.widthInches > 0 && sheet.heightInches > 0)) throw new RangeError("The sheet size must be positive");
  const margin = Math.round(longSidePx * CUT_PREVIEW_MARGIN_RATIO);
  const pxPerInch = (longSidePx - 2 * margin) / Math.max(sheet.widthInches, sheet.heightInches);
  const width = Math.round(sheet.widthInches * pxPerInch);
  const height = Math.round(sheet.heightInches * pxPerInch);
  const radius = sheet.roundedCorners ? Math.round(Math.min(width, height) * ROUNDED_CORNER_RATIO) : 0;
  return {
    canvasWidth: width + 2 * margin,
    canvasHeight: height + 2 * margin,
    pxPerInch,
    sheet: { left: margin, top: margin, width, height, radius },
    stickers: stickers.map((sticker) => {
      const frame = {
        left: 0,
        top: 0,
        width: Math.max(1, Math.round(sticker.widthInches * pxPerInch)),
        height: Math.max(1, Math.round(sticker.heightInches * pxPerInch)),
      };
      // Sheet stickers have no placement of their own: the design fitted whole (100 %, centred).
      const image = placeImage(
        {
          shape: sticker.shape,
          roundedCorners: false,
          widthInches: sticker.widthInches,
          heightInches: sticker.heightInches,
          imageWidth: sticker.imageWidth,
          imageHeight: sticker.imageHeight,
          scale: 100,
          xPosition: 0,
          yPosition: 0,
          artwork: sticker.artwork,
        },
        frame,
        pxPerInch,
      );
      const visible = intersect(image, frame);
      return {
        width: frame.width,
        height: frame.height,
        left: margin + Math.round(sticker.xInches * pxPerInch),
        top: margin + Math.round(sticker.yInches * pxPerInch),
        image,
        visibleImage: visible && { ...visible, left: visible.left - image.left, top: visible.top - image.top },
      };
    }),
  };
}
