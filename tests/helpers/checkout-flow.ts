// The shopper's checkout through the shop's own routes in the built-in test mode: quote
// (POST /api/create-payment-intent), place (POST /api/orders), pay (POST /api/test-payments/confirm).
// For tests whose subject is what the placement and the payment write, or that need a checkout exactly
// as a shopper makes one (e-mails queued, coupon uses, commissions).
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as placeOrders } from "@/app/api/orders/route";
import { POST as confirmTestPayment } from "@/app/api/test-payments/confirm/route";
import { prisma } from "@/lib/db/client";
import { callRoute } from "./call-route";
import { addCartLine, CUSTOMER, makeSessionId } from "./fixtures";

/** Cards of the built-in test mode: one that pays, one that is declined. */
export const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: "4000 0000 0000 0002" };

/** The quote for a Reno address with standard shipping; `extra` changes or adds body fields. */
export function quoteCheckout(
  sessionId: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return callRoute(createPaymentIntent, {
    method: "POST",
    body: { sessionId, shippingMethod: "standard", shippingCity: "Reno", shippingState: "NV", ...extra },
    headers,
  });
}

/** The placement with CUSTOMER's details and standard shipping; `extra` changes or adds body fields. */
export function placeCheckout(
  sessionId: string,
  paymentId: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return callRoute(placeOrders, {
    method: "POST",
    body: { ...CUSTOMER, sessionId, paymentId, shippingMethod: "standard", ...extra },
    headers,
  });
}

/** Confirms the test-mode intent with a card (the good one unless given). */
export function payWithCard(clientSecret: string, card = GOOD_CARD) {
  return callRoute(confirmTestPayment, { method: "POST", body: { clientSecret, ...card } });
}

/**
 * Checks out an existing cart (whatever its lines) as a shopper does: quoted, placed and, unless `pay` is
 * false, paid with the good card, to a Reno address with standard shipping. Fails the test if a step is
 * refused. The placement's orders are one per cart line, in line order.
 */
export async function checkoutCart(sessionId: string, { pay = true }: { pay?: boolean } = {}) {
  const quoted = await quoteCheckout(sessionId);
  expect(quoted.status).toBe(200);
  const placed = await placeCheckout(sessionId, quoted.body.paymentId);
  expect(placed.status).toBe(201);
  if (pay) expect((await payWithCard(placed.body.clientSecret)).status).toBe(200);
  return { quote: quoted.body, orderIds: placed.body.orderIds as number[], paymentId: placed.body.paymentId as string };
}

/** A new session's cart of 3" circle × 100 ($92.00) and, unless `lines` is 1, 2" × 50 ($50.00). */
export async function createCartOf142({ lines = 2 }: { lines?: 1 | 2 } = {}) {
  const sessionId = makeSessionId();
  await addCartLine(sessionId, '3" circle', 100);
  if (lines === 2) await addCartLine(sessionId, '2"', 50);
  return sessionId;
}

/**
 * createCartOf142's checkout quoted, placed and (unless `pay` is false) paid with the good card, to a
 * Reno address with standard shipping ($5.00): $147.00 for two lines, $97.00 for one, less any code.
 * `cookie` is sent with the quote and the placement (a referral link's). Fails the test if a step is refused.
 */
export async function runTestCheckout<Lines extends 1 | 2 = 2>({
  lines,
  code,
  cookie,
  pay = true,
  extra = {},
}: { lines?: Lines; code?: string; cookie?: string; pay?: boolean; extra?: Record<string, unknown> } = {}) {
  const sessionId = await createCartOf142({ lines: lines ?? 2 });
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const quoted = await quoteCheckout(sessionId, { code, ...extra }, headers);
  const placed = await placeCheckout(sessionId, quoted.body.paymentId, { code, ...extra }, headers);
  expect(placed.status).toBe(201);
  if (pay) expect((await payWithCard(placed.body.clientSecret)).status).toBe(200);
  const payment = await prisma.payment.findUniqueOrThrow({ where: { id: placed.body.paymentId } });
  // One order per cart line, in line order.
  const orderIds = placed.body.orderIds as Lines extends 1 ? [number] : [number, number];
  return { sessionId, orderIds, paymentId: payment.id, payment };
}
