import "server-only";
import type Stripe from "stripe";
import { PaymentProviderError, type PaymentIntentStatus, type ProviderPaymentIntent } from "./payment-provider";

const STATUSES: Record<string, PaymentIntentStatus> = {
  requires_payment_method: "requires_payment_method",
  requires_confirmation: "requires_confirmation",
  requires_action: "requires_action",
  processing: "processing",
  succeeded: "succeeded",
  canceled: "canceled",
  // Only reachable with manual capture, which this shop does not use: the money is held, not taken.
  requires_capture: "processing",
};

/** Maps Stripe's status onto the provider-neutral one; a status Stripe adds later is an error, not a guess. */
export function toPaymentIntentStatus(status: string): PaymentIntentStatus {
  const mapped = STATUSES[status];
  if (!mapped) throw new PaymentProviderError(`Unknown Stripe PaymentIntent status "${status}"`);
  return mapped;
}

/** The fields of a Stripe PaymentIntent that checkout needs, in the provider-neutral shape. */
export function toProviderPaymentIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  return {
    id: intent.id,
    // Always present in secret-key responses and webhook payloads; empty only if Stripe omits it.
    clientSecret: intent.client_secret ?? "",
    amountCents: intent.amount,
    currency: intent.currency,
    status: toPaymentIntentStatus(intent.status),
    metadata: { ...intent.metadata },
    lastErrorMessage: intent.last_payment_error?.message ?? null,
  };
}
