import { isStickerShape } from "@/lib/domain/sticker-shapes";
import type { FrozenSheetSticker, SheetRotation } from "./sheet-sticker";

/** A SheetSticker row as Prisma reads it: the shape and turn unchecked. */
export type SheetStickerRow = Omit<FrozenSheetSticker, "shape" | "rotation"> & { shape: string; rotation: number };

/** The SheetSticker columns a SheetStickerRow is read from: a Prisma `select`. */
export const SHEET_STICKER_SELECT = {
  position: true,
  designId: true,
  shape: true,
  widthInches: true,
  heightInches: true,
  cutLine: true,
  xInches: true,
  yInches: true,
  rotation: true,
} as const;

const ROTATIONS: readonly number[] = [0, 90, 180, 270];

/** A stored sheet sticker, its shape and turn checked (the schema holds both to their lists). */
export function readSheetSticker(row: SheetStickerRow): FrozenSheetSticker {
  if (!isStickerShape(row.shape)) throw new Error(`Unknown sticker shape in the database: ${row.shape}`);
  if (!ROTATIONS.includes(row.rotation)) throw new Error(`Unknown sheet sticker turn in the database: ${row.rotation}`);
  return {
    position: row.position,
    designId: row.designId,
    shape: row.shape,
    widthInches: row.widthInches,
    heightInches: row.heightInches,
    cutLine: row.cutLine,
    xInches: row.xInches,
    yInches: row.yInches,
    rotation: row.rotation as SheetRotation,
  };
}
