import "server-only";
import type { Database } from "@/lib/db/client";
import { createDesignThumbnailUrl } from "@/lib/designs/links/sign-design-thumbnail-url";
import { placeLineArtwork } from "@/lib/stickers/place-line-artwork";
import { readSheetSticker } from "@/lib/stickers/read-sheet-sticker";
import { readPlacedSheetShape, type SheetThumbnailSticker } from "@/lib/stickers/sheet-sticker";

/**
 * The stickers of a cart's sheet lines (#39) as their thumbnails draw them, by cart line id: one statement
 * for all of them, one signed link per design.
 */
export async function readSheetThumbnails(
  db: Pick<Database, "sheetSticker">,
  cartItemIds: readonly number[],
): Promise<Map<number, SheetThumbnailSticker[]>> {
  const byLine = new Map<number, SheetThumbnailSticker[]>();
  if (cartItemIds.length === 0) return byLine;
  const rows = await db.sheetSticker.findMany({
    where: { cartItemId: { in: [...cartItemIds] } },
    include: { design: { select: { filename: true, outline: true } } },
    orderBy: [{ cartItemId: "asc" }, { position: "asc" }],
  });
  const links = new Map<string, Promise<string | null>>();
  for (const row of rows)
    if (!links.has(row.design.filename)) links.set(row.design.filename, createDesignThumbnailUrl(row.design.filename));
  for (const row of rows) {
    const sticker = readSheetSticker(row);
    const list = byLine.get(row.cartItemId!) ?? [];
    list.push({
      ...readPlacedSheetShape(sticker),
      imageUrl: await links.get(row.design.filename)!,
      artwork: placeLineArtwork(sticker, row.design.outline),
    });
    byLine.set(row.cartItemId!, list);
  }
  return byLine;
}
