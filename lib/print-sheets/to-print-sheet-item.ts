import { isStickerShape } from "@/lib/domain/sticker-shapes";
import type { PrintSheetItem } from "./print-sheet-types";
import { STICKER_LINE_SELECT, type StickerLineRow } from "@/lib/stickers/sticker-line-select";
import { readSheetSticker, SHEET_STICKER_SELECT, type SheetStickerRow } from "@/lib/stickers/read-sheet-sticker";

/** The Order columns (and its design's, and a sticker sheet's stickers') that a print sheet item is made of: a Prisma `select`. */
export const PRINT_SHEET_ORDER_SELECT = {
  id: true,
  createdAt: true,
  ...STICKER_LINE_SELECT,
  design: { select: { id: true, filename: true, width: true, height: true, outline: true } },
  sheetStickers: {
    orderBy: { position: "asc" },
    select: {
      ...SHEET_STICKER_SELECT,
      design: { select: { id: true, filename: true, width: true, height: true, outline: true } },
    },
  },
} as const;

type ItemDesign = { id: number; filename: string; width: number; height: number; outline: string | null };

type SheetOrder = StickerLineRow & {
  id: number;
  design: ItemDesign;
  sheetStickers: (SheetStickerRow & { design: ItemDesign })[];
};

/**
 * One order as the sheet's layout and writer take it: `quantity` copies of its sticker, labelled and keyed
 * to its design as the caller reads designs (`designId`; a sticker sheet's stickers' designs by `designKeyOf`,
 * their ids unless told). A sticker sheet (#39) is one copy per sheet, a rectangle of the sheet's size, with
 * its stickers as frozen. Throws on a shape or turn outside the closed lists (the schema's CHECKs keep one
 * from being stored).
 */
export function toPrintSheetItem(
  order: SheetOrder,
  {
    quantity,
    orderLabel,
    designId,
    designKeyOf = (design) => String(design.id),
  }: {
    quantity: number;
    orderLabel: string;
    designId: string;
    designKeyOf?: (design: { id: number; filename: string }) => string;
  },
): PrintSheetItem {
  if (!isStickerShape(order.shape)) throw new Error(`Order ${order.id} has an unknown shape: ${order.shape}`);
  return {
    orderId: order.id,
    orderLabel,
    designId,
    quantity,
    shape: order.shape,
    widthInches: order.widthInches,
    heightInches: order.heightInches,
    roundedCorners: order.roundedCorners,
    cutLine: order.cutLine,
    scale: order.scale,
    xPosition: order.xPosition,
    yPosition: order.yPosition,
    designWidth: order.design.width,
    designHeight: order.design.height,
    designOutline: order.design.outline,
    sheet:
      order.sheetSizeId === null
        ? null
        : {
            stickers: order.sheetStickers.map((row) => ({
              ...readSheetSticker(row),
              designKey: designKeyOf(row.design),
              designWidth: row.design.width,
              designHeight: row.design.height,
              designOutline: row.design.outline,
            })),
          },
  };
}
