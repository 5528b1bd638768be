// A checkout placed with Stripe configured (the Stripe API stand-in, tests/helpers/stripe-stand-in.ts):
// quote and place through the shop's routes, as checkout-flow.ts does in test mode. The routes are
// imported when called, so a suite first points the shop at its stand-in (pointShopAtStripeStandIn)
// and the payment provider is chosen from that environment.
import { prisma } from "@/lib/db/client";
import { callRoute } from "./call-route";
import { addCartLine, CUSTOMER, makeSessionId } from "./fixtures";

/** 3" circle × 100 for a Reno address with standard shipping, optionally more lines; `quote` adds body fields. */
export async function placeStripeCheckout({
  lines = [['3" circle', 100]],
  quote = {},
}: { lines?: [sizeName: string, quantity: number][]; quote?: Record<string, unknown> } = {}) {
  const { POST: createPaymentIntent } = await import("@/app/api/create-payment-intent/route");
  const { POST: placeOrders } = await import("@/app/api/orders/route");
  const sessionId = makeSessionId();
  for (const [sizeName, quantity] of lines) await addCartLine(sessionId, sizeName, quantity);
  const prepared = await callRoute(createPaymentIntent, {
    method: "POST",
    body: { sessionId, shippingMethod: "standard", shippingCity: "Reno", ...quote },
  });
  expect(prepared.status).toBe(200);
  const placed = await callRoute(placeOrders, {
    method: "POST",
    body: { ...CUSTOMER, sessionId, paymentId: prepared.body.paymentId, shippingMethod: "standard" },
  });
  expect(placed.status).toBe(201);
  const payment = await prisma.payment.findUniqueOrThrow({ where: { id: prepared.body.paymentId } });
  return {
    sessionId,
    orderIds: placed.body.orderIds as number[],
    paymentId: payment.id,
    intentId: payment.providerPaymentId as string,
    clientSecret: prepared.body.clientSecret as string,
  };
}
