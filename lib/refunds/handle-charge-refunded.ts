import "server-only";
import { prisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { sendQueuedEmail } from "@/lib/email/queue-email";
import { getPaymentProvider } from "@/lib/payments/get-payment-provider";
import type { ChargeRefundedEvent, ProviderChargeRefund, RefundUpdatedEvent } from "@/lib/payments/payment-provider";
import { lockPayment } from "./apply-refund";
import { completeRefund, failRefund } from "./refund-order";
import { settleProviderRefund } from "./settle-provider-refund";

export type ChargeRefundedOutcome = "applied" | "already_processed" | "unknown_payment";

/** The charge's refunds: from the event when it carries them, else from Stripe (not expanded by default). */
async function readRefunds(event: ChargeRefundedEvent, intentId: string): Promise<ProviderChargeRefund[]> {
  if (event.charge.refunds) return event.charge.refunds;
  const provider = getPaymentProvider();
  if (!provider.listRefunds) return [];
  return provider.listRefunds(intentId);
}

/**
 * Stripe's `charge.refunded`: for each refund of the charge, completes ours (found by its Stripe id
 * or metadata.refundId) if the admin's call has not yet, or records one made in the dashboard
 * (settle-provider-refund.ts: pending, succeeded or failed). Once per event (WebhookEvent) and once
 * per refund (conditional completion, unique providerRefundId), whatever order the webhook, the
 * refund's own `refund.updated` and the admin's call arrive in.
 */
export async function handleChargeRefunded(event: ChargeRefundedEvent): Promise<ChargeRefundedOutcome> {
  const intentId = event.charge.intentId;
  if (!intentId) return "unknown_payment";
  const payment = await prisma.payment.findUnique({ where: { providerPaymentId: intentId }, select: { id: true } });
  if (!payment) return "unknown_payment";
  if (await prisma.webhookEvent.findUnique({ where: { id: event.id } })) return "already_processed";
  // Oldest first, so dashboard refunds are matched to orders in the order they were made.
  const refunds = [...(await readRefunds(event, intentId))].reverse();
  const now = new Date();

  // Ours first, each through the same conditional completion as the admin's call.
  const ownIds = new Set<string>();
  for (const refund of refunds) {
    const own = await prisma.paymentRefund.findFirst({
      where: {
        paymentId: payment.id,
        source: { not: "provider" },
        OR: [{ providerRefundId: refund.id }, ...(refund.metadata.refundId ? [{ id: refund.metadata.refundId }] : [])],
      },
    });
    if (!own) continue;
    ownIds.add(refund.id);
    if (refund.status === "succeeded") await completeRefund(own.id, refund.id, now);
    else if (refund.status === "failed")
      await failRefund(own.id, refund.failureReason ?? "Stripe could not make the refund.");
  }

  let emailKeys: string[] = [];
  try {
    emailKeys = await prisma.$transaction(async (tx) => {
      if (await tx.webhookEvent.findUnique({ where: { id: event.id } })) return [];
      await lockPayment(tx, payment.id, now);
      const keys: string[] = [];
      for (const refund of refunds) {
        if (ownIds.has(refund.id)) continue;
        keys.push(...(await settleProviderRefund(tx, payment.id, refund, event.charge.amountRefundedCents, now)));
      }
      await tx.webhookEvent.create({ data: { id: event.id, type: event.type } });
      return keys;
    });
  } catch (error) {
    // A concurrent delivery of the same event (or of another event naming the same refund) won.
    if (isUniqueViolation(error)) return "already_processed";
    throw error;
  }
  for (const key of emailKeys) await sendQueuedEmail(key);
  return "applied";
}

export type RefundUpdatedOutcome = "applied" | "already_processed" | "ignored";

/**
 * Stripe's `refund.updated`: a refund's status changed. One of ours reported pending is completed (or
 * marked failed) through the same conditional steps as the admin's call; one made in the dashboard is
 * recorded or settled like `charge.refunded` does (whichever of the two arrives first), so it counts
 * once whatever else arrives. A refund of a payment the shop does not know is ignored.
 */
export async function handleRefundUpdated(event: RefundUpdatedEvent): Promise<RefundUpdatedOutcome> {
  if (await prisma.webhookEvent.findUnique({ where: { id: event.id } })) return "already_processed";
  const { refund } = event;
  const own = await prisma.paymentRefund.findFirst({
    where: {
      source: { not: "provider" },
      OR: [{ providerRefundId: refund.id }, ...(refund.metadata.refundId ? [{ id: refund.metadata.refundId }] : [])],
    },
  });
  if (!own) return settleDashboardRefundUpdate(event);
  if (refund.status === "pending") return "ignored";
  const changed =
    refund.status === "succeeded"
      ? await completeRefund(own.id, refund.id)
      : await failRefund(own.id, refund.failureReason ?? "Stripe could not make the refund.");
  try {
    await prisma.$transaction((tx) => tx.webhookEvent.create({ data: { id: event.id, type: event.type } }));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return changed ? "applied" : "already_processed";
}

/** `refund.updated` for a refund made in Stripe's dashboard: recorded or settled under the payment's lock. */
async function settleDashboardRefundUpdate(event: RefundUpdatedEvent): Promise<RefundUpdatedOutcome> {
  const intentId = event.refund.intentId;
  const payment = intentId
    ? await prisma.payment.findUnique({ where: { providerPaymentId: intentId }, select: { id: true } })
    : null;
  if (!payment) return "ignored";
  const now = new Date();
  let emailKeys: string[];
  try {
    emailKeys = await prisma.$transaction(async (tx) => {
      if (await tx.webhookEvent.findUnique({ where: { id: event.id } })) return [];
      await lockPayment(tx, payment.id, now);
      const keys = await settleProviderRefund(tx, payment.id, event.refund, null, now);
      await tx.webhookEvent.create({ data: { id: event.id, type: event.type } });
      return keys;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "already_processed";
    throw error;
  }
  for (const key of emailKeys) await sendQueuedEmail(key);
  return "applied";
}
