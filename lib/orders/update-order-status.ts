import "server-only";
import { notFound } from "@/lib/api/errors";
import type { TransactionClient } from "@/lib/checkout/apply-paid-payment";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { getOrderEmailShop } from "@/lib/email/get-order-email-shop";
import { buildOrderShippedEmail, buildPrintingStartedEmail, makeOrderStatusEmailKey } from "@/lib/email/order-emails";
import { queueEmail, sendQueuedEmail } from "@/lib/email/queue-email";
import { orderDtoInclude, toOrderDto, type OrderDto } from "@/lib/orders/order-dto";
import type { OrderStatus } from "@/lib/validation/admin-orders";

type OrderWithSize = Awaited<ReturnType<typeof findOrderForDto>>;

function findOrderForDto(tx: TransactionClient, orderId: number) {
  return tx.order.findUniqueOrThrow({ where: { id: orderId }, include: orderDtoInclude });
}

/**
 * Queues the customer's e-mail for the statuses that promise one ('printing has begun' for
 * processing, the shipped notice for shipped). The dedupe key makes it once per order and status,
 * however often the operator picks that status again. Returns the key to deliver after commit.
 */
async function queueStatusEmail(
  tx: TransactionClient,
  order: OrderWithSize,
  status: OrderStatus,
): Promise<string | null> {
  if (status !== "processing" && status !== "shipped") return null;
  const build = status === "processing" ? buildPrintingStartedEmail : buildOrderShippedEmail;
  const email = build({
    shop: getOrderEmailShop(),
    customer: order,
    order: {
      orderId: order.id,
      createdAt: order.createdAt,
      sizeName: order.size?.name ?? `Size ID: ${order.sizeId}`,
      quantity: order.quantity,
      roundedCorners: order.roundedCorners,
    },
  });
  const dedupeKey = makeOrderStatusEmailKey(order.id, status);
  await queueEmail(tx, { dedupeKey, to: order.customerEmail, orderId: order.id, ...email });
  return dedupeKey;
}

/**
 * Sets an order's status (any status from any other, spec section 4) and, in the same transaction,
 * queues the status e-mail; the e-mail is sent after the commit. Only the status is written.
 */
export async function updateOrderStatus(orderId: number, status: OrderStatus): Promise<OrderDto> {
  const { order, emailKey } = await prisma.$transaction(async (tx) => {
    // A conditional write first: a missing (or concurrently deleted) order is a 404, never a 500.
    const { count } = await tx.order.updateMany({ where: { id: orderId }, data: { status } });
    if (count === 0) throw notFound("Order not found");
    const updated = await findOrderForDto(tx, orderId);
    return { order: updated, emailKey: await queueStatusEmail(tx, updated, status) };
  });
  if (emailKey) await sendQueuedEmail(emailKey);
  return toOrderDto(order, getServerEnv().SHOP_TIME_ZONE);
}
