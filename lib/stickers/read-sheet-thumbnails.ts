import "server-only";
import type { Database } from "@/lib/db/client";
import { createDesignThumbnailUrl } from "@/lib/designs/links/sign-design-thumbnail-url";
import { placeLineArtwork } from "./place-line-artwork";
import { readSheetSticker } from "./read-sheet-sticker";
import { readPlacedSheetShape, type SheetThumbnailSticker } from "./sheet-sticker";

/**
 * The stickers of sheet lines (#39) as their thumbnails draw them, by line id (cart lines' or orders'): one
 * statement for all of them, one signed link per design.
 */
export async function readSheetThumbnails(
  db: Pick<Database, "sheetSticker">,
  owner: "cartItemId" | "orderId",
  lineIds: readonly number[],
): Promise<Map<number, SheetThumbnailSticker[]>> {
  const byLine = new Map<number, SheetThumbnailSticker[]>();
  if (lineIds.length === 0) return byLine;
  const rows = await db.sheetSticker.findMany({
    where: { [owner]: { in: [...lineIds] } },
    include: { design: { select: { filename: true, outline: true } } },
    orderBy: [{ [owner]: "asc" }, { position: "asc" }],
  });
  const links = new Map<string, Promise<string | null>>();
  for (const row of rows)
    if (!links.has(row.design.filename)) links.set(row.design.filename, createDesignThumbnailUrl(row.design.filename));
  for (const row of rows) {
    const sticker = readSheetSticker(row);
    const list = byLine.get(row[owner]!) ?? [];
    list.push({
      ...readPlacedSheetShape(sticker),
      imageUrl: await links.get(row.design.filename)!,
      artwork: placeLineArtwork(sticker, row.design.outline),
    });
    byLine.set(row[owner]!, list);
  }
  return byLine;
}
