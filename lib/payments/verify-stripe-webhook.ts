import "server-only";
import Stripe from "stripe";
import type { ChargeRefundedEvent, PaymentEvent, RefundUpdatedEvent } from "./payment-provider";
import { toProviderPaymentIntent } from "./stripe-payment-intent";
import { toProviderChargeRefund } from "./stripe-payment-provider";

/** A webhook request that is not provably from Stripe (or is too old); the route answers 400 `{ message }`. */
export class WebhookSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "WebhookSignatureError";
  }
}

const HANDLED_TYPES = new Set<string>([
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.processing",
  "payment_intent.canceled",
] satisfies PaymentEvent["type"][]);

function isHandledType(type: string): type is PaymentEvent["type"] {
  return HANDLED_TYPES.has(type);
}

function toChargeRefundedEvent(event: Stripe.Event): ChargeRefundedEvent {
  const charge = event.data?.object as Stripe.Charge | undefined;
  if (charge?.object !== "charge") throw new WebhookSignatureError("Invalid webhook payload");
  const intent = charge.payment_intent;
  return {
    id: event.id,
    type: "charge.refunded",
    charge: {
      id: charge.id,
      intentId: typeof intent === "string" ? intent : (intent?.id ?? null),
      amountCents: charge.amount,
      amountRefundedCents: charge.amount_refunded,
      currency: charge.currency,
      // A partial list (has_more) is as good as none: the handler then asks Stripe for all of them.
      refunds:
        charge.refunds?.data && !charge.refunds.has_more ? charge.refunds.data.map(toProviderChargeRefund) : null,
    },
  };
}

/** Both names Stripe uses for a refund whose status changed (the charge-scoped one is the older). */
const REFUND_UPDATED_TYPES = new Set(["refund.updated", "charge.refund.updated"]);

function toRefundUpdatedEvent(event: Stripe.Event): RefundUpdatedEvent {
  const refund = event.data?.object as Stripe.Refund | undefined;
  if (refund?.object !== "refund") throw new WebhookSignatureError("Invalid webhook payload");
  const intent = refund.payment_intent;
  return {
    id: event.id,
    type: "refund.updated",
    refund: {
      ...toProviderChargeRefund(refund),
      intentId: typeof intent === "string" ? intent : (intent?.id ?? null),
    },
  };
}

/**
 * Verifies a Stripe webhook over the exact raw body (`await request.text()`, never re-serialized
 * JSON) and returns the payment or refund event it carries, or null for event types the shop ignores.
 * Throws WebhookSignatureError for a missing, wrong or stale signature or a tampered body.
 */
export async function verifyStripeWebhook(
  rawBody: string,
  signatureHeader: string | null,
  secret: string,
  toleranceSeconds = 300,
): Promise<PaymentEvent | ChargeRefundedEvent | RefundUpdatedEvent | null> {
  // A missing secret is our misconfiguration, not a bad request: let it surface as a server error.
  if (!secret) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
  if (!signatureHeader) throw new WebhookSignatureError("Missing Stripe-Signature header");
  // The SDK skips the age check when the tolerance is 0, which would accept replayed events.
  if (!(toleranceSeconds > 0)) throw new Error("toleranceSeconds must be positive");

  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(rawBody, signatureHeader, secret, toleranceSeconds);
  } catch (error) {
    const isSignatureFailure = error instanceof Stripe.errors.StripeSignatureVerificationError;
    throw new WebhookSignatureError(isSignatureFailure ? "Invalid Stripe signature" : "Invalid webhook payload", {
      cause: error,
    });
  }

  if (event.type === "charge.refunded") return toChargeRefundedEvent(event);
  if (REFUND_UPDATED_TYPES.has(event.type)) return toRefundUpdatedEvent(event);
  if (!isHandledType(event.type)) return null;
  const intent = event.data?.object as Stripe.PaymentIntent | undefined;
  if (intent?.object !== "payment_intent") throw new WebhookSignatureError("Invalid webhook payload");
  return { id: event.id, type: event.type, intent: toProviderPaymentIntent(intent) };
}
