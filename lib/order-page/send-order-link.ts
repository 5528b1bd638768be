import "server-only";
import { notFound, conflict } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { getOrderEmailShop } from "@/lib/email/get-order-email-shop";
import { makeOrderLinkEmailKey, type OrderLinkEmailReason } from "@/lib/email/order-emails";
import { queueEmail, sendQueuedEmail } from "@/lib/email/queue-email";
import { renderOrderLinkEmail } from "@/lib/email/templates/render-emails";
import { formatOrderNumber, parseOrderNumber } from "@/lib/domain/format-order-number";
import { getServerEnv } from "@/lib/env";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { createOrderLink } from "@/lib/order-links/order-links";

/** Within the caller's transaction: a new link for the checkout, e-mailed to its customer. Returns the e-mail's key. */
async function queueOrderLinkEmail(
  tx: TransactionClient,
  paymentId: string,
  reason: OrderLinkEmailReason,
  now: Date,
): Promise<string | null> {
  const orders = await tx.order.findMany({ where: { paymentId }, orderBy: { id: "asc" } });
  const first = orders[0];
  if (!first) return null;
  const link = await createOrderLink(tx, paymentId, now);
  const email = await renderOrderLinkEmail({
    shop: getOrderEmailShop(),
    customer: first,
    orders: orders.map((order) => ({ orderId: order.id, createdAt: order.createdAt })),
    orderPageUrl: link.url,
    reason,
  });
  // A failed render is logged and queues nothing (the new link is issued all the same).
  if (!email) return null;
  const dedupeKey = makeOrderLinkEmailKey(reason, link.id);
  await queueEmail(tx, { dedupeKey, to: first.customerEmail, paymentId, ...email });
  return dedupeKey;
}

/**
 * "Send a new order link" (admin, from an order's detail): revokes every link of the order's checkout,
 * issues a new one and e-mails it to the customer ("Your order link has changed"). 404 for an unknown
 * order, 409 for an order without a checkout (no page to link to).
 */
export async function reissueOrderLink(orderId: number, now: Date = new Date()): Promise<{ message: string }> {
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: { paymentId: true } });
  if (!order) throw notFound("Order not found");
  const paymentId = order.paymentId;
  if (!paymentId) throw conflict("This order has no checkout, so it has no order page.");
  const dedupeKey = await prisma.$transaction(async (tx) => {
    await tx.orderLink.updateMany({ where: { paymentId, revokedAt: null }, data: { revokedAt: now } });
    await tx.orderEvent.create({
      data: {
        orderId,
        type: "note",
        actor: "admin",
        detail: "Order links revoked; a new one was e-mailed",
        createdAt: now,
      },
    });
    return queueOrderLinkEmail(tx, paymentId, "changed", now);
  });
  if (dedupeKey) await sendQueuedEmail(dedupeKey);
  return { message: "The old order links no longer work. A new link was e-mailed to the customer." };
}

export type FindOrderOptions = {
  now?: Date;
  /**
   * Sends the queued e-mail; by default at once. POST /api/orders/find sends it after its answer, so
   * a match takes about as long to answer as a miss (the send would otherwise tell them apart).
   */
  deliver?: (dedupeKey: string) => Promise<unknown> | void;
};

/**
 * "Find my order": when the number names an order with a checkout and the e-mail is that order's
 * (case-insensitive), a new link to its page is e-mailed to that address. Resolves whether it was;
 * the caller answers the same either way, so nothing is learnt about other people's orders.
 */
export async function sendFoundOrderLink(
  orderNumber: string,
  email: string,
  { now = new Date(), deliver = sendQueuedEmail }: FindOrderOptions = {},
): Promise<boolean> {
  const parsed = parseOrderNumber(orderNumber);
  if (!parsed) return false;
  const order = await prisma.order.findUnique({
    where: { id: parsed.id },
    select: { id: true, createdAt: true, customerEmail: true, paymentId: true },
  });
  if (!order || !order.paymentId) return false;
  if (order.customerEmail.trim().toLowerCase() !== email.trim().toLowerCase()) return false;
  if (
    parsed.dateSuffix !== null &&
    formatOrderNumber(order.id, order.createdAt, getServerEnv().SHOP_TIME_ZONE) !== `#${parsed.id}-${parsed.dateSuffix}`
  )
    return false;
  const paymentId = order.paymentId;
  const dedupeKey = await prisma.$transaction((tx) => queueOrderLinkEmail(tx, paymentId, "requested", now));
  if (dedupeKey) await deliver(dedupeKey);
  return dedupeKey !== null;
}
