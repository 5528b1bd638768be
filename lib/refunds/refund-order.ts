import "server-only";
import { randomUUID } from "node:crypto";
import { ApiError, conflict, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { sendQueuedEmail } from "@/lib/email/queue-email";
import { formatCents } from "@/lib/money/format-cents";
import { orderDtoInclude, toOrderDto, type OrderDto } from "@/lib/domain/order-dto";
import { getPaymentProvider } from "@/lib/payments/get-payment-provider";
import { PaymentProviderError, type PaymentProvider, type ProviderRefund } from "@/lib/payments/payment-provider";
import { createTestPaymentProvider } from "@/lib/payments/test-payment-provider";
import {
  addToPaymentRefunded,
  cancelOrderForRefund,
  describeRefundSource,
  lockPayment,
  readPaymentForRefund,
  REFUNDABLE_ORDER_STATUSES,
  isUncertainRefund,
  refundableCentsOf,
  type RefundActor,
} from "./apply-refund";

export type RefundSummary = { id: string; status: "succeeded" | "pending"; amount: string };
export type RefundOrderResult = { order: OrderDto; refund: RefundSummary; message: string };

const MAX_REASON_LENGTH = 500;

/** The provider that took the payment: its own records for test mode, Stripe only when configured. */
function chooseRefundProvider(paymentProvider: string): PaymentProvider | null {
  if (paymentProvider === "free") return null;
  if (paymentProvider === "test") return createTestPaymentProvider(prisma);
  const provider = getPaymentProvider();
  if (provider.name !== "stripe")
    throw new ApiError(503, "Stripe is not configured on this shop, so this Stripe payment cannot be refunded here.");
  return provider;
}

/** Step 1: claims the refund with a pending row, under the payment's lock (one refund per order). */
async function startRefund(orderId: number, now: Date) {
  const found = await prisma.order.findUnique({ where: { id: orderId }, select: { paymentId: true } });
  if (!found) throw notFound("Order not found");
  const paymentId = found.paymentId;
  if (!paymentId) throw conflict("This order has no payment to refund.");
  const payment = await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
  // Chosen before anything is written: an unconfigured Stripe must leave no pending refund behind.
  const provider = chooseRefundProvider(payment.provider);

  const refund = await prisma.$transaction(async (tx) => {
    await lockPayment(tx, paymentId, now);
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
    const locked = await readPaymentForRefund(tx, paymentId);
    if (locked.status !== "paid") throw conflict("Only a paid order can be cancelled and refunded.");
    const ownRefunds = locked.refunds.filter((refund) => refund.orderId === orderId);
    // A refund whose outcome was unknown (no answer from the provider) is repeated as it was: same
    // row, same amount, same idempotency key, so the provider makes it at most once.
    const uncertain = ownRefunds.find((refund) => isUncertainRefund(refund));
    if (uncertain) return tx.paymentRefund.findUniqueOrThrow({ where: { id: uncertain.id } });
    if (ownRefunds.some((refund) => refund.status === "pending"))
      throw conflict("A refund of this order is already under way.");
    if (order.refundedAt || ownRefunds.some((refund) => refund.status === "succeeded"))
      throw conflict("This order has been refunded already.");
    if (!(REFUNDABLE_ORDER_STATUSES as readonly string[]).includes(order.status))
      throw conflict(`An order that is ${order.status} cannot be cancelled and refunded.`);
    return tx.paymentRefund.create({
      data: {
        id: randomUUID(),
        paymentId,
        orderId,
        amountCents: refundableCentsOf(locked, orderId),
        status: "pending",
        source: "admin",
        createdAt: now,
        updatedAt: now,
      },
    });
  });
  return { refund, payment, provider };
}

/**
 * Completes a pending refund that the provider says succeeded: the refund row, the payment's
 * refunded amount and the order's cancellation, exactly once (conditional on the row still being
 * pending, so the admin's call and the webhook may complete it in either order, or at once).
 * Returns false when it was completed (or failed) before. Sends the customer's e-mail after commit.
 */
export async function completeRefund(
  refundId: string,
  providerRefundId: string | null,
  now = new Date(),
): Promise<boolean> {
  const outcome = await prisma.$transaction(async (tx) => {
    const row = await tx.paymentRefund.findUnique({ where: { id: refundId } });
    if (!row) return { applied: false, emailKey: null };
    await lockPayment(tx, row.paymentId, now);
    const { count } = await tx.paymentRefund.updateMany({
      where: { id: refundId, status: "pending" },
      data: { status: "succeeded", providerRefundId: providerRefundId ?? row.providerRefundId, failureMessage: null },
    });
    if (count === 0) return { applied: false, emailKey: null };
    const added = await addToPaymentRefunded(tx, row.paymentId, row.amountCents);
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: row.paymentId }, select: { provider: true } });
    const emailKey = row.orderId
      ? await cancelOrderForRefund(tx, {
          orderId: row.orderId,
          amountCents: added,
          actor: row.source as RefundActor,
          source: describeRefundSource(payment.provider, providerRefundId ?? row.providerRefundId),
          now,
        })
      : null;
    return { applied: true, emailKey };
  });
  if (outcome.emailKey) await sendQueuedEmail(outcome.emailKey);
  return outcome.applied;
}

