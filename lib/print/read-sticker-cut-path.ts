import "server-only";
import { conflict } from "@/lib/api/errors";
import { computeStickerOutline, type OutlinedSticker } from "@/lib/stickers/sticker-outline";
import { buildCutPath } from "./build-cut-path";
import { measurePathBounds } from "./measure-path-bounds";
import type { PathSegment } from "./path-segments";
import { PRINT_FILE_MESSAGES } from "./print-file-messages";

/** A stored die-cut line's box may differ from the ordered size by its rounding to the hundredth (and 4-decimal points). */
const SIZE_TOLERANCE_INCHES = 0.011;

/**
 * An ordered sticker's cut line in its own frame (inches, origin at its top-left, y down): the outline
 * its proof drew (computeStickerOutline, buildCutPath). 409 when a stored die-cut line cannot be read,
 * or does not fill the ordered size from the frame's corner (the cutter would miss the artwork).
 */
export function readStickerCutPath(sticker: OutlinedSticker): PathSegment[] {
  let path: PathSegment[];
  try {
    path = buildCutPath(computeStickerOutline(sticker));
  } catch (error) {
    if (error instanceof RangeError) throw conflict(PRINT_FILE_MESSAGES.cutLineUnreadable);
    throw error;
  }
  const bounds = measurePathBounds(path);
  const offSize =
    Math.abs(bounds.maxX - bounds.minX - sticker.widthInches) > SIZE_TOLERANCE_INCHES ||
    Math.abs(bounds.maxY - bounds.minY - sticker.heightInches) > SIZE_TOLERANCE_INCHES ||
    Math.abs(bounds.minX) > SIZE_TOLERANCE_INCHES ||
    Math.abs(bounds.minY) > SIZE_TOLERANCE_INCHES;
  if (offSize) throw conflict(PRINT_FILE_MESSAGES.cutLineOffSize);
  return path;
}
