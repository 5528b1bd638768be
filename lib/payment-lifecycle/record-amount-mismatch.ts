import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";

export type ProviderAmount = { amountCents: number; currency: string };

/** True when the provider's intent asks for (or took) exactly the payment's total, in its currency. */
export function matchesPayment(payment: { totalCents: number; currency: string }, reported: ProviderAmount): boolean {
  return reported.amountCents === payment.totalCents && reported.currency.toLowerCase() === payment.currency;
}

/**
 * Keeps on the payment what the provider reported when it differs from the payment's own total or
 * currency (money taken at another amount, an intent that can no longer be corrected), so the
 * operators see it on the order (admin list and CSV) instead of in a server log only.
 */
export async function recordAmountMismatch(
  db: Pick<TransactionClient, "payment">,
  payment: { id: string; totalCents: number; currency: string },
  reported: ProviderAmount,
  now: Date,
): Promise<void> {
  console.error(
    `Payment ${payment.id}: provider reports ${reported.amountCents} ${reported.currency}, expected ${payment.totalCents} ${payment.currency}; recorded for the operators`,
  );
  const currency = reported.currency.toLowerCase();
  const stored = await db.payment.findUnique({
    where: { id: payment.id },
    select: { providerAmountCents: true, providerCurrency: true, amountMismatchAt: true },
  });
  // A replayed event or a retried submission reports the same thing: keep when it was first seen.
  if (
    stored?.amountMismatchAt &&
    stored.providerAmountCents === reported.amountCents &&
    stored.providerCurrency === currency
  )
    return;
  await db.payment.update({
    where: { id: payment.id },
    data: {
      providerAmountCents: reported.amountCents,
      providerCurrency: currency,
      amountMismatchAt: now,
    },
  });
}
