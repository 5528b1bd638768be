// Browser-safe (no server imports).

/** A file-name-safe piece of an id: lowercase letters, digits and single hyphens. */
function toFileNamePart(id: string): string {
  return id
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The PDF's file name when downloaded: the sheet's number and its stock, so a folder of sheets tells the
 * printer which roll each goes on ("print-sheet-12-clear-vinyl-matte.pdf"); "print-sheet-12.pdf" for a sheet
 * that records no stock.
 */
export function namePrintSheetFile(sheet: { id: number; materialId: string | null; finishId: string | null }): string {
  const stock = [sheet.materialId, sheet.finishId].map((id) => (id ? toFileNamePart(id) : "")).filter(Boolean);
  return `print-sheet-${[String(sheet.id), ...(stock.length === 2 ? stock : [])].join("-")}.pdf`;
}
