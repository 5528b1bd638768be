import "server-only";
import { notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { createOrderLink } from "@/lib/order-links/order-links";
import { isCustomersOrder } from "./is-customers-order";

/**
 * A new link to the page of an order the customer owns (placed with their address, paid onward), for the
 * account page's "View order". Anyone else's order, or none, is the same 404: an account never learns
 * which order numbers exist. The link is an ordinary OrderLink (its hash stored), revoked with the rest.
 */
export async function openCustomerOrder(orderId: number, email: string, now = new Date()): Promise<{ path: string }> {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: { customerEmail: true, paymentId: true, status: true },
  });
  if (!order || !isCustomersOrder(order, email) || !order.paymentId) throw notFound("Order not found");
  const link = await createOrderLink(prisma, order.paymentId, now);
  return { path: new URL(link.url).pathname };
}
