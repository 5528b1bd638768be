import "server-only";
import Stripe from "stripe";
import { assertCents } from "@/lib/money/assert-cents";
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPaymentIntent,
  type ProviderChargeRefund,
  type ProviderRefund,
  type ProviderRefundStatus,
} from "./payment-provider";
import { createStripeClient, type StripeClientOptions } from "./stripe-client";
import { toProviderPaymentIntent } from "./stripe-payment-intent";

const UNAVAILABLE_MESSAGE = "Payment service is temporarily unavailable. Please try again in a moment.";

/** Hides anything shaped like a Stripe key, even in server logs (Stripe masks keys, a proxy may not). */
function redactKeys(text: string): string {
  return text
    .replace(/\b(sk|rk|pk)_(live|test)_[A-Za-z0-9*]+/g, "$1_$2_[redacted]")
    .replace(/\bwhsec_[A-Za-z0-9*]+/g, "whsec_[redacted]");
}

function describeStripeError(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) {
    const details = [
      error.type,
      error.rawType,
      error.code,
      error.statusCode && `HTTP ${error.statusCode}`,
      error.requestId && `request ${error.requestId}`,
    ];
    return `${details.filter(Boolean).join(", ")}: ${redactKeys(error.message)}`;
  }
  return redactKeys(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
}

function chooseShopperMessage(error: unknown): string | undefined {
  const isTransient =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError;
  return isTransient ? UNAVAILABLE_MESSAGE : undefined; // undefined → PaymentProviderError's generic message
}

/**
 * For an operator's refund: Stripe's own words when it refused the request (e.g. "Charge ch_… has
 * already been refunded."), which name no secret; the outage message when it could not be reached.
 */
function chooseRefundMessage(error: unknown): string {
  const transient = chooseShopperMessage(error);
  if (transient) return transient;
  if (error instanceof Stripe.errors.StripeError && error.message) return redactKeys(error.message);
  return "Stripe did not accept the refund.";
}

/** Logs the real failure server-side and gives the caller an error whose shopperMessage is safe to show. */
function toPaymentProviderError(
  operation: string,
  error: unknown,
  chooseMessage: (error: unknown) => string | undefined = chooseShopperMessage,
): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const description = describeStripeError(error);
  console.error(`Stripe ${operation} failed: ${description}`);
  // No answer, or Stripe's own server error: the request may have been carried out.
  const outcomeUnknown =
    error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError;
  const wrapped = new PaymentProviderError(
    `Stripe ${operation} failed: ${description}`,
    chooseMessage(error),
    outcomeUnknown,
  );
  wrapped.cause = error;
  return wrapped;
}

function requireClientSecret(intent: ProviderPaymentIntent): ProviderPaymentIntent {
  // Without it the payment form cannot confirm the intent; better to fail here than in the browser.
  if (!intent.clientSecret)
    throw new PaymentProviderError(`Stripe PaymentIntent ${intent.id} came back without a client_secret`);
  return intent;
}

async function callStripe(
  operation: string,
  request: () => Promise<Stripe.PaymentIntent>,
): Promise<ProviderPaymentIntent> {
  try {
    return requireClientSecret(toProviderPaymentIntent(await request()));
  } catch (error) {
    throw toPaymentProviderError(operation, error);
  }
}

/** Stripe's refund statuses in the provider-neutral three. */
export function toProviderRefundStatus(status: string | null): ProviderRefundStatus {
  if (status === "succeeded") return "succeeded";
  if (status === "failed" || status === "canceled") return "failed";
  return "pending"; // "pending", "requires_action", or not said yet
}

export function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
  return {
    id: refund.id,
    status: toProviderRefundStatus(refund.status),
    amountCents: refund.amount,
    failureReason: refund.failure_reason ?? null,
  };
}

export function toProviderChargeRefund(refund: Stripe.Refund): ProviderChargeRefund {
  return { ...toProviderRefund(refund), metadata: { ...(refund.metadata ?? {}) } };
}

/** Card payments through Stripe PaymentIntents, confirmed in the browser with the Payment Element. */
export function createStripePaymentProvider(options: StripeClientOptions): PaymentProvider {
  const stripe = createStripeClient(options);
  return {
    name: "stripe",

    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      assertCents(amountCents, "amountCents");
      return callStripe("paymentIntents.create", () =>
        stripe.paymentIntents.create(
          // Payment methods come from the Dashboard settings rather than a hard-coded list.
          { amount: amountCents, currency, metadata, automatic_payment_methods: { enabled: true } },
          { idempotencyKey },
        ),
      );
    },

    async updateIntentAmount(intentId, amountCents, idempotencyKey) {
      assertCents(amountCents, "amountCents");
      return callStripe("paymentIntents.update", () =>
        stripe.paymentIntents.update(intentId, { amount: amountCents }, { idempotencyKey }),
      );
    },

    async retrieveIntent(intentId) {
      return callStripe("paymentIntents.retrieve", () => stripe.paymentIntents.retrieve(intentId));
    },

    async refund({ intentId, amountCents, idempotencyKey, metadata }) {
      assertCents(amountCents, "amountCents");
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, amount: amountCents, metadata },
          { idempotencyKey },
        );
        return toProviderRefund(refund);
      } catch (error) {
        throw toPaymentProviderError("refunds.create", error, chooseRefundMessage);
      }
    },

    async listRefunds(intentId) {
      try {
        const page = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
        return page.data.map(toProviderChargeRefund);
      } catch (error) {
        throw toPaymentProviderError("refunds.list", error, chooseRefundMessage);
      }
    },
  };
}
