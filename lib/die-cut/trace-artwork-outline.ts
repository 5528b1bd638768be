import "server-only";
import sharp from "sharp";
import { findBackgroundMask } from "./find-background-mask";
import { findWorkingSize } from "./find-working-size";
import { traceMaskRings } from "./trace-mask-rings";
import type { OutlineSource, Point, TracedOutline } from "./types";

/** "At least half opaque": alpha ≥ 127.5 of 255, i.e. 128 and up. */
const HALF_OPAQUE = 127.5;

export type TraceArtworkOptions = {
  /** sharp's decompression-bomb guard; the upload pipeline passes its own limit. */
  limitInputPixels?: number;
};

/**
 * Traces the artwork's outline from the uploaded image, once at upload, for every cut line to come.
 * From a working copy (WORKING_LONG_SIDE px on its longest side, never upscaled, EXIF orientation
 * applied as the design is shown): the pixels at least half opaque when the image has transparency;
 * else the pixels that are not its uniform background (findBackgroundMask); else (a photo) the
 * image's rectangle.
 */
export async function traceArtworkOutline(
  bytes: Uint8Array,
  { limitInputPixels }: TraceArtworkOptions = {},
): Promise<TracedOutline> {
  const input = sharp(bytes, { failOn: "error", ...(limitInputPixels ? { limitInputPixels } : {}) });
  const metadata = await input.metadata();
  // Orientations 5–8 turn the image a quarter: the shown width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const imageWidth = turned ? metadata.height : metadata.width;
  const imageHeight = turned ? metadata.width : metadata.height;
  const working = findWorkingSize(imageWidth, imageHeight);
  const { data, info } = await input
    .rotate()
    .resize(working.width, working.height, { fit: "fill" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;

  const outline = (source: OutlineSource, rings: Point[][]): TracedOutline => {
    const kept = rings.length > 0 ? rings : [rectangleOf(width, height)];
    return {
      version: 1,
      source: rings.length > 0 ? source : "rectangle",
      width,
      height,
      imageWidth,
      imageHeight,
      rings: kept.map((ring) => ring.flatMap(([x, y]) => [roundTenth(x), roundTenth(y)])),
      parts: kept.length,
    };
  };

  const alpha = new Uint8Array(width * height);
  let transparent = 0;
  for (let i = 0; i < alpha.length; i++) {
    const value = data[i * channels + 3] as number;
    alpha[i] = value;
    if (value < HALF_OPAQUE) transparent++;
  }
  if (transparent > 0) return outline("alpha", traceMaskRings(alpha, width, height, HALF_OPAQUE));

  const mask = findBackgroundMask({ data, width, height, channels });
  if (mask) return outline("background", traceMaskRings(mask, width, height, HALF_OPAQUE));
  return outline("rectangle", []);
}

function rectangleOf(width: number, height: number): Point[] {
  return [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
}

/** 0.1 px is 0.001" at 12": finer digits would only lengthen the stored JSON. */
function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
