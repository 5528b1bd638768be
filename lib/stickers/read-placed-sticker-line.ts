import type { StickerLineRow } from "./sticker-line-select";
import type { PlacedStickerLine } from "./sticker-line";
import { readStickerLine } from "./read-sticker-line";

/** A line's whole sticker from its columns (STICKER_LINE_SELECT, readRawStickerLine), the shape checked. */
export function readPlacedStickerLine(row: StickerLineRow): PlacedStickerLine {
  return {
    ...readStickerLine(row),
    designId: row.designId,
    materialId: row.materialId,
    materialName: row.materialName,
    finishId: row.finishId,
    finishName: row.finishName,
    roundedCorners: row.roundedCorners,
    scale: row.scale,
    xPosition: row.xPosition,
    yPosition: row.yPosition,
  };
}
