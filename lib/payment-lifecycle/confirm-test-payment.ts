import "server-only";
import { ApiError } from "@/lib/api/errors";
import { chargeTestCard, type TestCardInput } from "@/lib/payments/charge-test-card";
import { handlePaymentEvent } from "./handle-payment-event";

/**
 * POST /api/test-payments/confirm: charges a test card and delivers the event a Stripe webhook
 * would, through the same handler as the webhook.
 */
export async function confirmTestPayment(input: TestCardInput) {
  const charge = await chargeTestCard(input);
  if (charge.event) await handlePaymentEvent(charge.event);
  if (charge.outcome === "failed") throw new ApiError(402, charge.message);
  return { status: "succeeded" as const };
}
