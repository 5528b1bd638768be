import "server-only";
import { notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { orderDtoInclude, toOrderDto } from "./order-dto";

/**
 * An order for the success page, only for the shopper session that placed it: anyone else gets the
 * same 404 as for a missing order, so ids reveal nothing.
 */
export async function getShopperOrder(orderId: number, sessionId: string | null) {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    include: { ...orderDtoInclude, payment: { select: { status: true, failureMessage: true, totalCents: true } } },
  });
  if (!order || !sessionId || order.sessionId !== sessionId) throw notFound("Order not found");
  return {
    ...toOrderDto(order, getServerEnv().SHOP_TIME_ZONE),
    paymentStatus: order.payment?.status ?? null,
    paymentFailureMessage: order.payment?.failureMessage ?? null,
  };
}
