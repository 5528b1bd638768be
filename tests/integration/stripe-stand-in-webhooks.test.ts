import http from "node:http";
import type { AddressInfo } from "node:net";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { placeStripeCheckout } from "../helpers/stripe-checkout-flow";
import { resetShopData } from "../helpers/fixtures";
import { startStripeStandIn, type StripeStandIn, pointShopAtStripeStandIn } from "../helpers/stripe-stand-in";
import { prisma } from "@/lib/db/client";

// The Stripe stand-in as the browser and Stripe's webhooks meet it: Stripe.js confirms an intent with
// the publishable key and the client secret, and the stand-in then delivers the signed event to the
// shop's real webhook route (served over HTTP here), which marks the order paid, records a decline, or
// applies a refund. Runs on whichever database the run uses (SQLite, or PostgreSQL with DATABASE_URL).

setupTestDatabase();

const WEBHOOK_SECRET = "whsec_test_stand_in_0123456789abcdef";
const PUBLISHABLE_KEY = "pk_test_stand_in_webhooks";
let standIn: StripeStandIn;
let shop: http.Server;
let webhookUrl: string;
let headers: Record<string, string>;
let routes: { webhook: unknown; refund: unknown };

/** Serves one route handler over HTTP, so the stand-in delivers to it as Stripe would to the shop. */
async function serveRoute(handler: unknown): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      callRoute(handler, {
        method: request.method,
        body,
        headers: Object.fromEntries(
          Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        ),
      }).then(
        (answer) => {
          response.writeHead(answer.status, { "content-type": "application/json" });
          response.end(JSON.stringify(answer.body));
        },
        (error: unknown) => {
          response.writeHead(500);
          response.end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

beforeAll(async () => {
  standIn = await startStripeStandIn({ publishableKey: PUBLISHABLE_KEY });
  pointShopAtStripeStandIn(standIn, WEBHOOK_SECRET);
  routes = {
    webhook: (await import("@/app/api/webhooks/stripe/route")).POST,
    refund: (await import("@/app/api/orders/[id]/refund/route")).POST,
  };
  shop = await serveRoute(routes.webhook);
  webhookUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/webhooks/stripe`;
  // Set after start, as a test does once it knows the shop's port.
  standIn.webhook = { url: webhookUrl, secret: WEBHOOK_SECRET };
  headers = await adminHeaders();
});

afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => shop.close(resolve));
});

beforeEach(async () => {
  await standIn.settleWebhooks();
  await resetShopData();
  standIn.reset();
  standIn.webhook = { url: webhookUrl, secret: WEBHOOK_SECRET };
});

/** The request Stripe.js makes from the browser (form-encoded, publishable key, no Authorization). */
async function confirmFromBrowser(
  intentId: string,
  fields: { clientSecret: string; cardNumber: string; key?: string },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(`${standIn.apiHost}/v1/payment_intents/${intentId}/confirm`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://127.0.0.1:3000" },
    body: new URLSearchParams({
      key: fields.key ?? PUBLISHABLE_KEY,
      client_secret: fields.clientSecret,
      "payment_method_data[type]": "card",
      "payment_method_data[card][number]": fields.cardNumber,
      "payment_method_data[card][exp_month]": "12",
      "payment_method_data[card][exp_year]": "34",
      "payment_method_data[card][cvc]": "123",
      expected_payment_method_type: "card",
    }),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

async function orderStatuses(orderIds: number[]) {
  return (await prisma.order.findMany({ where: { id: { in: orderIds } }, orderBy: { id: "asc" } })).map(
    (order) => order.status,
  );
}

describe("POST /v1/payment_intents/:id/confirm from the browser", () => {
  it("confirms with 4242…, answers the succeeded intent, and its webhook marks the order paid", async () => {
    const { orderIds, intentId, clientSecret } = await placeStripeCheckout();
    const requestsBefore = standIn.requests.length;

    const confirmed = await confirmFromBrowser(intentId, { clientSecret, cardNumber: "4242 4242 4242 4242" });

    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("access-control-allow-origin")).toBe("*");
    expect(confirmed.body).toMatchObject({
      id: intentId,
      status: "succeeded",
      amount_received: 9700,
      latest_charge: expect.stringMatching(/^ch_/),
      payment_method: expect.stringMatching(/^pm_/),
    });
    await standIn.settleWebhooks();
    expect(standIn.webhookDeliveries).toEqual([
      expect.objectContaining({
        type: "payment_intent.succeeded",
        url: webhookUrl,
        status: 200,
        body: { received: true, outcome: "paid" },
      }),
    ]);
    expect(await orderStatuses(orderIds)).toEqual(["paid"]);
    // Only the webhook told the shop: nothing asked Stripe about the intent after the confirm.
    expect(standIn.requests.slice(requestsBefore).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /v1/payment_intents/${intentId}/confirm`,
    ]);
  });

  it("declines 4000000000000002 with a 402 card error; the failure is recorded by the webhook and a retry pays", async () => {
    const { orderIds, paymentId, intentId, clientSecret } = await placeStripeCheckout();

    const declined = await confirmFromBrowser(intentId, { clientSecret, cardNumber: "4000000000000002" });

    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
      payment_intent: { id: intentId, status: "requires_payment_method" },
    });
    expect(standIn.intents.get(intentId)).toMatchObject({ status: "requires_payment_method", latest_charge: null });
    await standIn.settleWebhooks();
    expect(standIn.webhookDeliveries.map(({ type, status, body }) => ({ type, status, body }))).toEqual([
      { type: "payment_intent.payment_failed", status: 200, body: { received: true, outcome: "recorded_failure" } },
    ]);
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({
      status: "pending",
      failureMessage: "Your card was declined.",
    });
    expect(await orderStatuses(orderIds)).toEqual(["pending"]);

    expect((await confirmFromBrowser(intentId, { clientSecret, cardNumber: "4242424242424242" })).status).toBe(200);
    await standIn.settleWebhooks();
    expect(standIn.webhookDeliveries.map((delivery) => delivery.body)).toEqual([
      { received: true, outcome: "recorded_failure" },
      { received: true, outcome: "paid" },
    ]);
    expect(await orderStatuses(orderIds)).toEqual(["paid"]);
  });

  it("answers insufficient funds for 4000000000009995", async () => {
    const { intentId, clientSecret } = await placeStripeCheckout();
    const declined = await confirmFromBrowser(intentId, { clientSecret, cardNumber: "4000000000009995" });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
  });

  it.each([
    ["a wrong publishable key", { key: "pk_test_someone_else_0000" }, 401, /Invalid API Key provided/],
    [
      "another intent's client secret",
      { clientSecret: "pi_other_secret_abc" },
      400,
      /client_secret provided does not match/,
    ],
  ])("refuses %s and changes nothing, sending no webhook", async (_label, override, status, message) => {
    const { orderIds, intentId, clientSecret } = await placeStripeCheckout();
    const refused = await confirmFromBrowser(intentId, { clientSecret, cardNumber: "4242424242424242", ...override });
    expect(refused.status).toBe(status);
    expect(refused.body.error.message).toMatch(message);
    expect(standIn.intents.get(intentId)?.status).toBe("requires_payment_method");
    await standIn.settleWebhooks();
    expect(standIn.webhookDeliveries).toEqual([]);
    expect(await orderStatuses(orderIds)).toEqual(["pending"]);
  });

  it("refuses to confirm an intent that already succeeded", async () => {
    const { intentId, clientSecret } = await placeStripeCheckout();
    await confirmFromBrowser(intentId, { clientSecret, cardNumber: "4242424242424242" });
    const again = await confirmFromBrowser(intentId, { clientSecret, cardNumber: "4242424242424242" });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: "payment_intent_unexpected_state" });
    await standIn.settleWebhooks();
    expect(standIn.webhookDeliveries).toHaveLength(1);
  });

  it("answers the browser's CORS preflight for any origin", async () => {
    const response = await fetch(`${standIn.apiHost}/v1/payment_intents/pi_x/confirm`, {
      method: "OPTIONS",
      headers: {
        origin: "http://127.0.0.1:3000",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
  });
});

describe("webhook deliveries of refunds", () => {
  async function paidCheckout() {
    const checkout = await placeStripeCheckout();
    await confirmFromBrowser(checkout.intentId, {
      clientSecret: checkout.clientSecret,
      cardNumber: "4242424242424242",
    });
    await standIn.settleWebhooks();
    standIn.webhookDeliveries.length = 0;
    return checkout;
  }

  it("delivers charge.refunded after a refund made through the API, then refund.updated when a pending one succeeds", async () => {
    const { orderIds, paymentId } = await paidCheckout();
    standIn.nextRefundStatus = "pending";
    const refunded = await callRoute(routes.refund, {
      method: "POST",
      params: { id: String(orderIds[0]) },
      body: {},
      headers,
    });
    expect(refunded.body.refund.status).toBe("pending");
    await standIn.settleWebhooks();
    expect(standIn.webhookDeliveries.map(({ type, status }) => ({ type, status }))).toEqual([
      { type: "charge.refunded", status: 200 },
    ]);
    expect((await prisma.paymentRefund.findFirstOrThrow({ where: { paymentId } })).status).toBe("pending");

    const [pending] = [...standIn.refunds.values()];
    standIn.setRefundStatus(pending?.id as string, "succeeded");
    await standIn.settleWebhooks();
    expect(standIn.webhookDeliveries.map(({ type, status, body }) => ({ type, status, body }))).toEqual([
      { type: "charge.refunded", status: 200, body: expect.objectContaining({ received: true }) },
      { type: "refund.updated", status: 200, body: { received: true, outcome: "applied" } },
    ]);
    expect((await prisma.paymentRefund.findFirstOrThrow({ where: { paymentId } })).status).toBe("succeeded");
    expect(await orderStatuses(orderIds)).toEqual(["cancelled"]);
  });

  it("delivers charge.refunded for a refund made in the dashboard, which the shop records", async () => {
    const { intentId, paymentId } = await paidCheckout();
    standIn.refundInDashboard(intentId, 9700);
    await standIn.settleWebhooks();
    expect(standIn.webhookDeliveries).toEqual([
      expect.objectContaining({ type: "charge.refunded", status: 200, body: { received: true, outcome: "applied" } }),
    ]);
    expect(await prisma.paymentRefund.findFirstOrThrow({ where: { paymentId } })).toMatchObject({
      amountCents: 9700,
      source: "provider",
    });
  });

  it("records a delivery the shop never answered, and sends nothing without a webhook target", async () => {
    const { intentId } = await paidCheckout();
    standIn.webhook = { url: "http://127.0.0.1:9/api/webhooks/stripe", secret: WEBHOOK_SECRET };
    standIn.refundInDashboard(intentId, 100);
    await standIn.settleWebhooks();
    expect(standIn.webhookDeliveries).toEqual([
      expect.objectContaining({ type: "charge.refunded", status: 0, body: null, error: expect.any(String) }),
    ]);
    standIn.webhook = null;
    standIn.refundInDashboard(intentId, 100);
    await standIn.settleWebhooks();
    expect(standIn.webhookDeliveries).toHaveLength(1);
  });
});
