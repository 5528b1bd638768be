import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { getOrderEmailShop } from "@/lib/email/get-order-email-shop";
import { makeTrackingAddedEmailKey, toOrderEmailOrder } from "@/lib/email/order-emails";
import { queueEmail, sendQueuedEmail } from "@/lib/email/queue-email";
import { renderTrackingAddedEmail } from "@/lib/email/templates/render-emails";
import { dropUnusedOrderLink, issueOrderLinkForEmail } from "@/lib/order-links/order-links";
import { orderDtoInclude, toOrderDto, type OrderDto } from "@/lib/domain/order-dto";
import { describeShipment } from "@/lib/orders/update-order-status";
import { carrierName } from "@/lib/shipping/tracking-url";
import type { ShippingDetails } from "@/lib/validation/admin-orders";

/** Statuses whose shipment exists, so its tracking can be added or corrected. */
const SHIPPED_STATUSES = ["shipped", "delivered"];

/** OrderEvent.type of a tracking number added to a shipped order (the status change's own event has it otherwise). */
export const TRACKING_ADDED_EVENT = "tracking";
/** OrderEvent.type of a changed or removed carrier or tracking number. */
export const TRACKING_CORRECTED_EVENT = "tracking_corrected";

export type TrackingUpdate = {
  order: OrderDto;
  /** "added": the order had no tracking number and the customer is e-mailed the link; "corrected"; "unchanged". */
  change: "added" | "corrected" | "unchanged";
  message: string;
};

const MESSAGES: Record<TrackingUpdate["change"], string> = {
  added: "Tracking added. The customer was e-mailed the tracking link.",
  corrected: "Tracking corrected. The customer's order page shows the new details.",
  unchanged: "Nothing changed.",
};

/**
 * Adds or corrects the carrier and tracking number of a shipped or delivered order (409 for any
 * other status), in one transaction with its order event. A tracking number given to an order that
 * had none is an addition: the customer is e-mailed the tracking link (once per order and number),
 * sent after the commit. Any other change is a correction, recorded as an event ("… (was …)"). The
 * write is conditional on the values read, so two operators cannot overwrite each other unseen.
 */
export async function updateOrderTracking(orderId: number, shipping: ShippingDetails): Promise<TrackingUpdate> {
  const { order, change, emailKey } = await prisma.$transaction(async (tx) => {
    const current = await tx.order.findUnique({ where: { id: orderId }, include: orderDtoInclude });
    if (!current) throw notFound("Order not found");
    if (!SHIPPED_STATUSES.includes(current.status))
      throw conflict(
        `Tracking can be added only to a shipped or delivered order; this order is ${current.status}. Mark it shipped first.`,
      );
    if (current.carrier === shipping.carrier && current.trackingNumber === shipping.trackingNumber)
      return { order: current, change: "unchanged" as const, emailKey: null };

    const { count } = await tx.order.updateMany({
      where: {
        id: orderId,
        status: { in: SHIPPED_STATUSES },
        carrier: current.carrier,
        trackingNumber: current.trackingNumber,
      },
      data: shipping,
    });
    if (count === 0) throw conflict("The order was changed by someone else meanwhile. Please refresh and try again.");

    const added = current.trackingNumber === null && shipping.trackingNumber !== null;
    const now = describeShipment(shipping.carrier, shipping.trackingNumber);
    const before = describeShipment(current.carrier, current.trackingNumber);
    await tx.orderEvent.create({
      data: {
        orderId,
        type: added ? TRACKING_ADDED_EVENT : TRACKING_CORRECTED_EVENT,
        detail: added ? now : `${now ?? "None"} (was ${before ?? "none"})`,
        actor: "admin",
      },
    });
    const updated = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: orderDtoInclude });
    if (!added || !shipping.trackingNumber) return { order: updated, change: "corrected" as const, emailKey: null };

    const link = await issueOrderLinkForEmail(tx, updated.paymentId);
    const input = {
      shop: getOrderEmailShop(),
      orderPageUrl: link?.url,
      customer: updated,
      order: toOrderEmailOrder(updated, link?.url),
      tracking: {
        carrier: shipping.carrier,
        carrierName: carrierName(shipping.carrier),
        trackingNumber: shipping.trackingNumber,
      },
    };
    const dedupeKey = makeTrackingAddedEmailKey(orderId, shipping.trackingNumber);
    // A failed render is logged and queues nothing, never fails the update.
    const email = await renderTrackingAddedEmail(input);
    const queued =
      email !== null && (await queueEmail(tx, { dedupeKey, to: updated.customerEmail, orderId, ...email }));
    await dropUnusedOrderLink(tx, link, queued);
    return { order: updated, change: "added" as const, emailKey: queued ? dedupeKey : null };
  });
  if (emailKey) await sendQueuedEmail(emailKey);
  return { order: toOrderDto(order, getServerEnv().SHOP_TIME_ZONE), change, message: MESSAGES[change] };
}
