import "server-only";
import { notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { orderDtoInclude, paymentAmountSelect, toOrderDto } from "@/lib/domain/order-dto";

/**
 * An order for the success page, only for the shopper session that placed it: anyone else gets the
 * same 404 as for a missing order, so ids reveal nothing.
 */
export async function getShopperOrder(orderId: number, sessionId: string | null) {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    include: {
      ...orderDtoInclude,
      payment: { select: { ...paymentAmountSelect, status: true, failureMessage: true } },
    },
  });
  if (!order || !sessionId || order.sessionId !== sessionId) throw notFound("Order not found");
  return {
    ...toOrderDto(order, getServerEnv().SHOP_TIME_ZONE),
    // The amount check is for the operators, who follow it up with the shopper.
    amountMismatch: undefined,
    paymentStatus: order.payment?.status ?? null,
    paymentFailureMessage: order.payment?.failureMessage ?? null,
  };
}
