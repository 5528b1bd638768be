import "server-only";
import { notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { createOrderLink } from "./order-links";

/**
 * How long after placing an order its cart session may still ask for an order page link. The success
 * page asks right away (and again on Back within the same visit); later, the e-mailed link and "Find my
 * order" are the way in. A session id read out of a browser long after the purchase opens nothing more.
 */
export const SESSION_ORDER_LINK_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/orders/{id}/order-link: a new link to the order's checkout page (/orders/{token}) for the
 * success page, only to the cart session that placed the order (X-Session-Id), like GET /api/orders/{id}:
 * anyone else, or after the window, gets the same 404 as for a missing order. The link is an ordinary
 * OrderLink (only its hash stored), so the operator's "Send a new order link" revokes it with the rest.
 * Answers the page's path (same origin as the success page), never logged.
 */
export async function issueSessionOrderLink(orderId: number, sessionId: string, now = new Date()) {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: { sessionId: true, paymentId: true, createdAt: true },
  });
  if (
    !order ||
    order.sessionId !== sessionId ||
    !order.paymentId ||
    now.getTime() - order.createdAt.getTime() > SESSION_ORDER_LINK_WINDOW_MS
  )
    throw notFound("Order not found");
  const link = await createOrderLink(prisma, order.paymentId, now);
  return { path: new URL(link.url).pathname };
}
