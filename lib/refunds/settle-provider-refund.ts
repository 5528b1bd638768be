import "server-only";
import { randomUUID } from "node:crypto";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { formatUsd } from "@/lib/money/format-cents";
import type { ProviderChargeRefund } from "@/lib/payments/payment-provider";
import {
  addToPaymentRefunded,
  cancelOrderForRefund,
  describeRefundSource,
  readPaymentForRefund,
  refundableCentsOf,
} from "./apply-refund";

const MAX_REASON_LENGTH = 500;

type PaymentForRefund = Awaited<ReturnType<typeof readPaymentForRefund>>;

/**
 * An event on each of the payment's orders. A refund still pending (or failed) is a "note": the operator's
 * history shows it, the customer's timeline does not (there a "refund" event reads "Refunded").
 */
async function noteOnEveryOrder(
  tx: TransactionClient,
  payment: PaymentForRefund,
  type: "refund" | "note",
  detail: string,
  now: Date,
) {
  await tx.orderEvent.createMany({
    data: payment.orders.map((order) => ({
      orderId: order.id,
      type,
      detail,
      actor: "provider",
      createdAt: now,
    })),
  });
}

/**
 * Applies a succeeded refund made outside the shop: the order it names (metadata.orderId) or, else, the
 * latest order whose refundable amount it equals, is cancelled like "Cancel and refund" does; a refund
 * covering the whole payment cancels every order left; any other amount is recorded on the payment and
 * noted on each of its orders. `pendingRowId` is the row recorded while Stripe reported it pending: it
 * is completed (conditionally, so twice never counts twice) instead of a new row being written.
 */
async function applySucceededRefund(
  tx: TransactionClient,
  paymentId: string,
  refund: ProviderChargeRefund,
  pendingRowId: string | null,
  chargeAmountRefundedCents: number | null,
  now: Date,
): Promise<string[]> {
  const payment = await readPaymentForRefund(tx, paymentId);
  const source = describeRefundSource(payment.provider, refund.id);
  const open = payment.orders.filter((order) => order.refundedAt === null);
  const named = open.find((order) => String(order.id) === refund.metadata.orderId);
  const candidates = [...(named ? [named] : []), ...[...open].reverse().filter((order) => order !== named)];
  // The pending row reserved this very amount; it must not count against the order it is matched to.
  const ignore = pendingRowId ?? undefined;
  const matched = candidates.find((order) => refundableCentsOf(payment, order.id, ignore) === refund.amountCents);

  if (pendingRowId) {
    const { count } = await tx.paymentRefund.updateMany({
      where: { id: pendingRowId, status: "pending" },
      data: { status: "succeeded", orderId: matched?.id ?? null, amountCents: refund.amountCents, updatedAt: now },
    });
    if (count === 0) return [];
  } else {
    await tx.paymentRefund.create({
      data: {
        id: randomUUID(),
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
  }
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
  const isWholePayment =
    (chargeAmountRefundedCents !== null && chargeAmountRefundedCents >= after.totalCents) ||
    after.refundedCents >= after.totalCents;
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
  await noteOnEveryOrder(
    tx,
    payment,
    "refund",
    `Partial refund of ${formatUsd(added)} made in Stripe (${refund.id})`,
    now,
  );
  return [];
}

/**
 * A refund made in Stripe's dashboard (no row of ours from "Cancel and refund"), as `charge.refunded`
 * or `refund.updated` reports it, inside the caller's transaction after the payment's lock. Pending:
 * recorded as a pending row (its amount is held back from later refunds) and noted on every order, so
 * the operator sees it before printing. Succeeded: applied once (above), whether it was pending before
 * or not. Failed: a pending row is marked failed and noted; an unknown one is recorded failed, so a
 * stale event still showing it pending cannot bring it back. Returns the e-mails to send after commit.
 */
export async function settleProviderRefund(
  tx: TransactionClient,
  paymentId: string,
  refund: ProviderChargeRefund,
  chargeAmountRefundedCents: number | null,
  now: Date,
): Promise<string[]> {
  const known = await tx.paymentRefund.findUnique({ where: { providerRefundId: refund.id } });
  // Ours ("Cancel and refund") are completed by refund-order.ts; a settled one never changes again.
  if (known && (known.source !== "provider" || known.status !== "pending")) return [];

  if (refund.status === "succeeded")
    return applySucceededRefund(tx, paymentId, refund, known?.id ?? null, chargeAmountRefundedCents, now);

  const payment = await readPaymentForRefund(tx, paymentId);
  const amount = formatUsd(refund.amountCents);
  if (refund.status === "pending") {
    if (known) return [];
    await tx.paymentRefund.create({
      data: {
        id: randomUUID(),
        paymentId,
        orderId: null,
        amountCents: refund.amountCents,
        providerRefundId: refund.id,
        status: "pending",
        source: "provider",
        createdAt: now,
        updatedAt: now,
      },
    });
    await noteOnEveryOrder(tx, payment, "note", `Refund of ${amount} pending in Stripe (${refund.id})`, now);
    return [];
  }

  const reason = (refund.failureReason ?? "Stripe could not make the refund.").slice(0, MAX_REASON_LENGTH);
  if (known) {
    const { count } = await tx.paymentRefund.updateMany({
      where: { id: known.id, status: "pending" },
      data: { status: "failed", failureMessage: reason, updatedAt: now },
    });
    if (count > 0)
      await noteOnEveryOrder(tx, payment, "note", `Refund of ${amount} failed in Stripe (${refund.id})`, now);
    return [];
  }
  await tx.paymentRefund.create({
    data: {
      id: randomUUID(),
      paymentId,
      orderId: null,
      amountCents: refund.amountCents,
      providerRefundId: refund.id,
      status: "failed",
      source: "provider",
      failureMessage: reason,
      createdAt: now,
      updatedAt: now,
    },
  });
  return [];
}
