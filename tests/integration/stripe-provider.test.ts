/** @jest-environment node */
import Stripe from "stripe";
import {
  buildStripeEventPayload,
  signStripePayload,
  startStripeStandIn,
  type StripeStandIn,
} from "../helpers/stripe-stand-in";
import { PaymentProviderError, type PaymentEvent, type PaymentProvider } from "@/lib/payments/payment-provider";
import { createStripePaymentProvider } from "@/lib/payments/stripe-payment-provider";
import { verifyStripeWebhook, WebhookSignatureError } from "@/lib/payments/verify-stripe-webhook";

const SECRET_KEY = "sk_test_51StickerShopStandIn0123456789abcdef";
const WEBHOOK_SECRET = "whsec_stickershop_test_0123456789abcdef";

let standIn: StripeStandIn;
let provider: PaymentProvider;
let consoleError: jest.SpiedFunction<typeof console.error>;

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET_KEY });
  provider = createStripePaymentProvider({ secretKey: SECRET_KEY, apiHost: standIn.apiHost });
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(() => {
  standIn.reset();
  // The provider logs every Stripe failure server-side; keep it out of the test output but observable.
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
});

const loggedText = () => consoleError.mock.calls.map((call) => call.map(String).join(" ")).join("\n");

async function catchError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("Expected the call to fail");
}

const createInput = (overrides: Partial<Parameters<PaymentProvider["createIntent"]>[0]> = {}) => ({
  amountCents: 1999,
  currency: "usd" as const,
  metadata: { orderId: "ord_42", cartSessionId: "cart_abc" },
  idempotencyKey: `checkout-${Math.random().toString(36).slice(2)}`,
  ...overrides,
});

