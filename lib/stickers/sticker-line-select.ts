import type { Prisma } from "@/lib/db/generated/sqlite/client";

/**
 * The one list of a line's sticker columns, the same on CartItem and Order (PlacedStickerLine): every
 * Prisma read of them spreads this select, the raw reads list stickerLineSqlColumns (built from it) and
 * the writes go through toStickerLineColumns. A column added to the line is added here.
 */
export const STICKER_LINE_SELECT = {
  designId: true,
  sizeId: true,
  shape: true,
  widthInches: true,
  heightInches: true,
  sizeName: true,
  cutLine: true,
  sheetSizeId: true,
  materialId: true,
  materialName: true,
  finishId: true,
  finishName: true,
  roundedCorners: true,
  scale: true,
  xPosition: true,
  yPosition: true,
} as const satisfies Prisma.CartItemSelect & Prisma.OrderSelect;

/** One of the line's sticker columns. */
export type StickerLineColumn = keyof typeof STICKER_LINE_SELECT;

/** A line's sticker columns as Prisma reads them: the shape unchecked (readPlacedStickerLine checks it). */
export type StickerLineRow = Prisma.OrderGetPayload<{ select: typeof STICKER_LINE_SELECT }>;
