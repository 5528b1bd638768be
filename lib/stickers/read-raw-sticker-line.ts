import type { StickerLineRow } from "./sticker-line-select";

/** A line's sticker columns as a raw read returns them: SQLite answers booleans 0/1, and floats may come as text. */
export type RawStickerLineRow = Omit<StickerLineRow, "widthInches" | "heightInches" | "roundedCorners"> & {
  widthInches: number | string;
  heightInches: number | string;
  roundedCorners: boolean | number | bigint;
};

/**
 * The sticker columns of a raw row (stickerLineSqlColumns) as Prisma would read them; only those, so a
 * caller spreads them over its row. The shape stays unchecked (readPlacedStickerLine checks it).
 */
export function readRawStickerLine(row: RawStickerLineRow): StickerLineRow {
  return {
    designId: row.designId,
    sizeId: row.sizeId,
    shape: row.shape,
    widthInches: Number(row.widthInches),
    heightInches: Number(row.heightInches),
    sizeName: row.sizeName,
    cutLine: row.cutLine,
    sheetSizeId: row.sheetSizeId,
    materialId: row.materialId,
    materialName: row.materialName,
    finishId: row.finishId,
    finishName: row.finishName,
    roundedCorners: row.roundedCorners === true || Number(row.roundedCorners) === 1,
    scale: row.scale,
    xPosition: row.xPosition,
    yPosition: row.yPosition,
  };
}
