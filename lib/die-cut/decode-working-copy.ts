import "server-only";
import sharp from "sharp";
import { findWorkingSize } from "./find-working-size";
import type { WorkingCopy } from "./types";

export type DecodeWorkingCopyOptions = {
  /** sharp's decompression-bomb guard; the upload pipeline passes its own limit. */
  limitInputPixels?: number;
};

/**
 * The image's working copy for tracing: decoded, EXIF orientation applied as the design is shown, scaled
 * to WORKING_LONG_SIDE px on its longest side (never up), with an alpha channel. The one step of tracing
 * that decodes (in libvips, off the event loop); traceWorkingCopy does the rest from these pixels.
 */
export async function decodeWorkingCopy(
  bytes: Uint8Array,
  { limitInputPixels }: DecodeWorkingCopyOptions = {},
): Promise<WorkingCopy> {
  const input = sharp(bytes, { failOn: "error", ...(limitInputPixels ? { limitInputPixels } : {}) });
  const metadata = await input.metadata();
  // Orientations 5–8 turn the image a quarter: the shown width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const imageWidth = turned ? metadata.height : metadata.width;
  const imageHeight = turned ? metadata.width : metadata.height;
  const working = findWorkingSize(imageWidth, imageHeight);
  // libvips shrinks by the whole factor with a box filter (each pixel the mean of its block: the alpha
  // coverage the half-opaque threshold wants), then by the rest with a linear kernel. Lanczos (sharp's
  // default) cost a traced upload ~50–90 ms more here for no measurable gain at the threshold
  // (bench/README.md, die-cut figures), and can ring at hard edges.
  const { data, info } = await input
    .rotate()
    .resize(working.width, working.height, { fit: "fill", kernel: "linear" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels, imageWidth, imageHeight };
}
