import { isStickerShape } from "@/lib/domain/sticker-shapes";
import type { StickerLine } from "./sticker-line";

export type StoredStickerLine = Omit<StickerLine, "shape"> & { shape: string };

/** A line's sticker as stored on a CartItem or Order row; the shape is checked (the schema holds it to STICKER_SHAPES). */
export function readStickerLine(row: StoredStickerLine): StickerLine {
  if (!isStickerShape(row.shape)) throw new Error(`Unknown sticker shape in the database: ${row.shape}`);
  return {
    sizeId: row.sizeId,
    shape: row.shape,
    widthInches: row.widthInches,
    heightInches: row.heightInches,
    sizeName: row.sizeName,
    cutLine: row.cutLine,
    sheetSizeId: row.sheetSizeId,
  };
}