/**
 * The provider gave no answer: the refund stays pending (its webhook may still complete it) with the
 * reason, which also marks it for a retry under the same idempotency key (isUncertainRefund).
 */
async function markRefundUncertain(refundId: string, message: string): Promise<void> {
  await prisma.$transaction((tx) =>
    tx.paymentRefund.updateMany({
      where: { id: refundId, status: "pending" },
      data: { failureMessage: `Outcome unknown: ${message}`.slice(0, MAX_REASON_LENGTH) },
    }),
  );
}

/** Marks a pending refund failed (the order stays as it was); false when it was settled meanwhile. */
export async function failRefund(refundId: string, message: string): Promise<boolean> {
  // In a transaction: on SQLite a lone write would join another request's open transaction.
  const { count } = await prisma.$transaction((tx) =>
    tx.paymentRefund.updateMany({
      where: { id: refundId, status: "pending" },
      data: { status: "failed", failureMessage: message.slice(0, MAX_REASON_LENGTH) },
    }),
  );
  return count === 1;
}

function describeProviderFailure(error: unknown): string {
  if (error instanceof PaymentProviderError) return error.shopperMessage;
  console.error("Refund call failed:", error);
  return "The payment provider could not be reached.";
}

async function readOrderDto(orderId: number): Promise<OrderDto> {
  const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: orderDtoInclude });
  return toOrderDto(order, getServerEnv().SHOP_TIME_ZONE);
}

/**
 * "Cancel and refund" (POST /api/orders/{id}/refund): refunds the order's amount through the
 * provider that took the payment and cancels the order. Only a paid order of a paid payment, once:
 * 409 otherwise (also for a second click while the first refund is under way). A provider failure
 * leaves the order as it was and answers 502 with the reason. A refund the provider reports pending
 * is completed by its webhook (`charge.refunded`); the order stays as it is until then.
 */
export async function cancelAndRefundOrder(
  orderId: number,
  { reason }: { reason?: string } = {},
): Promise<RefundOrderResult> {
  const now = new Date();
  const { refund, payment, provider } = await startRefund(orderId, now);

  let result: ProviderRefund | null = null;
  if (provider && refund.amountCents > 0) {
    if (!payment.providerPaymentId) {
      await failRefund(refund.id, "The payment has no provider payment id.");
      throw new ApiError(502, "The refund failed: the payment has no provider payment id.");
    }
    try {
      result = await provider.refund({
        intentId: payment.providerPaymentId,
        amountCents: refund.amountCents,
        idempotencyKey: refund.id,
        metadata: {
          refundId: refund.id,
          orderId: String(orderId),
          paymentId: payment.id,
          ...(reason ? { reason } : {}),
        },
      });
    } catch (error) {
      const reason = describeProviderFailure(error);
      if (error instanceof PaymentProviderError && error.outcomeUnknown) {
        await markRefundUncertain(refund.id, reason);
        throw new ApiError(
          502,
          `The refund's outcome is unknown: ${reason} Nothing has changed on the order yet. ` +
            `"Cancel and refund" again repeats the same refund, which is never made twice.`,
        );
      }
      await failRefund(refund.id, reason);
      throw new ApiError(502, `The refund failed: ${reason}`);
    }
    if (result.status === "failed") {
      const reason = result.failureReason ?? "the payment provider declined it";
      await failRefund(refund.id, reason);
      throw new ApiError(502, `The refund failed: ${reason}`);
    }
  }

  const amount = formatCents(refund.amountCents);
  if (result?.status === "pending") {
    const providerRefundId = result.id;
    await prisma.$transaction((tx) =>
      tx.paymentRefund.updateMany({
        where: { id: refund.id, status: "pending", providerRefundId: null },
        data: { providerRefundId },
      }),
    );
    return {
      order: await readOrderDto(orderId),
      refund: { id: refund.id, status: "pending", amount },
      message: "The refund is being processed; the order is cancelled when the payment provider confirms it.",
    };
  }
  // The webhook may have completed it already (then this changes nothing).
  await completeRefund(refund.id, result?.id ?? null, now);
  return {
    order: await readOrderDto(orderId),
    refund: { id: refund.id, status: "succeeded", amount },
    message: refund.amountCents > 0 ? "Order cancelled and refunded" : "Order cancelled (nothing to refund)",
  };
}
