// Which designs a sticker sheet's stickers show, as one short text (#39): what the operator's screen showed
// when a proof was made, compared with the sheet when it is sent. A customer's change request replaces a
// design with a new upload, so any change alters the set. Browser-safe: the admin page sends the same key.

/** The sheet's distinct design ids, ascending, joined by commas ("12,15,19"). */
export function formatSheetDesignsKey(designIds: readonly number[]): string {
  return [...new Set(designIds)].sort((a, b) => a - b).join(",");
}

/** What a sent key may look like: up to 100 ids (a sheet's most stickers). */
export const SHEET_DESIGNS_KEY_PATTERN = /^\d{1,10}(,\d{1,10}){0,99}$/;
