import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { sendQueuedEmail } from "@/lib/email/queue-email";
import { orderDtoInclude, toOrderDto, type OrderDto } from "@/lib/domain/order-dto";
import { explainPrintingBlocked } from "@/lib/domain/proof-state";
import { carrierName } from "@/lib/shipping/tracking-url";
import type { OrderStatus } from "@/lib/domain/order-statuses";
import type { ShippingDetails } from "@/lib/validation/admin-orders";
import { queueStatusEmails } from "./queue-status-emails";

type OrderWithSize = Awaited<ReturnType<typeof findOrderForDto>>;

function findOrderForDto(tx: TransactionClient, orderId: number) {
  return tx.order.findUniqueOrThrow({ where: { id: orderId }, include: orderDtoInclude });
}

/** The one line of an order event about a shipment: "UPS 1Z999AA10123456784", "UPS", "1Z…" or null. */
export function describeShipment(carrier: string | null, trackingNumber: string | null): string | null {
  return [carrierName(carrier), trackingNumber].filter(Boolean).join(" ") || null;
}

/** Another request changed the order's status between this one's read and write. */
export class ConcurrentStatusChange extends Error {}

/** `notify`: the order as changed, when its status changed (queueStatusEmails decides whether an e-mail is due). */
type StatusChange = { changed: boolean; notify: OrderWithSize | null };

/**
 * Within the caller's transaction: moves one order (as read in that transaction) to `status` and writes
 * its OrderEvent; the caller queues the e-mails of all the orders it changed (queueStatusEmails), so
 * orders of one checkout changed together get one e-mail. Marking it shipped stamps shippedAt and stores the carrier and
 * tracking number when given. Printing (and what follows it) is refused with 409 and the reason until
 * the order's proof is approved (explainPrintingBlocked). The same status again writes nothing, except new shipping details on a
 * shipped order (stored, with a "tracking" event, and no second e-mail). The write is conditional on
 * the status read: if another request changed it meanwhile, ConcurrentStatusChange is thrown.
 */
export async function applyStatusChange(
  tx: TransactionClient,
  order: OrderWithSize,
  status: OrderStatus,
  shipping: ShippingDetails | null,
  actor = "admin",
): Promise<StatusChange> {
  if (order.status === status) {
    const newShipping =
      status === "shipped" &&
      shipping &&
      (shipping.carrier !== order.carrier || shipping.trackingNumber !== order.trackingNumber);
    if (!newShipping) return { changed: false, notify: null };
    const { count } = await tx.order.updateMany({ where: { id: order.id, status }, data: shipping });
    if (count === 0) throw new ConcurrentStatusChange();
    await tx.orderEvent.create({
      data: {
        orderId: order.id,
        type: "tracking",
        detail: describeShipment(shipping.carrier, shipping.trackingNumber),
        actor,
      },
    });
    return { changed: true, notify: null };
  }
  // Nothing is printed before the customer approves a proof (or the shop approves them automatically).
  const blocked = explainPrintingBlocked(order, status);
  if (blocked) throw conflict(blocked);
  const data =
    status === "shipped" ? { status, shippedAt: new Date(), ...(shipping ?? {}) } : { status: status as string };
  // Conditional on the proof state too: a proof answered meanwhile makes the change run again on the order as it is.
  const { count } = await tx.order.updateMany({
    where: { id: order.id, status: order.status, proofState: order.proofState },
    data,
  });
  if (count === 0) throw new ConcurrentStatusChange();
  const updated = await findOrderForDto(tx, order.id);
  await tx.orderEvent.create({
    data: {
      orderId: order.id,
      type: "status",
      fromStatus: order.status,
      toStatus: status,
      detail: status === "shipped" ? describeShipment(updated.carrier, updated.trackingNumber) : null,
      actor,
    },
  });
  return { changed: true, notify: updated };
}

/** A status change that lost a race is tried again on the order as it now is (then usually a no-op). */
const MAX_STATUS_ATTEMPTS = 5;

/**
 * Sets an order's status (any status from any other, spec section 4) and, in the same transaction,
 * writes its OrderEvent and queues the status e-mail; the e-mail is sent after the commit. With
 * "shipped", `shipping` carries the carrier and tracking number. The same status again changes
 * nothing (see applyStatusChange). When another request changed the order between this one's read
 * and write, this one runs again on the order as it is then: two operators choosing the same status
 * both get 200 and one change is recorded; different statuses end with the later one, as the spec's
 * any-to-any rule has it, each change in the history.
 */
export async function updateOrderStatus(
  orderId: number,
  status: OrderStatus,
  shipping: ShippingDetails | null = null,
): Promise<OrderDto> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { order, emailKey } = await prisma.$transaction(async (tx) => {
        const current = await tx.order.findUnique({ where: { id: orderId }, include: orderDtoInclude });
        if (!current) throw notFound("Order not found");
        const change = await applyStatusChange(tx, current, status, shipping);
        const [emailKey] = change.notify ? await queueStatusEmails(tx, [change.notify], status) : [];
        return { order: change.changed ? await findOrderForDto(tx, orderId) : current, emailKey };
      });
      if (emailKey) await sendQueuedEmail(emailKey);
      return toOrderDto(order, getServerEnv().SHOP_TIME_ZONE);
    } catch (error) {
      if (!(error instanceof ConcurrentStatusChange)) throw error;
      if (attempt >= MAX_STATUS_ATTEMPTS)
        throw conflict("The order was changed by someone else meanwhile. Please refresh and try again.");
    }
  }
}