describe("Stripe payment provider against the Stripe stand-in", () => {
  it("creates a PaymentIntent in cents and usd with metadata, the secret key and the idempotency key", async () => {
    const input = createInput();

    const intent = await provider.createIntent(input);

    expect(provider.name).toBe("stripe");
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_\w{24}$/),
      clientSecret: expect.stringMatching(new RegExp(`^${intent.id}_secret_\\w+$`)),
      amountCents: 1999,
      currency: "usd",
      status: "requires_payment_method",
      metadata: { orderId: "ord_42", cartSessionId: "cart_abc" },
      lastErrorMessage: null,
    });
    expect(standIn.intents.get(intent.id)).toMatchObject({
      amount: 1999,
      currency: "usd",
      client_secret: intent.clientSecret,
    });
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request).toMatchObject({
      method: "POST",
      path: "/v1/payment_intents",
      status: 200,
      body: {
        amount: "1999",
        currency: "usd",
        metadata: { orderId: "ord_42", cartSessionId: "cart_abc" },
        automatic_payment_methods: { enabled: "true" },
      },
    });
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.headers["idempotency-key"]).toBe(input.idempotencyKey);
    expect(request?.headers["stripe-version"]).toBe(Stripe.API_VERSION);
  });

  it("returns the same intent when a create is retried with the same idempotency key", async () => {
    const input = createInput();

    const first = await provider.createIntent(input);
    const retried = await provider.createIntent(input);

    expect(retried).toEqual(first);
    expect(standIn.intents.size).toBe(1);
    expect(standIn.requests.map((request) => request.headers["idempotency-key"])).toEqual([
      input.idempotencyKey,
      input.idempotencyKey,
    ]);
  });

  it("creates a second intent for a different idempotency key", async () => {
    const first = await provider.createIntent(createInput());
    const second = await provider.createIntent(createInput());

    expect(second.id).not.toBe(first.id);
    expect(standIn.intents.size).toBe(2);
  });

  it("refuses to reuse an idempotency key for a different amount", async () => {
    const input = createInput();
    await provider.createIntent(input);

    const error = await catchError(provider.createIntent({ ...input, amountCents: 2999 }));

    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toContain("idempotency_error");
    expect(standIn.intents.size).toBe(1);
  });

  it("updates the amount of an intent with an idempotency key", async () => {
    const created = await provider.createIntent(createInput());

    const updated = await provider.updateIntentAmount(created.id, 2599, "update-key-1");

    expect(updated).toEqual({ ...created, amountCents: 2599 });
    expect(standIn.intents.get(created.id)?.amount).toBe(2599);
    const request = standIn.requests.at(-1);
    expect(request).toMatchObject({
      method: "POST",
      path: `/v1/payment_intents/${created.id}`,
      body: { amount: "2599" },
    });
    expect(request?.headers["idempotency-key"]).toBe("update-key-1");
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it("cannot change the amount once the intent has succeeded", async () => {
    const created = await provider.createIntent(createInput());
    standIn.setIntentStatus(created.id, "succeeded");

    const error = await catchError(provider.updateIntentAmount(created.id, 2599, "update-after-payment"));

    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toContain("payment_intent_unexpected_state");
    expect(standIn.intents.get(created.id)?.amount).toBe(1999);
  });

  it("retrieves an intent with the status and payment error the shopper's confirmation left", async () => {
    const created = await provider.createIntent(createInput());

    standIn.setIntentStatus(created.id, "requires_payment_method", {
      lastPaymentError: {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      },
    });
    const declined = await provider.retrieveIntent(created.id);
    standIn.setIntentStatus(created.id, "succeeded");
    const paid = await provider.retrieveIntent(created.id);

    expect(declined).toEqual({ ...created, lastErrorMessage: "Your card was declined." });
    expect(paid).toEqual({ ...created, status: "succeeded" });
    expect(standIn.requests.at(-1)).toMatchObject({ method: "GET", path: `/v1/payment_intents/${created.id}` });
    expect(standIn.requests.at(-1)?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it("turns an unknown intent id into a PaymentProviderError with a safe shopper message and logs the cause", async () => {
    const error = await catchError(provider.retrieveIntent("pi_doesNotExist"));

    expect(error).toBeInstanceOf(PaymentProviderError);
    const { message, shopperMessage } = error as PaymentProviderError;
    expect(message).toContain("resource_missing");
    expect(shopperMessage).toBe("Unable to setup payment. Please try again.");
    expect(loggedText()).toContain("No such payment_intent: 'pi_doesNotExist'");
    expect(standIn.requests.at(-1)?.status).toBe(404);
  });

  it("never shows or logs the secret key when Stripe rejects it", async () => {
    const wrongKey = "sk_test_51WrongKeyForTheStandIn9876543210zyx";
    const misconfigured = createStripePaymentProvider({ secretKey: wrongKey, apiHost: standIn.apiHost });

    const error = await catchError(misconfigured.createIntent(createInput()));

    expect(error).toBeInstanceOf(PaymentProviderError);
    const { message, shopperMessage } = error as PaymentProviderError;
    expect(message).toContain("StripeAuthenticationError");
    expect(shopperMessage).not.toMatch(/sk_|api key|stripe/i);
    expect(message).not.toContain(wrongKey.slice(0, 12));
    expect(loggedText()).toContain("Invalid API Key provided");
    expect(loggedText()).not.toContain(wrongKey.slice(0, 12));
    expect(standIn.intents.size).toBe(0);
  });

  it("tells the shopper to try again later when Stripe cannot be reached", async () => {
    const gone = await startStripeStandIn({ secretKey: SECRET_KEY });
    await gone.close();
    const unreachable = createStripePaymentProvider({ secretKey: SECRET_KEY, apiHost: gone.apiHost });

    const error = await catchError(unreachable.createIntent(createInput()));

    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).shopperMessage).toBe(
      "Payment service is temporarily unavailable. Please try again in a moment.",
    );
  });

  it("rejects an amount that is not whole cents before calling Stripe", async () => {
    await expect(provider.createIntent(createInput({ amountCents: 19.99 }))).rejects.toThrow(RangeError);
    expect(standIn.requests).toHaveLength(0);
  });
});

async function createPaidIntent(amountCents: number) {
  const created = await provider.createIntent(createInput({ amountCents }));
  standIn.setIntentStatus(created.id, "succeeded");
  return created;
}

describe("Stripe refunds against the Stripe stand-in", () => {
  const refundInput = (intentId: string, overrides: Partial<Parameters<PaymentProvider["refund"]>[0]> = {}) => ({
    intentId,
    amountCents: 1234,
    idempotencyKey: "3b0f0e52-5d5e-4a43-9d1c-2f9c0f1c7a11",
    metadata: { refundId: "3b0f0e52-5d5e-4a43-9d1c-2f9c0f1c7a11", orderId: "42", paymentId: "pay_1" },
    ...overrides,
  });

  it("creates the refund with payment_intent, amount, metadata and the idempotency key", async () => {
    const paid = await createPaidIntent(5000);
    standIn.requests.length = 0;

    const refund = await provider.refund(refundInput(paid.id));

    expect(refund).toEqual({
      id: expect.stringMatching(/^re_\w{24}$/),
      status: "succeeded",
      amountCents: 1234,
      failureReason: null,
    });
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/refunds", status: 200 });
    expect(request?.body).toEqual({
      payment_intent: paid.id,
      amount: "1234",
      metadata: { refundId: "3b0f0e52-5d5e-4a43-9d1c-2f9c0f1c7a11", orderId: "42", paymentId: "pay_1" },
    });
    expect(request?.headers["idempotency-key"]).toBe("3b0f0e52-5d5e-4a43-9d1c-2f9c0f1c7a11");
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(standIn.refunds.get(refund.id)).toMatchObject({
      amount: 1234,
      payment_intent: paid.id,
      status: "succeeded",
    });
  });

  it("answers the same refund when a call is retried with the same idempotency key", async () => {
    const paid = await createPaidIntent(5000);

    const first = await provider.refund(refundInput(paid.id));
    const retried = await provider.refund(refundInput(paid.id));

    expect(retried).toEqual(first);
    expect(standIn.refunds.size).toBe(1);
  });

  it("reports a refund Stripe has not finished as pending", async () => {
    const paid = await createPaidIntent(5000);
    standIn.nextRefundStatus = "pending";

    await expect(provider.refund(refundInput(paid.id))).resolves.toMatchObject({
      status: "pending",
      amountCents: 1234,
    });
  });

  it.each([
    [
      "more than the charge has left",
      5001,
      "Refund amount ($50.01) is greater than unrefunded amount on charge ($50.00)",
    ],
  ])("refuses %s with Stripe's own reason as the message to show", async (_label, amountCents, reason) => {
    const paid = await createPaidIntent(5000);

    const error = await catchError(provider.refund(refundInput(paid.id, { amountCents })));

    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).message).toContain("amount_too_large");
    expect((error as PaymentProviderError).shopperMessage).toBe(reason);
    expect(standIn.refunds.size).toBe(0);
  });

  it("refuses a refund of a charge refunded already", async () => {
    const paid = await createPaidIntent(5000);
    standIn.refundInDashboard(paid.id);

    const error = await catchError(provider.refund(refundInput(paid.id, { amountCents: 100 })));

    expect((error as PaymentProviderError).message).toContain("charge_already_refunded");
    expect((error as PaymentProviderError).shopperMessage).toMatch(/^Charge ch_\w+ has already been refunded\.$/);
  });

  it("says the service is unavailable when Stripe fails, and a retry with the same key then works", async () => {
    const paid = await createPaidIntent(5000);
    standIn.failNextRefund();

    const error = await catchError(provider.refund(refundInput(paid.id)));

    expect((error as PaymentProviderError).shopperMessage).toBe(
      "Payment service is temporarily unavailable. Please try again in a moment.",
    );
    expect(loggedText()).toContain("Stripe refunds.create failed");
    await expect(provider.refund(refundInput(paid.id))).resolves.toMatchObject({ status: "succeeded" });
  });

  it("passes a card error's message on", async () => {
    const paid = await createPaidIntent(5000);
    standIn.failNextRefund({ status: 402, type: "card_error", code: "expired_card", message: "The card has expired." });

    const error = await catchError(provider.refund(refundInput(paid.id)));

    expect((error as PaymentProviderError).shopperMessage).toBe("The card has expired.");
  });

  it("lists an intent's refunds, newest first, with their metadata", async () => {
    const paid = await createPaidIntent(5000);
    const dashboard = standIn.refundInDashboard(paid.id, 1000);
    const api = await provider.refund(refundInput(paid.id));

    const listed = await provider.listRefunds?.(paid.id);

    expect(listed?.map((refund) => [refund.id, refund.amountCents, refund.metadata.orderId])).toEqual([
      [api.id, 1234, "42"],
      [dashboard.id, 1000, undefined],
    ]);
    expect(standIn.requests.at(-1)).toMatchObject({
      method: "GET",
      path: "/v1/refunds",
      body: { payment_intent: paid.id },
    });
  });
});

