import "server-only";
import { prisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import type { PaymentEvent } from "@/lib/payments/payment-provider";
import { applyPaidPayment } from "./apply-paid-payment";
import { deliverOrderConfirmation, queueOrderConfirmation } from "./order-confirmation";
import { matchesPayment, recordAmountMismatch } from "./record-amount-mismatch";

export type PaymentEventOutcome =
  "paid" | "already_processed" | "recorded_failure" | "amount_mismatch" | "unknown_payment" | "ignored";

/**
 * Applies a verified provider event (Stripe webhook, the test mode's equivalent, or a confirmed
 * retrieval). Idempotent: a repeated, concurrent or out-of-order event never changes an order twice
 * and never moves a paid order back.
 */
export async function handlePaymentEvent(event: PaymentEvent): Promise<PaymentEventOutcome> {
  const now = new Date();
  let outcome: PaymentEventOutcome;
  let paidPaymentId: string | null = null;
  try {
    outcome = await prisma.$transaction(async (tx) => {
      if (await tx.webhookEvent.findUnique({ where: { id: event.id } })) return "already_processed";
      const payment = await tx.payment.findUnique({ where: { providerPaymentId: event.intent.id } });
      if (!payment) return "unknown_payment";

      let result: PaymentEventOutcome = "ignored";
      if (event.type === "payment_intent.succeeded") {
        const reported = { amountCents: event.intent.amountCents, currency: event.intent.currency };
        if (!matchesPayment(payment, reported)) {
          await recordAmountMismatch(tx, payment, reported, now);
          return "amount_mismatch";
        }
        // The amount is part of the conditional write: `payment` is a snapshot, and a concurrent
        // re-price may commit between that read and this write.
        const paid = { totalCents: reported.amountCents, currency: reported.currency };
        if (await applyPaidPayment(tx, payment.id, now, paid)) {
          await queueOrderConfirmation(tx, payment.id);
          paidPaymentId = payment.id;
          result = "paid";
        } else {
          const current = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } });
          if (current.status !== "paid" && !matchesPayment(current, reported)) {
            await recordAmountMismatch(tx, current, reported, now);
            return "amount_mismatch";
          }
          result = "already_processed";
        }
      } else if (event.type === "payment_intent.payment_failed") {
        const { count } = await tx.payment.updateMany({
          where: { id: payment.id, status: { in: ["open", "pending"] } },
          data: { failureMessage: event.intent.lastErrorMessage ?? "Payment failed. Please try again." },
        });
        result = count > 0 ? "recorded_failure" : "already_processed";
      }
      await tx.webhookEvent.create({ data: { id: event.id, type: event.type } });
      return result;
    });
  } catch (error) {
    // A concurrent delivery of the same event recorded it first; this one changed nothing.
    if (isUniqueViolation(error)) return "already_processed";
    throw error;
  }
  if (paidPaymentId) await deliverOrderConfirmation(paidPaymentId);
  return outcome;
}
