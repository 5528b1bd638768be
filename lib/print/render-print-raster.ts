import "server-only";
import sharp, { type OverlayOptions, type Sharp } from "sharp";
import { MAX_DESIGN_PIXELS } from "@/lib/validation/upload";
import type { PrintRasterPlan } from "./plan-print-raster";

const WHITE = { r: 255, g: 255, b: 255 };

/** A JPEG photo stays a JPEG at print resolution: 4:4:4 at this quality is indistinguishable in print. */
const PRINT_JPEG_QUALITY = 95;
/**
 * libjpeg's optimised Huffman tables need a second pass over every coefficient held in memory: measured on
 * a 49 MP photo, 627 MB of peak RSS against 45 MB without, for a file 5 % smaller. Print files go once to a RIP.
 */
const OPTIMISE_JPEG_CODING = false;

/** A rendered print raster: 8-bit sRGB, opaque, `width` × `height` (the plan's output), as PNG or JPEG. */
export type PrintRaster = { format: "png" | "jpeg"; data: Buffer; width: number; height: number };

/** Whether the bytes are a JPEG (its first bytes): a stored design, so its raster is written as one, or a raster. */
export function isJpeg(source: Buffer): boolean {
  return source.length > 3 && source[0] === 0xff && source[1] === 0xd8 && source[2] === 0xff;
}

function encode(image: Sharp, format: PrintRaster["format"]): Sharp {
  const srgb = image.toColourspace("srgb");
  return format === "jpeg"
    ? srgb.jpeg({ quality: PRINT_JPEG_QUALITY, chromaSubsampling: "4:4:4", optimiseCoding: OPTIMISE_JPEG_CODING })
    : srgb.png({ palette: false });
}

/**
 * The raster of one sticker as planned (planPrintRaster): the design (EXIF-oriented, at its planned size:
 * its own, or lowered to the shop's print resolution) on the white sticker, its transparency flattened onto
 * white as the proof shows it, then (when planned) every edge pixel carried outward into the bleed. A JPEG
 * design gives a JPEG raster (embedded as it is: DCTDecode), anything else a PNG (its compressed rows are
 * embedded as they are: FlateDecode with PNG predictors), so the PDF never holds the pixels decoded.
 */
export async function renderPrintRaster(source: Buffer, plan: PrintRasterPlan): Promise<PrintRaster> {
  const format = isJpeg(source) ? "jpeg" : "png";
  const edge = plan.bleedPixels;
  const done = (data: Buffer): PrintRaster => ({ format, data, ...plan.output });
  const fillsCanvas =
    plan.image.left === 0 &&
    plan.image.top === 0 &&
    plan.image.width === plan.canvas.width &&
    plan.image.height === plan.canvas.height;
  if (fillsCanvas)
    // The usual square or circle: the design is the canvas. One libvips pipeline, no raw pixels handed to
    // JavaScript (a print sheet renders many rasters in a row: their garbage would wait for a collection);
    // a JPEG shrinking to the print resolution is decoded at 1/2, 1/4 or 1/8 size where that is enough.
    return done(
      await encode(
        sharp(source, { failOn: "error", limitInputPixels: MAX_DESIGN_PIXELS })
          .rotate()
          .resize(plan.canvas.width, plan.canvas.height, { fit: "fill" })
          .flatten({ background: WHITE })
          .extend({ top: edge, bottom: edge, left: edge, right: edge, extendWith: "copy" }),
        format,
      ).toBuffer(),
    );
  const layers: OverlayOptions[] = [];
  if (plan.visible) {
    const { data, info } = await sharp(source, { failOn: "error", limitInputPixels: MAX_DESIGN_PIXELS })
      .rotate() // EXIF orientation, as the stored width and height are measured
      // sharp skips the resampling when the size is already the image's own.
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
  return done(
    await encode(
      sharp(sticker.data, {
        raw: { width: sticker.info.width, height: sticker.info.height, channels: sticker.info.channels },
      })
        .removeAlpha() // the white canvas is opaque: any alpha the composite added is all 255
        .extend({ top: edge, bottom: edge, left: edge, right: edge, extendWith: "copy" }),
      format,
    ).toBuffer(),
  );
}
