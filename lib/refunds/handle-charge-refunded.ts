import "server-only";
import { randomUUID } from "node:crypto";
import type { TransactionClient } from "@/lib/checkout/apply-paid-payment";
import { prisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { sendQueuedEmail } from "@/lib/email/queue-email";
import { formatUsd } from "@/lib/money/format-cents";
import { getPaymentProvider } from "@/lib/payments/get-payment-provider";
import type { ChargeRefundedEvent, ProviderChargeRefund, RefundUpdatedEvent } from "@/lib/payments/payment-provider";
import {
  addToPaymentRefunded,
  cancelOrderForRefund,
  describeRefundSource,
  lockPayment,
  readPaymentForRefund,
  refundableCentsOf,
} from "./apply-refund";
import { completeRefund, failRefund } from "./refund-order";

export type ChargeRefundedOutcome = "applied" | "already_processed" | "unknown_payment";

/** The charge's refunds: from the event when it carries them, else from Stripe (not expanded by default). */
async function readRefunds(event: ChargeRefundedEvent, intentId: string): Promise<ProviderChargeRefund[]> {
  if (event.charge.refunds) return event.charge.refunds;
  const provider = getPaymentProvider();
  if (!provider.listRefunds) return [];
  return provider.listRefunds(intentId);
}

/**
 * Applies a refund made outside the shop (Stripe's dashboard) once its PaymentRefund row exists:
 * the order it names (metadata.orderId) or, else, the latest order whose refundable amount it
 * equals, is cancelled like "Cancel and refund" does; a refund covering the whole payment cancels
 * every order left; any other amount is recorded on the payment and noted on each of its orders.
 */
async function applyProviderRefund(
  tx: TransactionClient,
  paymentId: string,
  refund: ProviderChargeRefund,
  chargeAmountRefundedCents: number,
  now: Date,
): Promise<string[]> {
  const payment = await readPaymentForRefund(tx, paymentId);
  const source = describeRefundSource(payment.provider, refund.id);
  const open = payment.orders.filter((order) => order.refundedAt === null);
  const named = open.find((order) => String(order.id) === refund.metadata.orderId);
  const candidates = [...(named ? [named] : []), ...[...open].reverse().filter((order) => order !== named)];
  const matched = candidates.find((order) => refundableCentsOf(payment, order.id) === refund.amountCents);

  const rowId = randomUUID();
  await tx.paymentRefund.create({
    data: {
      id: rowId,
      paymentId,
      orderId: matched?.id ?? null,
      amountCents: refund.amountCents,
      providerRefundId: refund.id,
      status: "succeeded",
      source: "provider",
      createdAt: now,
      updatedAt: now,
    },
  });
  const added = await addToPaymentRefunded(tx, paymentId, refund.amountCents);
  if (matched) {
    const key = await cancelOrderForRefund(tx, {
      orderId: matched.id,
      amountCents: added,
      actor: "provider",
      source,
      now,
    });
    return key ? [key] : [];
  }

  const after = await readPaymentForRefund(tx, paymentId);
  const isWholePayment = chargeAmountRefundedCents >= after.totalCents || after.refundedCents >= after.totalCents;
  if (isWholePayment) {
    // Every order left is cancelled; the refunded amount not yet on an order is shared out in order,
    // goods first and shipping with the last, so the orders add up to the payment.
    const onOrders = await tx.order.aggregate({ where: { paymentId }, _sum: { refundedCents: true } });
    let unattributed = Math.max(0, after.refundedCents - (onOrders._sum.refundedCents ?? 0));
    const remaining = after.orders.filter((order) => order.refundedAt === null);
    const keys: string[] = [];
    for (const [index, order] of remaining.entries()) {
      const isLast = index === remaining.length - 1;
      const share = isLast ? unattributed : Math.min(order.totalPriceCents, unattributed);
      unattributed -= share;
      const key = await cancelOrderForRefund(tx, {
        orderId: order.id,
        amountCents: share,
        actor: "provider",
        source,
        now,
      });
      if (key) keys.push(key);
    }
    return keys;
  }

  // A partial refund that matches no order: recorded on the payment, noted on every order, nothing cancelled.
  await tx.orderEvent.createMany({
    data: payment.orders.map((order) => ({
      orderId: order.id,
      type: "refund",
      detail: `Partial refund of ${formatUsd(added)} made in Stripe (${refund.id})`,
      actor: "provider",
      createdAt: now,
    })),
  });
  return [];
}

/**
 * Stripe's `charge.refunded`: for each refund of the charge, completes ours (found by its Stripe id
 * or metadata.refundId) if the admin's call has not yet, or records and applies one made in the
 * dashboard. Once per event (WebhookEvent) and once per refund (conditional completion, unique
 * providerRefundId), whatever order the webhook and the admin's own call arrive in.
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
        if (ownIds.has(refund.id) || refund.status !== "succeeded") continue;
        const known = await tx.paymentRefund.findUnique({ where: { providerRefundId: refund.id } });
        if (known) continue;
        keys.push(...(await applyProviderRefund(tx, payment.id, refund, event.charge.amountRefundedCents, now)));
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
 * Stripe's `refund.updated`: one of our refunds reported pending has now succeeded or failed. It is
 * completed (or marked failed) through the same conditional steps as the admin's call, so it counts
 * once whatever else arrives. Refunds the shop does not know are left to `charge.refunded`.
 */
export async function handleRefundUpdated(event: RefundUpdatedEvent): Promise<RefundUpdatedOutcome> {
  if (await prisma.webhookEvent.findUnique({ where: { id: event.id } })) return "already_processed";
  const { refund } = event;
  const own = await prisma.paymentRefund.findFirst({
    where: {
      OR: [{ providerRefundId: refund.id }, ...(refund.metadata.refundId ? [{ id: refund.metadata.refundId }] : [])],
    },
  });
  if (!own || refund.status === "pending") return "ignored";
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
