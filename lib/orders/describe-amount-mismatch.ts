// The operators' one-line account of a payment whose provider amount differs from its total (admin
// table badge, CSV column). Pure; safe in client components.

export type AmountMismatchSummary = {
  providerAmount: string | null;
  providerCurrency: string | null;
  paymentTotal: string;
  paymentCurrency: string;
};

/** "Provider 50.00 USD, payment 60.00 USD", or "" when the provider's amount matches the payment. */
export function describeAmountMismatch(mismatch: AmountMismatchSummary | null): string {
  if (!mismatch) return "";
  const provider =
    mismatch.providerAmount === null
      ? "unknown"
      : `${mismatch.providerAmount} ${(mismatch.providerCurrency ?? "").toUpperCase()}`.trim();
  return `Provider ${provider}, payment ${mismatch.paymentTotal} ${mismatch.paymentCurrency.toUpperCase()}`;
}
