import "server-only";
import { ApiError, jsonError } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { parseProofId } from "@/lib/domain/proof-state";
import { findOrderLinkPayment } from "@/lib/order-links/find-order-link-payment";
import { ORDER_LINK_FILE_HEADERS, ORDER_LINK_FILE_NO_STORE_HEADERS } from "@/lib/order-links/order-link-file-headers";
import sharp from "sharp";
import { CUT_PREVIEW_BACKGROUND, renderCutPreview } from "@/lib/proofs/render-cut-preview";
import { SHEET_PREVIEW_STICKERS } from "@/lib/proofs/render-sheet-cut-preview";
import { STICKER_LINE_SELECT } from "@/lib/stickers/sticker-line-select";

/** The thumbnail's long side in pixels: three times what the e-mails show (72 px), for sharp screens. */
export const STICKER_IMAGE_LONG_SIDE_PX = 216;
/** How long the recipient's client may keep it (a replacement design changes it, so not for ever). */
export const STICKER_IMAGE_MAX_AGE_SECONDS = 600;

const NOT_FOUND = "Sticker not found";
const COMMON_HEADERS = ORDER_LINK_FILE_HEADERS;
const NO_STORE = ORDER_LINK_FILE_NO_STORE_HEADERS;

/**
 * GET /orders/{token}/stickers/{orderId}/image: a small PNG of one order's sticker as it will be cut (its
 * design inside its shape, a die-cut's frozen line drawn round it, a sticker sheet whole: the cut preview
 * at thumbnail size),
 * for the customer e-mails, which can show no SVG and outlive any signed /uploads link. Authorised by the
 * order page's link like the page itself: an unknown or revoked token, an order of another checkout or
 * a design that cannot be read all answer the same 404.
 */
export async function serveStickerImage(storage: DesignStorage, token: string, rawOrderId: string): Promise<Response> {
  const orderId = parseProofId(rawOrderId); // the same id rule: 1 to 2^31 − 1, no leading zeros
  if (orderId === null) return jsonError(404, NOT_FOUND, NO_STORE);
  const paymentId = await findOrderLinkPayment(token);
  if (!paymentId) return jsonError(404, NOT_FOUND, NO_STORE);
  const order = await prisma.order.findFirst({
    where: { id: orderId, paymentId },
    select: {
      ...STICKER_LINE_SELECT,
      design: { select: { filename: true, width: true, height: true, outline: true } },
      sheetStickers: SHEET_PREVIEW_STICKERS,
    },
  });
  if (!order) return jsonError(404, NOT_FOUND, NO_STORE);
  let png: Buffer;
  try {
    const preview = await renderCutPreview(order, storage, { longSidePx: STICKER_IMAGE_LONG_SIDE_PX, safeArea: false });
    // Square, on the preview's own background: every e-mail line keeps the same box whatever the
    // sticker's proportions (a wide die-cut would be a sliver, and the text beside it wrap under it).
    png = await sharp(preview)
      .resize(STICKER_IMAGE_LONG_SIDE_PX, STICKER_IMAGE_LONG_SIDE_PX, {
        fit: "contain",
        background: CUT_PREVIEW_BACKGROUND,
      })
      .png()
      .toBuffer();
  } catch (error) {
    // A lost or unreadable design file (renderCutPreview's 409) is, for the recipient, no image.
    if (error instanceof ApiError) return jsonError(404, NOT_FOUND, NO_STORE);
    throw error;
  }
  return new Response(new Uint8Array(png.buffer as ArrayBuffer, png.byteOffset, png.byteLength), {
    status: 200,
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.byteLength),
      "Content-Disposition": "inline",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      ...COMMON_HEADERS,
      "Cache-Control": `private, max-age=${STICKER_IMAGE_MAX_AGE_SECONDS}`,
    },
  });
}
