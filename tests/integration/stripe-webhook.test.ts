import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { placeStripeCheckout } from "../helpers/stripe-checkout-flow";
import { addCartLine, makeSessionId, resetShopData } from "../helpers/fixtures";
import {
  buildStripeEventPayload,
  signStripePayload,
  startStripeStandIn,
  type StripeStandIn,
  pointShopAtStripeStandIn,
} from "../helpers/stripe-stand-in";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

const WEBHOOK_SECRET = "whsec_test_checkout_0123456789abcdef";
let standIn: StripeStandIn;
// Route modules are loaded after the Stripe environment is set (the env is read once per process).
let routes: {
  createPaymentIntent: unknown;
  webhook: unknown;
  paymentSuccess: unknown;
};

beforeAll(async () => {
  standIn = await startStripeStandIn();
  pointShopAtStripeStandIn(standIn, WEBHOOK_SECRET);
  routes = {
    createPaymentIntent: (await import("@/app/api/create-payment-intent/route")).POST,
    webhook: (await import("@/app/api/webhooks/stripe/route")).POST,
    paymentSuccess: (await import("@/app/api/orders/[id]/payment-success/route")).POST,
  };
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(async () => {
  await resetShopData();
  standIn.reset();
});

/** The quote's body carries an amount too: the shop must ignore it (the server prices the cart). */
function checkoutWithStripe() {
  return placeStripeCheckout({ quote: { amount: 5 } });
}

function tamper(payload: string) {
  const tampered = payload.replace(/("amount":\s*)9700/, "$11");
  if (tampered === payload) throw new Error("the payload did not contain the amount to tamper with");
  return tampered;
}

function deliver(payload: string, signature: string | null) {
  return callRoute(routes.webhook, {
    method: "POST",
    body: payload,
    headers: signature ? { "stripe-signature": signature } : {},
  });
}

function succeededEvent(intentId: string, overrides: Record<string, unknown> = {}, id?: string) {
  standIn.setIntentStatus(intentId, "succeeded");
  return buildStripeEventPayload(
    "payment_intent.succeeded",
    { ...standIn.intents.get(intentId), ...overrides },
    id ? { id } : {},
  );
}

async function orderStatuses(orderIds: number[]) {
  return (await prisma.order.findMany({ where: { id: { in: orderIds } } })).map((order) => order.status);
}

describe("Stripe checkout", () => {
  it("creates the PaymentIntent through the SDK with the server's amount and an idempotency key", async () => {
    const { clientSecret, intentId } = await checkoutWithStripe();
    const creates = standIn.requests.filter(
      (request) => request.method === "POST" && request.path === "/v1/payment_intents",
    );
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toMatchObject({ amount: "9700", currency: "usd" });
    expect(creates[0]?.headers["idempotency-key"]).toMatch(/^payment-[0-9a-f-]+-create$/);
    expect(creates[0]?.headers.authorization).toBe(`Bearer ${standIn.secretKey}`);
    expect(clientSecret).toBe(standIn.intents.get(intentId)?.client_secret);
  });

  it("updates the intent's amount when the shipping changes", async () => {
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 50);
    const first = await callRoute(routes.createPaymentIntent, {
      method: "POST",
      body: { sessionId, shippingMethod: "standard" },
    });
    await callRoute(routes.createPaymentIntent, { method: "POST", body: { sessionId, shippingMethod: "priority" } });
    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: first.body.paymentId } });
    expect(standIn.intents.get(payment.providerPaymentId as string)?.amount).toBe(6000);
    expect(standIn.intents.size).toBe(1);
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("marks the orders paid for a valid payment_intent.succeeded", async () => {
    const { orderIds, intentId } = await checkoutWithStripe();
    const payload = succeededEvent(intentId);
    const response = await deliver(payload, signStripePayload(payload, WEBHOOK_SECRET));
    expect(response).toMatchObject({ status: 200, body: { received: true, outcome: "paid" } });
    expect(await orderStatuses(orderIds)).toEqual(["paid"]);
    expect(await prisma.emailMessage.count()).toBe(1);
  });

  it.each([
    ["no signature", (payload: string) => [payload, null]],
    ["a wrong secret", (payload: string) => [payload, signStripePayload(payload, "whsec_wrong_secret_000000000000")]],
    ["a tampered body", (payload: string) => [tamper(payload), signStripePayload(payload, WEBHOOK_SECRET)]],
    [
      "a stale timestamp",
      (payload: string) => [payload, signStripePayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)],
    ],
  ] as const)("refuses %s with 400 and changes nothing", async (_label, mangle) => {
    const { orderIds, intentId } = await checkoutWithStripe();
    const [body, signature] = mangle(succeededEvent(intentId));
    const response = await deliver(body as string, signature as string | null);
    expect(response).toEqual(expect.objectContaining({ status: 400, body: { message: "Invalid webhook signature" } }));
    expect(await orderStatuses(orderIds)).toEqual(["pending"]);
    expect(await prisma.webhookEvent.count()).toBe(0);
  });

  it("applies a duplicated event once, even delivered 10 times at once", async () => {
    const { orderIds, intentId } = await checkoutWithStripe();
    const payload = succeededEvent(intentId, {}, "evt_duplicate_1");
    const signature = signStripePayload(payload, WEBHOOK_SECRET);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, signature)));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(responses.filter((response) => response.body.outcome === "paid")).toHaveLength(1);
    expect(await orderStatuses(orderIds)).toEqual(["paid"]);
    expect(await prisma.emailMessage.count()).toBe(1);
    expect(await prisma.webhookEvent.count()).toBe(1);
  });

  it("never moves a paid order back when a failure arrives out of order", async () => {
    const { orderIds, intentId } = await checkoutWithStripe();
    const succeeded = succeededEvent(intentId);
    await deliver(succeeded, signStripePayload(succeeded, WEBHOOK_SECRET));
    const failed = buildStripeEventPayload("payment_intent.payment_failed", {
      ...standIn.intents.get(intentId),
      status: "requires_payment_method",
      last_payment_error: { type: "card_error", message: "Your card was declined." },
    });
    const response = await deliver(failed, signStripePayload(failed, WEBHOOK_SECRET));
    expect(response.status).toBe(200);
    expect(await orderStatuses(orderIds)).toEqual(["paid"]);
    expect((await prisma.payment.findFirstOrThrow()).status).toBe("paid");
  });

  it("records a failure before success without marking anything paid", async () => {
    const { orderIds, intentId } = await checkoutWithStripe();
    const failed = buildStripeEventPayload("payment_intent.payment_failed", {
      ...standIn.intents.get(intentId),
      last_payment_error: { type: "card_error", message: "Your card was declined." },
    });
    expect((await deliver(failed, signStripePayload(failed, WEBHOOK_SECRET))).body.outcome).toBe("recorded_failure");
    expect(await orderStatuses(orderIds)).toEqual(["pending"]);
    expect((await prisma.payment.findFirstOrThrow()).failureMessage).toBe("Your card was declined.");
  });

  it.each([
    ["amount", { amount: 100 }],
    ["currency", { currency: "eur" }],
  ])("does not apply an event whose %s does not match the orders", async (_label, overrides) => {
    const { orderIds, intentId } = await checkoutWithStripe();
    const payload = succeededEvent(intentId, overrides);
    const response = await deliver(payload, signStripePayload(payload, WEBHOOK_SECRET));
    expect(response.body.outcome).toBe("amount_mismatch");
    expect(await orderStatuses(orderIds)).toEqual(["pending"]);
  });

  it("ignores unrelated event types", async () => {
    const payload = buildStripeEventPayload("charge.captured", { id: "ch_1", object: "charge" });
    expect((await deliver(payload, signStripePayload(payload, WEBHOOK_SECRET))).body).toEqual({
      received: true,
      ignored: true,
    });
  });

  it("lets the browser's success call race the webhook: one paid transition, one e-mail", async () => {
    const { orderIds, intentId, sessionId } = await checkoutWithStripe();
    const payload = succeededEvent(intentId);
    const signature = signStripePayload(payload, WEBHOOK_SECRET);
    const id = String(orderIds[0]);
    await Promise.all([
      deliver(payload, signature),
      callRoute(routes.paymentSuccess, {
        method: "POST",
        params: { id },
        body: { paymentIntentId: intentId },
        headers: { "x-session-id": sessionId },
      }),
      deliver(payload, signature),
      callRoute(routes.paymentSuccess, {
        method: "POST",
        params: { id },
        body: {},
        headers: { "x-session-id": sessionId },
      }),
    ]);
    expect(await orderStatuses(orderIds)).toEqual(["paid"]);
    expect(await prisma.emailMessage.count()).toBe(1);
  });
});
