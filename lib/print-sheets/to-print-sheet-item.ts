import { isStickerShape } from "@/lib/domain/sticker-shapes";
import type { PrintSheetItem } from "./print-sheet-types";
import { STICKER_LINE_SELECT, type StickerLineRow } from "@/lib/stickers/sticker-line-select";

/** The Order columns (and its design's) that a print sheet item is made of: a Prisma `select`. */
export const PRINT_SHEET_ORDER_SELECT = {
  id: true,
  createdAt: true,
  ...STICKER_LINE_SELECT,
  design: { select: { id: true, filename: true, width: true, height: true, outline: true } },
} as const;

type SheetOrder = StickerLineRow & {
  id: number;
  design: { width: number; height: number; outline: string | null };
};

/**
 * One order as the sheet's layout and writer take it: `quantity` copies of its sticker, labelled and keyed
 * to its design as the caller reads designs. Throws on a shape outside the closed list (the schema's CHECK
 * keeps one from being stored).
 */
export function toPrintSheetItem(
  order: SheetOrder,
  { quantity, orderLabel, designId }: { quantity: number; orderLabel: string; designId: string },
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
  };
}
