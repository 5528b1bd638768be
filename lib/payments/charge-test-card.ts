import "server-only";
import { randomUUID } from "node:crypto";
import { notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { evaluateTestCard } from "./evaluate-test-card";
import { isTestPaymentMode } from "./get-payment-provider";
import type { PaymentEvent } from "./payment-provider";
import { toProviderIntent } from "./test-payment-provider";

export type TestCardInput = { clientSecret: string; cardNumber: string; expiry: string; cvc: string };

/**
 * What charging a test card did, and the event Stripe would have sent about it (null when nothing
 * changed: a repeated success, or a card refused before reaching the "bank").
 */
export type TestCardCharge =
  | { outcome: "succeeded"; event: PaymentEvent | null }
  | { outcome: "failed"; message: string; event: PaymentEvent | null };

/** The test mode's stand-in for Stripe's client-side confirmation, decided by Stripe's test card numbers. */
export async function chargeTestCard(input: TestCardInput): Promise<TestCardCharge> {
  if (!isTestPaymentMode()) throw notFound("Test payments are disabled");
  const row = await prisma.testPaymentIntent.findUnique({ where: { clientSecret: input.clientSecret } });
  if (!row) throw notFound("No such payment");
  if (row.status === "succeeded") return { outcome: "succeeded", event: null };

  const outcome = evaluateTestCard({ number: input.cardNumber, expiry: input.expiry, cvc: input.cvc });
  if (!outcome.ok) {
    const failed = await prisma.testPaymentIntent.update({
      where: { id: row.id },
      data: { status: "requires_payment_method", lastError: outcome.message },
    });
    const declinedByBank = outcome.code === "card_declined" || outcome.code === "insufficient_funds";
    return {
      outcome: "failed",
      message: outcome.message,
      event: declinedByBank
        ? { id: `evt_test_${randomUUID()}`, type: "payment_intent.payment_failed", intent: toProviderIntent(failed) }
        : null,
    };
  }

  const { count } = await prisma.testPaymentIntent.updateMany({
    where: { id: row.id, status: { in: ["requires_payment_method", "requires_confirmation"] } },
    data: { status: "succeeded", lastError: null },
  });
  if (count !== 1) return { outcome: "succeeded", event: null };
  const succeeded = await prisma.testPaymentIntent.findUniqueOrThrow({ where: { id: row.id } });
  return {
    outcome: "succeeded",
    event: { id: `evt_test_${randomUUID()}`, type: "payment_intent.succeeded", intent: toProviderIntent(succeeded) },
  };
}
