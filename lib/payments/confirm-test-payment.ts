import "server-only";
import { randomUUID } from "node:crypto";
import { ApiError, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { handlePaymentEvent } from "@/lib/checkout/handle-payment-event";
import { evaluateTestCard } from "./evaluate-test-card";
import { isTestPaymentMode } from "./get-payment-provider";
import { toProviderIntent } from "./test-payment-provider";

type ConfirmInput = { clientSecret: string; cardNumber: string; expiry: string; cvc: string };

/**
 * The test mode's stand-in for Stripe's client-side confirmation: it decides by Stripe's test card
 * numbers and then delivers the same event a Stripe webhook would, through the same handler.
 */
export async function confirmTestPayment(input: ConfirmInput) {
  if (!isTestPaymentMode()) throw notFound("Test payments are disabled");
  const row = await prisma.testPaymentIntent.findUnique({ where: { clientSecret: input.clientSecret } });
  if (!row) throw notFound("No such payment");
  if (row.status === "succeeded") return { status: "succeeded" as const };

  const outcome = evaluateTestCard({ number: input.cardNumber, expiry: input.expiry, cvc: input.cvc });
  if (!outcome.ok) {
    const failed = await prisma.testPaymentIntent.update({
      where: { id: row.id },
      data: { status: "requires_payment_method", lastError: outcome.message },
    });
    if (outcome.code === "card_declined" || outcome.code === "insufficient_funds") {
      await handlePaymentEvent({
        id: `evt_test_${randomUUID()}`,
        type: "payment_intent.payment_failed",
        intent: toProviderIntent(failed),
      });
    }
    throw new ApiError(402, outcome.message);
  }

  const { count } = await prisma.testPaymentIntent.updateMany({
    where: { id: row.id, status: { in: ["requires_payment_method", "requires_confirmation"] } },
    data: { status: "succeeded", lastError: null },
  });
  const succeeded = await prisma.testPaymentIntent.findUniqueOrThrow({ where: { id: row.id } });
  if (count === 1) {
    await handlePaymentEvent({
      id: `evt_test_${randomUUID()}`,
      type: "payment_intent.succeeded",
      intent: toProviderIntent(succeeded),
    });
  }
  return { status: "succeeded" as const };
}
