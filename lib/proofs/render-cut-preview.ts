import "server-only";
import sharp, { type OverlayOptions } from "sharp";
import { conflict } from "@/lib/api/errors";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { MAX_DESIGN_PIXELS } from "@/lib/validation/upload";
import { placeLineArtwork } from "@/lib/stickers/place-line-artwork";
import {
  CUT_LINE_COLOR,
  CUT_PREVIEW_BACKGROUND,
  CUT_PREVIEW_MESSAGES,
  cutLineStroke,
  PATH_DATA,
  readDesignBytes,
  STICKER_WHITE,
} from "./cut-preview-style";
import { renderSheetCutPreview, type SheetPreviewStickerRow } from "./render-sheet-cut-preview";
import {
  computeCutPreviewLayout,
  CUT_PREVIEW_LONG_SIDE_PX,
  type CutPreviewLayout,
  type CutPreviewShape,
} from "./cut-preview-layout";

export { CUT_LINE_COLOR, CUT_PREVIEW_BACKGROUND, CUT_PREVIEW_MESSAGES };

/** The safe line (#34): light and finely dashed, so it reads as guidance beside the red cut. */
export const SAFE_LINE_COLOR = "#64748b";
const SAFE_LINE_WIDTH = 2;
const SAFE_LINE_DASHES = [6, 8] as const;

export type CutPreviewOrder = {
  roundedCorners: boolean;
  scale: number;
  xPosition: number;
  yPosition: number;
  /** `outline`: the design's traced outline (JSON), which places a die-cut's artwork under its line. */
  design: { filename: string; width: number; height: number; outline?: string | null };
  /** The sticker as ordered (a die-cut's cut line frozen on the order). */
  shape: string;
  widthInches: number;
  heightInches: number;
  cutLine: string | null;
  /** A sticker sheet (#39) has its sheet size; its stickers are then `sheetStickers` (SHEET_PREVIEW_STICKERS). */
  sheetSizeId?: number | null;
  sheetStickers?: readonly SheetPreviewStickerRow[];
};

function shapeElement(
  layout: CutPreviewLayout,
  shape: CutPreviewShape,
  cutLine: string | null,
  offset: { x: number; y: number },
  style: string,
) {
  const { width, height } = layout.sticker;
  // A die-cut's line is SVG path data in inches from its frame's top-left: drawn scaled to the canvas.
  if (shape === "die-cut" && cutLine)
    return `<path transform="translate(${offset.x} ${offset.y}) scale(${layout.pxPerInch})" d="${cutLine}" ${style}/>`;
  if (shape === "circle")
    return `<ellipse cx="${offset.x + width / 2}" cy="${offset.y + height / 2}" rx="${width / 2}" ry="${height / 2}" ${style}/>`;
  const r = layout.cornerRadius;
  return `<rect x="${offset.x}" y="${offset.y}" width="${width}" height="${height}" rx="${r}" ry="${r}" ${style}/>`;
}

/** A stroke style in canvas pixels, or in inches for a die-cut's scaled path (the same width on screen). */
function strokeStyle(layout: CutPreviewLayout, shape: CutPreviewShape, cutLine: string | null, longSidePx: number) {
  return cutLineStroke(longSidePx, shape === "die-cut" && cutLine ? layout.pxPerInch : 1);
}

export type CutPreviewOptions = {
  /** Pixels of the long side: 1200 for a proof; less for a thumbnail (the e-mails'). */
  longSidePx?: number;
  /** Draw the safe line of a square or circle (#34): the proof does; a small thumbnail has no room for it. */
  safeArea?: boolean;
};

/** The safe line as SVG in canvas pixels, the sticker's top-left at `offset`. */
function safeLineElement(layout: CutPreviewLayout, offset: { x: number; y: number }): string {
  const safe = layout.safeArea;
  if (!safe) return "";
  const style = `fill="none" stroke="${SAFE_LINE_COLOR}" stroke-opacity="0.8" stroke-width="${SAFE_LINE_WIDTH}" stroke-dasharray="${SAFE_LINE_DASHES.join(" ")}" data-role="safe-line"`;
  if (safe.kind === "ellipse")
    return `<ellipse cx="${offset.x + safe.cx}" cy="${offset.y + safe.cy}" rx="${safe.rx}" ry="${safe.ry}" ${style}/>`;
  return `<rect x="${offset.x + safe.x}" y="${offset.y + safe.y}" width="${safe.width}" height="${safe.height}" rx="${safe.radius}" ry="${safe.radius}" ${style}/>`;
}

