import type Stripe from "stripe";
import { PaymentProviderError } from "./payment-provider";
import { toPaymentIntentStatus, toProviderPaymentIntent } from "./stripe-payment-intent";

describe("toPaymentIntentStatus", () => {
  it.each([
    "requires_payment_method",
    "requires_confirmation",
    "requires_action",
    "processing",
    "succeeded",
    "canceled",
  ] as const)("keeps %s", (status) => {
    expect(toPaymentIntentStatus(status)).toBe(status);
  });

  it("treats held-but-not-captured money as still processing, never as paid", () => {
    expect(toPaymentIntentStatus("requires_capture")).toBe("processing");
  });

  it("refuses a status it does not know", () => {
    expect(() => toPaymentIntentStatus("requires_reauthorization")).toThrow(PaymentProviderError);
  });
});

describe("toProviderPaymentIntent", () => {
  const intent = {
    id: "pi_123",
    object: "payment_intent",
    client_secret: "pi_123_secret_abc",
    amount: 1999,
    currency: "usd",
    status: "requires_payment_method",
    metadata: { orderId: "ord_1" },
    last_payment_error: { type: "card_error", message: "Your card was declined." },
  } as unknown as Stripe.PaymentIntent;

  it("keeps the fields checkout needs", () => {
    expect(toProviderPaymentIntent(intent)).toEqual({
      id: "pi_123",
      clientSecret: "pi_123_secret_abc",
      amountCents: 1999,
      currency: "usd",
      status: "requires_payment_method",
      metadata: { orderId: "ord_1" },
      lastErrorMessage: "Your card was declined.",
    });
  });

  it("has no error message when the last attempt did not fail", () => {
    expect(toProviderPaymentIntent({ ...intent, last_payment_error: null }).lastErrorMessage).toBeNull();
  });
});
