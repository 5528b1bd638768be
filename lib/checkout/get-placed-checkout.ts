import "server-only";
import { hasCorners, labelStickerShape } from "@/lib/domain/sticker-shapes";
import { notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { formatCents } from "@/lib/money/format-cents";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { createDesignThumbnailUrl } from "@/lib/designs/links/sign-design-thumbnail-url";
import { placeLineArtwork } from "@/lib/stickers/place-line-artwork";
import { STICKER_LINE_SELECT } from "@/lib/stickers/sticker-line-select";
import { readSheetThumbnails } from "@/lib/stickers/read-sheet-thumbnails";
import { formatLineQuantity } from "@/lib/domain/format-line-quantity";

/**
 * GET /api/orders/{id}/checkout: the whole checkout an order was placed in, for the success page, only
 * to the cart session that placed it (X-Session-Id), like GET /api/orders/{id}: anyone else gets the
 * same 404 as for a missing order. A checkout of two stickers placed two orders; the page lists both,
 * their items and the checkout's amounts (the payment's, as charged), and the address the confirmation
 * e-mail goes to. Nothing an operator added (notes, proofs, affiliate) is in it.
 */
export async function getPlacedCheckout(orderId: number, sessionId: string | null) {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: { sessionId: true, paymentId: true },
  });
  if (!order || !sessionId || order.sessionId !== sessionId || !order.paymentId) throw notFound("Order not found");
  const payment = await prisma.payment.findUniqueOrThrow({
    where: { id: order.paymentId },
    select: {
      status: true,
      failureMessage: true,
      subtotalCents: true,
      discountCents: true,
      shippingCents: true,
      totalCents: true,
      coupon: { select: { code: true } },
      affiliate: { select: { code: true } },
      orders: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          createdAt: true,
          status: true,
          quantity: true,
          totalPriceCents: true,
          discountCents: true,
          couponCode: true,
          customerEmail: true,
          ...STICKER_LINE_SELECT,
          design: { select: { originalName: true, filename: true, outline: true } },
        },
      },
    },
  });
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  const sheets = await readSheetThumbnails(
    prisma,
    "orderId",
    payment.orders.filter((placed) => placed.sheetSizeId !== null).map((placed) => placed.id),
  );
  const first = payment.orders[0];
  // A discount without a coupon came from the affiliate's code (typed or through the referral link).
  const discountCode =
    payment.discountCents > 0 ? (payment.coupon?.code ?? first?.couponCode ?? payment.affiliate?.code ?? null) : null;
  return {
    /** The order the page was opened for (its status drives the "confirming" state). */
    orderId,
    status: payment.orders.find((placed) => placed.id === orderId)?.status ?? "pending",
    paymentStatus: payment.status,
    paymentFailureMessage: payment.failureMessage,
    customerEmail: first?.customerEmail ?? null,
    orders: await Promise.all(
      payment.orders.map(async (placed) => ({
        id: placed.id,
        orderNumber: formatOrderNumber(placed.id, placed.createdAt, timeZone),
        designName: placed.design.originalName,
        /** The design for the line's thumbnail: a signed link, seen only by this session, as the page itself. */
        thumbnailUrl: await createDesignThumbnailUrl(placed.design.filename),
        type: placed.sheetSizeId === null ? labelStickerShape(placed.shape) : "Sticker sheet",
        sizeName: placed.sizeName,
        shape: placed.shape,
        widthInches: placed.widthInches,
        heightInches: placed.heightInches,
        cutLine: placed.cutLine,
        /** Die-cut: where the image lies in the cut line's frame, in inches. */
        artwork: placeLineArtwork(placed, placed.design.outline),
        /** A sticker sheet (#39): its stickers as the thumbnail draws them; null for a single sticker. */
        sheetStickers: placed.sheetSizeId === null ? null : (sheets.get(placed.id) ?? []),
        /** The material and finish it was sold with (#35). */
        materialId: placed.materialId,
        materialName: placed.materialName,
        finishId: placed.finishId,
        finishName: placed.finishName,
        roundedCorners: placed.roundedCorners,
        corners: hasCorners(placed.shape) ? (placed.roundedCorners ? "Rounded" : "Square") : null,
        quantity: placed.quantity,
        /** "25 sheets" for a sticker sheet, "100 stickers" for stickers. */
        quantityLabel: formatLineQuantity(placed.quantity, { sheet: placed.sheetSizeId !== null }),
        // The line's goods before the checkout's discount, as the cart and the order summary showed it.
        lineTotal: formatCents(placed.totalPriceCents + placed.discountCents),
      })),
    ),
    amounts: {
      subtotal: formatCents(payment.subtotalCents),
      discount: formatCents(payment.discountCents),
      discountCode,
      shipping: formatCents(payment.shippingCents),
      total: formatCents(payment.totalCents),
    },
  };
}

export type PlacedCheckoutDto = Awaited<ReturnType<typeof getPlacedCheckout>>;