/**
 * The shop's own proof of an order: its design at the ordered shape and size, masked to the shape on a
 * white sticker, with the cut line drawn round it (and, for a square or circle, the light dashed safe
 * line 1/16" inside it) and a margin of background, as a PNG whose long side is 1200 px. Squares and circles fit the design as the design tool does; a die-cut draws its frozen
 * cut line (scaled from inches) with the design where that line was computed around it. A sticker sheet's
 * proof is the whole sheet (renderSheetCutPreview), at the same size.
 */
export async function renderCutPreview(
  order: CutPreviewOrder,
  storage: DesignStorage,
  { longSidePx = CUT_PREVIEW_LONG_SIDE_PX, safeArea = true }: CutPreviewOptions = {},
): Promise<Buffer> {
  if (order.sheetSizeId != null) {
    if (!order.sheetStickers) throw new Error("A sheet's cut preview needs its stickers (SHEET_PREVIEW_STICKERS)");
    return renderSheetCutPreview({ ...order, sheetStickers: order.sheetStickers }, storage, { longSidePx });
  }
  const shape: CutPreviewShape = order.shape === "circle" ? "circle" : order.shape === "die-cut" ? "die-cut" : "square";
  const cutLine = shape === "die-cut" && order.cutLine && PATH_DATA.test(order.cutLine) ? order.cutLine : null;
  const layout = computeCutPreviewLayout(
    {
      shape,
      roundedCorners: shape === "square" && order.roundedCorners,
      widthInches: order.widthInches,
      heightInches: order.heightInches,
      imageWidth: order.design.width,
      imageHeight: order.design.height,
      scale: order.scale,
      xPosition: order.xPosition,
      yPosition: order.yPosition,
      artwork: placeLineArtwork(order, order.design.outline),
    },
    { longSidePx },
  );
  if (shape === "die-cut" && !cutLine) layout.cornerRadius = Math.round(0.125 * layout.pxPerInch);
  const source = await readDesignBytes(storage, order.design.filename);
  const { sticker, image, visibleImage } = layout;

  try {
    const layers: OverlayOptions[] = [];
    if (visibleImage) {
      const artwork = await sharp(source, { failOn: "error", limitInputPixels: MAX_DESIGN_PIXELS })
        .rotate() // EXIF orientation, as the stored width and height are measured
        .resize(image.width, image.height, { fit: "fill" })
        .extract(visibleImage)
        .png()
        .toBuffer();
      layers.push({
        input: artwork,
        left: image.left + visibleImage.left - sticker.left,
        top: image.top + visibleImage.top - sticker.top,
      });
    }
    const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${sticker.width}" height="${sticker.height}">${shapeElement(layout, shape, cutLine, { x: 0, y: 0 }, 'fill="#fff"')}</svg>`;
    layers.push({ input: Buffer.from(mask), left: 0, top: 0, blend: "dest-in" });
    const stickerLayer = await sharp({
      create: { width: sticker.width, height: sticker.height, channels: 4, background: STICKER_WHITE },
    })
      .composite(layers)
      .png()
      .toBuffer();

    const safeLine = safeArea ? safeLineElement(layout, { x: sticker.left, y: sticker.top }) : "";
    const cutLineSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.canvasWidth}" height="${layout.canvasHeight}">${safeLine}${shapeElement(
      layout,
      shape,
      cutLine,
      { x: sticker.left, y: sticker.top },
      strokeStyle(layout, shape, cutLine, longSidePx),
    )}</svg>`;
    return await sharp({
      create: {
        width: layout.canvasWidth,
        height: layout.canvasHeight,
        channels: 3,
        background: CUT_PREVIEW_BACKGROUND,
      },
    })
      .composite([
        { input: stickerLayer, left: sticker.left, top: sticker.top },
        { input: Buffer.from(cutLineSvg), left: 0, top: 0 },
      ])
      .png()
      .toBuffer();
  } catch (error) {
    console.error("Rendering a cut preview failed:", error);
    throw conflict(CUT_PREVIEW_MESSAGES.designUnreadable);
  }
}
