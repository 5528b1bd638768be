import "server-only";
import sharp, { type Metadata, type SharpOptions } from "sharp";
import { badRequest } from "@/lib/api/errors";
import { decodeWorkingCopy } from "@/lib/die-cut/decode-working-copy";
import type { WorkingCopy } from "@/lib/die-cut/types";
import { DESIGN_FILE_MESSAGES } from "@/lib/validation/design-file-messages";
import { MAX_DESIGN_PIXELS, type DesignMimeType } from "@/lib/validation/upload";

export const IMAGE_MESSAGES = {
  wrongType: DESIGN_FILE_MESSAGES.wrongType,
  tooManyPixels: DESIGN_FILE_MESSAGES.tooManyPixels,
  unreadable: "The image could not be read. It may be damaged or incomplete; please export it again and retry.",
} as const;

export type InspectedDesignImage = {
  mimeType: DesignMimeType;
  /** Pixels as displayed, i.e. after the EXIF orientation is applied. */
  width: number;
  height: number;
  /** The die-cut tracer's working copy, when asked for: the decode that checked the pixels made it. */
  workingCopy: WorkingCopy | null;
};

export type InspectOptions = {
  /** Decode into the tracer's working copy (lib/die-cut) instead of a throw-away thumbnail. */
  workingCopy?: boolean;
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const SHARP_FORMAT: Record<DesignMimeType, string> = { "image/png": "png", "image/jpeg": "jpeg" };

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The type as the bytes say it, whatever the file name or the browser claim. Only the two accepted
 * signatures are recognised, so SVG, HTML, text or archives never reach the image decoder.
 */
export function detectDesignType(bytes: Uint8Array): DesignMimeType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "image/jpeg";
  return null;
}

// limitInputPixels makes libvips refuse an oversized image from its header, before allocating
// anything for its pixels. failOn "error" rejects corrupt and truncated data but tolerates the
// harmless warnings many cameras' JPEGs carry.
const DECODE_OPTIONS: SharpOptions = { failOn: "error", limitInputPixels: MAX_DESIGN_PIXELS };

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * Checks that the bytes are a complete PNG or JPEG of at most 50 megapixels and measures it. Checking
 * decodes every pixel; with `workingCopy` that one decode also makes the die-cut tracer's working copy,
 * so an upload that is traced is decoded once, not twice.
 */
export async function inspectDesignImage(
  bytes: Buffer,
  { workingCopy = false }: InspectOptions = {},
): Promise<InspectedDesignImage> {
  const mimeType = detectDesignType(bytes);
  if (!mimeType) throw badRequest(IMAGE_MESSAGES.wrongType);

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, DECODE_OPTIONS).metadata();
  } catch (error) {
    throw badRequest(isPixelLimitError(error) ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.unreadable);
  }
  if (metadata.format !== SHARP_FORMAT[mimeType]) throw badRequest(IMAGE_MESSAGES.wrongType);
  if (!(metadata.width > 0 && metadata.height > 0)) throw badRequest(IMAGE_MESSAGES.unreadable);
  // Checked from the header, so a file declaring 30,000 × 30,000 pixels is never decoded.
  if (metadata.width * metadata.height > MAX_DESIGN_PIXELS) throw badRequest(IMAGE_MESSAGES.tooManyPixels);

  let copy: WorkingCopy | null = null;
  try {
    // Decoding every pixel (into a small image, to keep memory low: a thumbnail, or the tracer's working
    // copy of at most 1200 px) is what finds truncated or corrupt data.
    if (workingCopy) copy = await decodeWorkingCopy(bytes, { limitInputPixels: MAX_DESIGN_PIXELS });
    else await sharp(bytes, DECODE_OPTIONS).resize(32, 32, { fit: "inside" }).raw().toBuffer();
  } catch (error) {
    throw badRequest(isPixelLimitError(error) ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.unreadable);
  }

  const oriented = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  return { mimeType, width: oriented.width, height: oriented.height, workingCopy: copy };
}
