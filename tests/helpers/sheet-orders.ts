// Sticker-sheet orders (#39) to print, for the print-file and print-sheet tests: real clip art uploaded through
// the upload route (traced there), the sheet added through POST /api/cart { product: "sheet" } (the server cuts
// every sticker and checks the layout), checked out and paid as a shopper does, then its proof approved.
import { checkoutCart } from "./checkout-flow";
import { addToCart, uploadArtwork, type ArtworkName } from "./custom-stickers";
import { makeSessionId } from "./fixtures";
import { prisma } from "@/lib/db/client";
import { SEEDED_SHEET_IDS } from "@/lib/pricing/__fixtures__/spec-catalogue";

export const HALF_LETTER_SHEET = { id: SEEDED_SHEET_IDS['5.5" × 8.5"'], widthInches: 5.5, heightInches: 8.5 };

/** One sticker as the sheet editor sends it, its design named by its fixture. */
export type SheetItem = {
  design: ArtworkName;
  shape: "die-cut" | "circle" | "square";
  sizeInches?: number;
  widthInches?: number;
  heightInches?: number;
  xInches: number;
  yInches: number;
  rotation: 0 | 90 | 180 | 270;
};

/**
 * A paid sticker-sheet order of `items` on the 5.5" × 8.5" sheet, its proof approved: its id, its frozen
 * stickers (by position) and its designs' ids by fixture.
 */
export async function createSheetOrder(
  items: SheetItem[],
  {
    roundedCorners = false,
    materialId,
    quantity = 10,
  }: { roundedCorners?: boolean; materialId?: string; quantity?: number } = {},
) {
  const sessionId = makeSessionId();
  const designIds = new Map<ArtworkName, number>();
  for (const item of items)
    if (!designIds.has(item.design)) designIds.set(item.design, (await uploadArtwork(item.design, sessionId)).id);
  const response = await addToCart({
    product: "sheet",
    sessionId,
    sheetSizeId: HALF_LETTER_SHEET.id,
    quantity,
    roundedCorners,
    ...(materialId ? { materialId } : {}),
    items: items.map(({ design, ...item }) => ({ designId: designIds.get(design)!, ...item })),
  });
  if (response.status !== 201)
    throw new Error(`The sheet was refused: ${response.status} ${JSON.stringify(response.body)}`);
  const { orderIds } = await checkoutCart(sessionId);
  const orderId = orderIds[0]!;
  await prisma.order.update({ where: { id: orderId }, data: { proofState: "approved" } });
  const stickers = await prisma.sheetSticker.findMany({ where: { orderId }, orderBy: { position: "asc" } });
  return { orderId, stickers, designIds };
}

/** A point of a sheet sticker's own frame on the sheet (inches): turned about its box's top-left, then placed. */
export function placeOnSheet(
  sticker: { widthInches: number; heightInches: number; xInches: number; yInches: number; rotation: number },
  [u, v]: [number, number],
): [number, number] {
  const { widthInches: w, heightInches: h } = sticker;
  const [x, y] =
    sticker.rotation === 0
      ? [u, v]
      : sticker.rotation === 90
        ? [h - v, u]
        : sticker.rotation === 180
          ? [w - u, h - v]
          : [v, w - u];
  return [sticker.xInches + x, sticker.yInches + y];
}
