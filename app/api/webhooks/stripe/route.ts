import { NextResponse } from "next/server";
import { jsonError, readBoundedText, withErrorHandling } from "@/lib/api/errors";
import { handlePaymentEvent } from "@/lib/payment-lifecycle/handle-payment-event";
import { getServerEnv } from "@/lib/env";
import { handleChargeRefunded, handleRefundUpdated } from "@/lib/refunds/handle-charge-refunded";
import { verifyStripeWebhook, WebhookSignatureError } from "@/lib/payments/verify-stripe-webhook";

/** Largest webhook body accepted (decisions: 1 MB); Stripe's events are far smaller. */
const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

// Stripe signs the raw body; it must be read as text before anything parses it. The body is bounded
// before the signature is checked: an unauthenticated sender must not make the server hold a huge body.
export const POST = withErrorHandling(async (request: Request) => {
  const secret = getServerEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret) return jsonError(404, "Stripe webhooks are not configured");
  const rawBody = await readBoundedText(request, MAX_WEBHOOK_BODY_BYTES);
  let event;
  try {
    event = await verifyStripeWebhook(rawBody, request.headers.get("stripe-signature"), secret);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return jsonError(400, "Invalid webhook signature");
    throw error;
  }
  if (!event) return NextResponse.json({ received: true, ignored: true });
  const outcome =
    event.type === "charge.refunded"
      ? await handleChargeRefunded(event)
      : event.type === "refund.updated"
        ? await handleRefundUpdated(event)
        : await handlePaymentEvent(event);
  return NextResponse.json({ received: true, outcome });
});
