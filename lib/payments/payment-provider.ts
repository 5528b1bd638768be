import "server-only";

// One interface for card payments: Stripe in production, the built-in test mode without keys.
// Amounts are integer cents; currency is always "usd".

import type { PaymentIntentStatus } from "@/lib/domain/payment-statuses";

export type { PaymentIntentStatus };

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

export type RefundInput = {
  intentId: string;
  amountCents: number;
  /** Same key → same refund, so a retried call never refunds twice (the shop passes its PaymentRefund id). */
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type ProviderRefundStatus = "succeeded" | "pending" | "failed";

export type ProviderRefund = {
  /** "re_…" (Stripe) or "re_test_…" (test mode). */
  id: string;
  /** Stripe's "requires_action" counts as pending, "canceled" as failed. */
  status: ProviderRefundStatus;
  amountCents: number;
  /** Why the provider gave up on it (status failed), when it says. */
  failureReason?: string | null;
};

export type PaymentProvider = {
  readonly name: "stripe" | "test";
  createIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent>;
  updateIntentAmount(intentId: string, amountCents: number, idempotencyKey: string): Promise<ProviderPaymentIntent>;
  retrieveIntent(intentId: string): Promise<ProviderPaymentIntent>;
  /** Refunds part or all of a succeeded intent; throws PaymentProviderError (shopperMessage safe to show). */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Every refund of an intent, newest first (Stripe only: test mode sends no refund events to reconcile). */
  listRefunds?(intentId: string): Promise<ProviderChargeRefund[]>;
};

/** One refund of a charge as a `charge.refunded` event (or a refund list) reports it. */
export type ProviderChargeRefund = ProviderRefund & { metadata: Record<string, string> };

/**
 * A refund's status changed later (Stripe's `refund.updated`, or the older `charge.refund.updated`):
 * how a refund first reported pending ends, succeeded or failed.
 */
export type RefundUpdatedEvent = {
  id: string;
  type: "refund.updated";
  refund: ProviderChargeRefund & { intentId: string | null };
};

/** A charge was refunded, in full or in part, through the API or in the provider's dashboard. */
export type ChargeRefundedEvent = {
  id: string;
  type: "charge.refunded";
  charge: {
    id: string;
    intentId: string | null;
    amountCents: number;
    /** Everything refunded on the charge so far (Stripe's amount_refunded). */
    amountRefundedCents: number;
    currency: string;
    /** The charge's refunds, or null when the event did not carry them (Stripe no longer expands them by default). */
    refunds: ProviderChargeRefund[] | null;
  };
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
    /**
     * The provider may have done it anyway (no answer, or a server error): the caller must not treat
     * it as refused, and may repeat it only under the same idempotency key.
     */
    readonly outcomeUnknown = false,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
