/** A sticker-sheet line's readable size (#39), as the order page, e-mails, CSV and reports show it. */
export function formatSheetLineName(sheetName: string, stickerCount: number): string {
  return `Sticker sheet ${sheetName}, ${stickerCount} ${stickerCount === 1 ? "sticker" : "stickers"}`;
}
