import "server-only";
import { notFound } from "@/lib/api/errors";
import type { CartItemDto } from "@/lib/cart/cart-items";
import { prisma } from "@/lib/db/client";
import { findOrderLinkPayment } from "@/lib/order-links/find-order-link-payment";
import { addOrdersToCart, REORDER_INCLUDE } from "./add-orders-to-cart";

export type ReorderInput = {
  /** The order-page token: the proof that the caller may take this checkout's designs. */
  token: string;
  /** The caller's cart session, which receives the lines. */
  sessionId: string;
  /** Orders of the checkout to order again; all of them when absent. */
  orderIds?: number[];
};

/**
 * "Order again" from the order page: each chosen order of the link's checkout becomes a new line in the
 * caller's cart with the same design (the stored file is reused, never uploaded again), size, corners,
 * quantity, scale and position, priced at today's prices. A design otherwise goes only into the cart of
 * the session that uploaded it (addCartItem); here the valid, unrevoked order link is the proof of
 * ownership, so it may go into any session's cart. All lines or none (the cart's limit, under its lock).
 * 404 for an unknown or revoked token and for order ids that are not the checkout's.
 */
export async function reorderCheckout({ token, sessionId, orderIds }: ReorderInput): Promise<CartItemDto[]> {
  const paymentId = await findOrderLinkPayment(token);
  if (!paymentId) throw notFound("Order not found");
  const orders = await prisma.order.findMany({
    where: { paymentId, ...(orderIds ? { id: { in: orderIds } } : {}) },
    include: REORDER_INCLUDE,
    orderBy: { id: "asc" },
  });
  const wanted = orderIds ? new Set(orderIds).size : orders.length;
  // Any id outside the checkout is treated like an unknown order: nothing is added.
  if (orders.length === 0 || orders.length !== wanted) throw notFound("Order not found");

  return addOrdersToCart(sessionId, orders);
}
