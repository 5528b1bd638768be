import "server-only";
import { notFound } from "@/lib/api/errors";
import type { CartItemDto } from "@/lib/cart/cart-items";
import { prisma } from "@/lib/db/client";
import { addOrdersToCart, REORDER_INCLUDE } from "@/lib/reorder/add-orders-to-cart";
import { isCustomersOrder } from "./is-customers-order";

/**
 * "Order again" from the account: the order, which the signed-in customer owns, becomes a new line in the
 * browser's cart session (same design, size and stock, today's price; addOrdersToCart). At checkout an
 * unchanged design and size carries its approved proof over, as any reorder does. 404 for an order that is
 * not theirs or does not exist (the same answer).
 */
export async function reorderCustomerOrder(orderId: number, email: string, sessionId: string): Promise<CartItemDto[]> {
  const order = await prisma.order.findUnique({ where: { id: orderId }, include: REORDER_INCLUDE });
  if (!order || !isCustomersOrder(order, email)) throw notFound("Order not found");
  return addOrdersToCart(sessionId, [order]);
}
