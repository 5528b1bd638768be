import type { SheetStickerListItem } from "./summarize-sheet-stickers";

/** What the order pages read of a sheet's stickers (`sheetStickers: SHEET_STICKER_LIST_QUERY` in an order query). */
export const SHEET_STICKER_LIST_QUERY = {
  orderBy: { position: "asc" },
  select: {
    position: true,
    designId: true,
    shape: true,
    widthInches: true,
    heightInches: true,
    xInches: true,
    yInches: true,
    rotation: true,
    design: { select: { originalName: true } },
  },
} as const;

type SheetStickerListRow = Omit<SheetStickerListItem, "designName"> & { design: { originalName: string } };

/** A sheet order's stickers as the pages list them (summarizeSheetDesigns), or null for a single sticker. */
export function toSheetStickerList(order: {
  sheetSizeId: number | null;
  sheetStickers: readonly SheetStickerListRow[];
}): SheetStickerListItem[] | null {
  if (order.sheetSizeId === null) return null;
  return order.sheetStickers.map(({ design, ...sticker }) => ({ ...sticker, designName: design.originalName }));
}
