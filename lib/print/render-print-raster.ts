import "server-only";
import sharp, { type OverlayOptions } from "sharp";
import { MAX_DESIGN_PIXELS } from "@/lib/validation/upload";
import type { PrintRasterPlan } from "./plan-print-raster";

const WHITE = { r: 255, g: 255, b: 255 };

/**
 * The raster of one sticker as planned (planPrintRaster), as an 8-bit RGB PNG: the design (EXIF-oriented,
 * at its planned size, which is its own unless the raster had to shrink) on the white sticker, its
 * transparency flattened onto white as the proof shows it, then (when planned) every edge pixel carried
 * outward into the bleed. Opaque RGB so PDFKit embeds the PNG's compressed data as it is.
 */
export async function renderPrintRaster(source: Buffer, plan: PrintRasterPlan): Promise<Buffer> {
  const edge = plan.bleedPixels;
  const fillsCanvas =
    plan.image.left === 0 &&
    plan.image.top === 0 &&
    plan.image.width === plan.canvas.width &&
    plan.image.height === plan.canvas.height;
  if (fillsCanvas)
    // The usual square or circle: the design is the canvas. One libvips pipeline, no raw pixels handed to
    // JavaScript (a print sheet renders many rasters in a row: their garbage would wait for a collection).
    return sharp(source, { failOn: "error", limitInputPixels: MAX_DESIGN_PIXELS })
      .rotate()
      .resize(plan.canvas.width, plan.canvas.height, { fit: "fill" })
      .flatten({ background: WHITE })
      .extend({ top: edge, bottom: edge, left: edge, right: edge, extendWith: "copy" })
      .png({ palette: false })
      .toBuffer();
  const layers: OverlayOptions[] = [];
  if (plan.visible) {
    const { data, info } = await sharp(source, { failOn: "error", limitInputPixels: MAX_DESIGN_PIXELS })
      .rotate() // EXIF orientation, as the stored width and height are measured
      // sharp skips the resampling when the size is already the image's own (the usual case here).
      .resize(plan.image.width, plan.image.height, { fit: "fill" })
      .extract(plan.visible)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    layers.push({
      input: data,
      raw: { width: info.width, height: info.height, channels: info.channels },
      left: plan.image.left + plan.visible.left,
      top: plan.image.top + plan.visible.top,
    });
  }
  const sticker = await sharp({
    create: { width: plan.canvas.width, height: plan.canvas.height, channels: 3, background: WHITE },
  })
    .composite(layers)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(sticker.data, {
    raw: { width: sticker.info.width, height: sticker.info.height, channels: sticker.info.channels },
  })
    .removeAlpha() // the white canvas is opaque: any alpha the composite added is all 255
    .extend({ top: edge, bottom: edge, left: edge, right: edge, extendWith: "copy" })
    .png({ palette: false })
    .toBuffer();
}
