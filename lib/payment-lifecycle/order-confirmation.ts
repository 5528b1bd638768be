import "server-only";
import { buildStickerImageUrl, makeOrderConfirmationKey } from "@/lib/email/order-emails";
import { getOrderEmailShop } from "@/lib/email/get-order-email-shop";
import { queueEmail, sendQueuedEmail } from "@/lib/email/queue-email";
import { renderOrderConfirmationEmail } from "@/lib/email/templates/render-emails";
import { dropUnusedOrderLink, issueOrderLinkForEmail } from "@/lib/order-links/order-links";
import { isShippingMethodId, SHIPPING_METHODS } from "@/lib/shipping/calculate-shipping";
import type { TransactionClient } from "@/lib/domain/transaction-client";

/** Queues the customer's confirmation in the transaction that marks the payment paid: at most one per payment. */
export async function queueOrderConfirmation(tx: TransactionClient, paymentId: string): Promise<void> {
  const payment = await tx.payment.findUniqueOrThrow({
    where: { id: paymentId },
    include: {
      coupon: { select: { code: true } },
      orders: { orderBy: { id: "asc" } },
    },
  });
  const first = payment.orders[0];
  if (!first) return;
  const link = await issueOrderLinkForEmail(tx, payment.id);
  const input = {
    shop: getOrderEmailShop(),
    orderPageUrl: link?.url,
    customer: first,
    lines: payment.orders.map((order) => ({
      orderId: order.id,
      createdAt: order.createdAt,
      sizeName: order.sizeName,
      quantity: order.quantity,
      roundedCorners: order.roundedCorners,
      priceCents: order.totalPriceCents + order.discountCents,
      shape: order.shape,
      sheet: order.sheetSizeId !== null,
      materialName: order.materialName,
      finishName: order.finishName,
      thumbnailUrl: link ? buildStickerImageUrl(link.url, order.id) : null,
    })),
    totals: {
      subtotalCents: payment.subtotalCents,
      discountCents: payment.discountCents,
      shippingCents: payment.shippingCents,
      totalCents: payment.totalCents,
      shippingMethodName: isShippingMethodId(payment.shippingMethod)
        ? SHIPPING_METHODS[payment.shippingMethod].name
        : undefined,
      couponCode: payment.coupon?.code ?? first.couponCode,
    },
  };
  // Rendered here, where the data is read; a failed render is logged and queues nothing, never fails the payment.
  const email = await renderOrderConfirmationEmail(input);
  const queued =
    email !== null &&
    (await queueEmail(tx, {
      dedupeKey: makeOrderConfirmationKey(payment.id),
      to: first.customerEmail,
      paymentId: payment.id,
      ...email,
    }));
  await dropUnusedOrderLink(tx, link, queued);
}

/** Sends the queued confirmation after its transaction committed; a failure is retried with back-off. */
export async function deliverOrderConfirmation(paymentId: string): Promise<void> {
  await sendQueuedEmail(makeOrderConfirmationKey(paymentId));
}
