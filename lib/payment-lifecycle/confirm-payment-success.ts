import "server-only";
import { notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { getPaymentProvider } from "@/lib/payments/get-payment-provider";
import { handlePaymentEvent } from "./handle-payment-event";

/**
 * POST /api/orders/{id}/payment-success: the browser says the payment went through. That is not proof:
 * the provider is asked, and only an intent it reports as succeeded marks the orders paid.
 */
export async function confirmPaymentSuccess(orderId: number, sessionId: string) {
  const order = await prisma.order.findUnique({ where: { id: orderId }, include: { payment: true } });
  if (!order || order.sessionId !== sessionId || !order.payment) throw notFound("Order not found");
  const payment = order.payment;
  if (payment.status !== "paid" && payment.providerPaymentId) {
    const intent = await getPaymentProvider().retrieveIntent(payment.providerPaymentId);
    if (intent.status === "succeeded") {
      await handlePaymentEvent({ id: `retrieved:${intent.id}:succeeded`, type: "payment_intent.succeeded", intent });
    }
  }
  const fresh = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
  return { status: fresh.status };
}
