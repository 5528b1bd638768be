import "server-only";
import type { Database } from "@/lib/db/client";
import { calculateCommission } from "@/lib/affiliates/calculate-commission";

export type TransactionClient = Omit<Database, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/**
 * Moves a payment and its pending orders to paid and books the affiliate commission, exactly once:
 * the conditional update only succeeds for the first caller, whatever races it.
 * @returns true when this call made the transition.
 */
export async function applyPaidPayment(tx: TransactionClient, paymentId: string, now: Date): Promise<boolean> {
  const { count } = await tx.payment.updateMany({
    where: { id: paymentId, status: { in: ["open", "pending"] } },
    data: { status: "paid", paidAt: now, failureMessage: null },
  });
  if (count === 0) return false;
  await tx.order.updateMany({ where: { paymentId, status: "pending" }, data: { status: "paid", paidAt: now } });
  await bookCommission(tx, paymentId, now);
  return true;
}

async function bookCommission(tx: TransactionClient, paymentId: string, now: Date) {
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, include: { affiliate: true } });
  const affiliate = payment.affiliate;
  if (!affiliate || !affiliate.isActive || payment.commissionBookedAt) return;
  const paidGoodsCents = Math.max(0, payment.subtotalCents - payment.discountCents);
  const commissionCents = calculateCommission(
    affiliate.commissionType === "flat"
      ? { type: "flat", cents: affiliate.commissionRate }
      : { type: "percentage", basisPoints: affiliate.commissionRate },
    paidGoodsCents,
  );
  await tx.payment.update({ where: { id: paymentId }, data: { commissionCents, commissionBookedAt: now } });
  // One paid checkout counts as one order for the affiliate, however many lines it has.
  await tx.affiliate.update({
    where: { id: affiliate.id },
    data: { totalEarningsCents: { increment: commissionCents }, totalOrders: { increment: 1 } },
  });
}
