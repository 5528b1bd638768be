import "server-only";
import { notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { orderDtoInclude, toOrderDto } from "@/lib/domain/order-dto";

/** Any order, as the admin order list shows it; 404 when there is none. The caller checked the admin token. */
export async function getAdminOrder(orderId: number) {
  const order = await prisma.order.findUnique({ where: { id: orderId }, include: orderDtoInclude });
  if (!order) throw notFound("Order not found");
  return toOrderDto(order, getServerEnv().SHOP_TIME_ZONE);
}
