import "server-only";

// One interface for card payments: Stripe in production, the built-in test mode without keys.
// Amounts are integer cents; currency is always "usd".

export type PaymentIntentStatus =
  "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";

export type ProviderPaymentIntent = {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: PaymentIntentStatus;
  metadata: Record<string, string>;
  lastErrorMessage: string | null;
};

export type CreatePaymentIntentInput = {
  amountCents: number;
  currency: "usd";
  metadata: Record<string, string>;
  /** Same key → same intent, so a retried request never creates a second payment. */
  idempotencyKey: string;
};

export type PaymentProvider = {
  readonly name: "stripe" | "test";
  createIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent>;
  updateIntentAmount(intentId: string, amountCents: number, idempotencyKey: string): Promise<ProviderPaymentIntent>;
  retrieveIntent(intentId: string): Promise<ProviderPaymentIntent>;
};

/** A payment event, verified, in the provider-neutral shape the checkout code handles. */
export type PaymentEvent = {
  id: string;
  type:
    | "payment_intent.succeeded"
    | "payment_intent.payment_failed"
    | "payment_intent.processing"
    | "payment_intent.canceled";
  intent: ProviderPaymentIntent;
};

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly shopperMessage: string = "Unable to setup payment. Please try again.",
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
