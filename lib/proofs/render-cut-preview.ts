import "server-only";
import sharp, { type OverlayOptions } from "sharp";
import { conflict } from "@/lib/api/errors";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { isDesignFilename } from "@/lib/designs/storage/design-filename";
import { computeDieCutLine } from "@/lib/stickers/compute-die-cut-line";
import { readDesignOutline } from "@/lib/stickers/read-design-outline";
import { MAX_DESIGN_PIXELS } from "@/lib/validation/upload";
import { computeCutPreviewLayout, type CutPreviewLayout, type CutPreviewShape } from "./cut-preview-layout";

/** Around the sticker: light grey, so the white sticker and its cut line stand out. */
export const CUT_PREVIEW_BACKGROUND = { r: 226, g: 232, b: 240 } as const;
const STICKER_WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const CUT_LINE_COLOR = "#e11d48";
const CUT_LINE_WIDTH = 4;
const CUT_LINE_DASHES = [16, 10] as const;
/** A frozen cut line as the shop writes it (lib/die-cut/format-svg-path-data.ts): nothing else enters the SVG. */
const CUT_LINE_PATH_DATA = /^M[-\d. ML]+Z$/;

export const CUT_PREVIEW_MESSAGES = {
  designMissing: "The order's design file is missing from storage (primary and backup), so no cut preview can be made.",
  designUnreadable: "The order's design file could not be read, so no cut preview can be made.",
} as const;

export type CutPreviewOrder = {
  roundedCorners: boolean;
  scale: number;
  xPosition: number;
  yPosition: number;
  /** The outline traced at upload places the artwork inside a die-cut's line. */
  design: { id: number; filename: string; width: number; height: number; outline: string | null };
  /** The sticker as ordered (a die-cut's cut line frozen on the order). */
  shape: string;
  widthInches: number;
  heightInches: number;
  cutLine: string | null;
};

/** The sticker's outline on the canvas: filled (the sticker's mask) or stroked (the dashed cut line). */
function shapeElement(
  layout: CutPreviewLayout,
  shape: CutPreviewShape,
  offset: { x: number; y: number },
  paint: "fill" | "cut",
  cutLine: string | null,
) {
  const { width, height } = layout.sticker;
  // A die-cut line is in inches: drawn scaled to the canvas, its stroke scaled back to canvas pixels.
  const unit = cutLine ? layout.pxPerInch : 1;
  const style =
    paint === "fill"
      ? 'fill="#fff"'
      : `fill="none" stroke="${CUT_LINE_COLOR}" stroke-width="${CUT_LINE_WIDTH / unit}" stroke-dasharray="${CUT_LINE_DASHES.map((dash) => dash / unit).join(" ")}"`;
  if (cutLine)
    return `<path d="${cutLine}" transform="translate(${offset.x} ${offset.y}) scale(${layout.pxPerInch})" ${style}/>`;
  if (shape === "circle")
    return `<ellipse cx="${offset.x + width / 2}" cy="${offset.y + height / 2}" rx="${width / 2}" ry="${height / 2}" ${style}/>`;
  const r = layout.cornerRadius;
  return `<rect x="${offset.x}" y="${offset.y}" width="${width}" height="${height}" rx="${r}" ry="${r}" ${style}/>`;
}

/**
 * Where a die-cut order's artwork lies in its cut line's box (inches): as the cut line was computed
 * around it, from the design's outline at the size ordered (the longest side).
 */
async function placeDieCutArtwork(order: CutPreviewOrder, storage: DesignStorage) {
  try {
    const outline = await readDesignOutline(order.design, storage);
    return computeDieCutLine(outline, Math.max(order.widthInches, order.heightInches)).artwork;
  } catch (error) {
    console.error("Placing a die-cut design in its cut preview failed:", error);
    throw conflict(CUT_PREVIEW_MESSAGES.designUnreadable);
  }
}

async function readDesignBytes(storage: DesignStorage, filename: string): Promise<Buffer> {
  if (!isDesignFilename(filename)) throw conflict(CUT_PREVIEW_MESSAGES.designMissing);
  // The backup is what File Health restores from: a lost primary must not stop the proof.
  const bytes = (await storage.read("primary", filename)) ?? (await storage.read("backup", filename));
  if (!bytes) throw conflict(CUT_PREVIEW_MESSAGES.designMissing);
  return bytes;
}

/**
 * The shop's own proof of an order: its design at the ordered shape and size, fitted as the design
 * tool fits it (a die-cut's: placed as its cut line was computed around it), masked to the shape on a
 * white sticker, with the cut line drawn round it (a die-cut's frozen line, the one the cutter
 * follows) and a margin of background, as a PNG whose long side is 1200 px.
 */
export async function renderCutPreview(order: CutPreviewOrder, storage: DesignStorage): Promise<Buffer> {
  const shape: CutPreviewShape = order.shape === "circle" ? "circle" : "square";
  const cutLine =
    order.shape === "die-cut" && order.cutLine && CUT_LINE_PATH_DATA.test(order.cutLine) ? order.cutLine : null;
  const source = await readDesignBytes(storage, order.design.filename);
  const artwork = cutLine ? await placeDieCutArtwork(order, storage) : undefined;
  const layout = computeCutPreviewLayout({
    shape,
    roundedCorners: shape === "square" && order.roundedCorners,
    widthInches: order.widthInches,
    heightInches: order.heightInches,
    imageWidth: order.design.width,
    imageHeight: order.design.height,
    scale: order.scale,
    xPosition: order.xPosition,
    yPosition: order.yPosition,
    artwork,
  });
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
    const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${sticker.width}" height="${sticker.height}">${shapeElement(layout, shape, { x: 0, y: 0 }, "fill", cutLine)}</svg>`;
    layers.push({ input: Buffer.from(mask), left: 0, top: 0, blend: "dest-in" });
    const stickerLayer = await sharp({
      create: { width: sticker.width, height: sticker.height, channels: 4, background: STICKER_WHITE },
    })
      .composite(layers)
      .png()
      .toBuffer();

    const cutLineLayer = `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.canvasWidth}" height="${layout.canvasHeight}">${shapeElement(
      layout,
      shape,
      { x: sticker.left, y: sticker.top },
      "cut",
      cutLine,
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
        { input: Buffer.from(cutLineLayer), left: 0, top: 0 },
      ])
      .png()
      .toBuffer();
  } catch (error) {
    console.error("Rendering a cut preview failed:", error);
    throw conflict(CUT_PREVIEW_MESSAGES.designUnreadable);
  }
}