describe("verifyStripeWebhook", () => {
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  async function createPaidIntentPayload(type: PaymentEvent["type"] = "payment_intent.succeeded") {
    const created = await provider.createIntent(createInput({ amountCents: 4250, metadata: { orderId: "ord_7" } }));
    const object = standIn.setIntentStatus(created.id, "succeeded");
    return { created, payload: buildStripeEventPayload(type, object, { id: "evt_1TestDelivery" }) };
  }

  it("returns the payment event for a correctly signed payment_intent.succeeded", async () => {
    const { created, payload } = await createPaidIntentPayload();

    const event = await verifyStripeWebhook(payload, signStripePayload(payload, WEBHOOK_SECRET), WEBHOOK_SECRET);

    expect(event).toEqual({
      id: "evt_1TestDelivery",
      type: "payment_intent.succeeded",
      intent: {
        id: created.id,
        clientSecret: created.clientSecret,
        amountCents: 4250,
        currency: "usd",
        status: "succeeded",
        metadata: { orderId: "ord_7" },
        lastErrorMessage: null,
      },
    });
  });

  it.each([
    ["payment_intent.payment_failed", "requires_payment_method", "Your card has insufficient funds."],
    ["payment_intent.processing", "processing", null],
    ["payment_intent.canceled", "canceled", null],
  ] as const)("returns %s with the intent's status %s", async (type, status, lastErrorMessage) => {
    const created = await provider.createIntent(createInput());
    const object = standIn.setIntentStatus(
      created.id,
      status,
      lastErrorMessage
        ? { lastPaymentError: { type: "card_error", code: "card_declined", message: lastErrorMessage } }
        : {},
    );
    const payload = buildStripeEventPayload(type, object);

    const event = await verifyStripeWebhook(payload, signStripePayload(payload, WEBHOOK_SECRET), WEBHOOK_SECRET);

    expect(event?.type).toBe(type);
    expect((event as PaymentEvent | null)?.intent).toEqual({ ...created, status, lastErrorMessage });
  });

  it("rejects a payload signed with another secret", async () => {
    const { payload } = await createPaidIntentPayload();

    const verifying = verifyStripeWebhook(payload, signStripePayload(payload, "whsec_someone_else"), WEBHOOK_SECRET);

    await expect(verifying).rejects.toThrow(WebhookSignatureError);
    await expect(verifying).rejects.toThrow("Invalid Stripe signature");
  });

  it("rejects a body that differs from the one that was signed", async () => {
    const { payload } = await createPaidIntentPayload();
    const signature = signStripePayload(payload, WEBHOOK_SECRET);
    const tampered = payload.replace('"amount": 4250', '"amount": 1');
    expect(tampered).not.toBe(payload);

    await expect(verifyStripeWebhook(tampered, signature, WEBHOOK_SECRET)).rejects.toThrow(WebhookSignatureError);
  });

  it("rejects a signature older than the tolerance and accepts one within it", async () => {
    const { payload } = await createPaidIntentPayload();
    const tenMinutesAgo = signStripePayload(payload, WEBHOOK_SECRET, nowSeconds() - 600);
    const oneMinuteAgo = signStripePayload(payload, WEBHOOK_SECRET, nowSeconds() - 60);

    await expect(verifyStripeWebhook(payload, tenMinutesAgo, WEBHOOK_SECRET)).rejects.toThrow(WebhookSignatureError);
    await expect(verifyStripeWebhook(payload, oneMinuteAgo, WEBHOOK_SECRET, 30)).rejects.toThrow(WebhookSignatureError);
    await expect(verifyStripeWebhook(payload, oneMinuteAgo, WEBHOOK_SECRET)).resolves.toMatchObject({
      type: "payment_intent.succeeded",
    });
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["not a signature", "not-a-stripe-signature"],
  ])("rejects a request whose Stripe-Signature header is %s", async (_label, header) => {
    const { payload } = await createPaidIntentPayload();

    await expect(verifyStripeWebhook(payload, header, WEBHOOK_SECRET)).rejects.toThrow(WebhookSignatureError);
  });

  it("returns null for a correctly signed event of a type the shop does not handle", async () => {
    const payload = buildStripeEventPayload("charge.captured", {
      id: "ch_1Captured",
      object: "charge",
      amount: 1999,
      amount_refunded: 0,
      currency: "usd",
    });

    await expect(
      verifyStripeWebhook(payload, signStripePayload(payload, WEBHOOK_SECRET), WEBHOOK_SECRET),
    ).resolves.toBeNull();
  });

  it("returns a charge.refunded event with the charge's refunds (their metadata and statuses)", async () => {
    const paid = await createPaidIntent(5000);
    const first = standIn.refundInDashboard(paid.id, 1200);
    const second = await provider.refund({
      intentId: paid.id,
      amountCents: 800,
      idempotencyKey: "refund-row-2",
      metadata: { refundId: "refund-row-2", orderId: "8" },
    });
    const payload = buildStripeEventPayload("charge.refunded", standIn.buildCharge(paid.id), { id: "evt_1Refund" });

    const event = await verifyStripeWebhook(payload, signStripePayload(payload, WEBHOOK_SECRET), WEBHOOK_SECRET);

    expect(event).toEqual({
      id: "evt_1Refund",
      type: "charge.refunded",
      charge: {
        id: standIn.intents.get(paid.id)?.latest_charge,
        intentId: paid.id,
        amountCents: 5000,
        amountRefundedCents: 2000,
        currency: "usd",
        refunds: [
          {
            id: second.id,
            status: "succeeded",
            amountCents: 800,
            failureReason: null,
            metadata: { refundId: "refund-row-2", orderId: "8" },
          },
          { id: first.id, status: "succeeded", amountCents: 1200, failureReason: null, metadata: {} },
        ],
      },
    });
  });

  it("reports the refunds as unknown when the charge does not carry them (Stripe's default)", async () => {
    const paid = await createPaidIntent(5000);
    standIn.refundInDashboard(paid.id, 5000);
    const charge: Partial<ReturnType<StripeStandIn["buildCharge"]>> = standIn.buildCharge(paid.id);
    delete charge.refunds;
    const payload = buildStripeEventPayload("charge.refunded", charge);

    const event = await verifyStripeWebhook(payload, signStripePayload(payload, WEBHOOK_SECRET), WEBHOOK_SECRET);

    expect(event).toMatchObject({ type: "charge.refunded", charge: { amountRefundedCents: 5000, refunds: null } });
  });

  it("still checks the signature of events it would ignore", async () => {
    const payload = buildStripeEventPayload("charge.captured", { id: "ch_1Captured", object: "charge" });

    await expect(
      verifyStripeWebhook(payload, signStripePayload(payload, "whsec_someone_else"), WEBHOOK_SECRET),
    ).rejects.toThrow(WebhookSignatureError);
  });

  it("treats a missing webhook secret as a server misconfiguration, not a bad request", async () => {
    const { payload } = await createPaidIntentPayload();

    const error = await catchError(verifyStripeWebhook(payload, signStripePayload(payload, WEBHOOK_SECRET), ""));

    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(WebhookSignatureError);
  });
});
