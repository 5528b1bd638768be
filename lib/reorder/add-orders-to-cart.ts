import "server-only";
import { insertCartLines, type CartItemDto } from "@/lib/cart/cart-items";
import { getCatalogue } from "@/lib/catalogue/get-catalogue";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import { refuseRetiredStock } from "@/lib/stickers/refuse-retired-stock";
import { priceStickerLine } from "@/lib/stickers/price-sticker-line";
import { readPlacedStickerLine } from "@/lib/stickers/read-placed-sticker-line";
import { readSheetSticker } from "@/lib/stickers/read-sheet-sticker";

/** What an order to order again is read with: its sticker's columns and its design's stored file. */
export const REORDER_INCLUDE = {
  design: { select: { originalName: true, filename: true, outline: true } },
  // A sticker sheet's stickers (#39), as they were checked and ordered.
  sheetStickers: { orderBy: { position: "asc" } },
} as const satisfies Prisma.OrderInclude;

export type OrderToReorder = Prisma.OrderGetPayload<{ include: typeof REORDER_INCLUDE }>;

/**
 * Orders placed before, each as a new line in the session's cart: the same design (the stored file is
 * reused, never uploaded again; a sticker sheet's stickers as they were), size, corners, quantity, scale and position, material and finish, priced
 * at today's prices. The caller has proven the orders are the customer's (an order link, or their signed-in
 * account). All lines or none (the cart's limit, under its lock); 409 for a material or finish retired since.
 */
export async function addOrdersToCart(sessionId: string, orders: readonly OrderToReorder[]): Promise<CartItemDto[]> {
  const catalogue = await getCatalogue();
  return insertCartLines(
    sessionId,
    orders.map((order) => {
      // The same sticker (a die-cut keeps the cut line the customer approved) on the same material and
      // finish, at today's price and names; a material or finish deactivated since is refused (409).
      const sticker = readPlacedStickerLine(order);
      refuseRetiredStock(catalogue, sticker, "reorder");
      return {
        ...sticker,
        quantity: order.quantity,
        ...priceStickerLine(catalogue, sticker, {
          quantity: order.quantity,
          roundedCorners: sticker.roundedCorners,
          materialId: sticker.materialId,
          finishId: sticker.finishId,
        }),
        design: order.design,
        sheetStickers: order.sheetStickers.map(readSheetSticker),
      };
    }),
  );
}
