import { basisPointsToFraction } from "@/lib/money/apply-basis-points";
import { formatCents } from "@/lib/money/format-cents";

export type AffiliateRow = {
  id: number;
  code: string;
  name: string;
  email: string;
  commissionType: string;
  commissionRate: number;
  customerDiscountType: string;
  customerDiscountRate: number | null;
  maxCustomerDiscountCents: number | null;
  isActive: boolean;
  totalEarningsCents: number;
  totalOrders: number;
  createdAt: Date;
};

export type AffiliatePayoutSummary = {
  lastPayout: { amountCents: number; paidAt: Date } | null;
  totalPaidOutCents: number;
};

const centsToDollars = (cents: number) => cents / 100;

/**
 * An affiliate as the Affiliate Management dialog shows it. Rates: a fraction for percentages
 * (1500 basis points → 0.15), dollars for flat/fixed amounts (500 cents → 5); earnings and payouts
 * as decimal strings ("12.34").
 */
export function toAffiliateDto(affiliate: AffiliateRow, payouts: AffiliatePayoutSummary) {
  const commissionType: "percentage" | "flat" = affiliate.commissionType === "flat" ? "flat" : "percentage";
  const customerDiscountType: "percentage" | "fixed" =
    affiliate.customerDiscountType === "fixed" ? "fixed" : "percentage";
  const discountRate = affiliate.customerDiscountRate;
  return {
    id: affiliate.id,
    code: affiliate.code,
    name: affiliate.name,
    email: affiliate.email,
    commissionType,
    commissionRate:
      commissionType === "flat"
        ? centsToDollars(affiliate.commissionRate)
        : basisPointsToFraction(affiliate.commissionRate),
    customerDiscountType,
    customerDiscountRate:
      discountRate === null
        ? null
        : customerDiscountType === "fixed"
          ? centsToDollars(discountRate)
          : basisPointsToFraction(discountRate),
    maxCustomerDiscount:
      affiliate.maxCustomerDiscountCents === null ? null : centsToDollars(affiliate.maxCustomerDiscountCents),
    isActive: affiliate.isActive,
    totalEarnings: formatCents(affiliate.totalEarningsCents),
    totalOrders: affiliate.totalOrders,
    createdAt: affiliate.createdAt.toISOString(),
    lastPayout: payouts.lastPayout
      ? { amount: formatCents(payouts.lastPayout.amountCents), paidAt: payouts.lastPayout.paidAt.toISOString() }
      : null,
    totalPaidOut: formatCents(payouts.totalPaidOutCents),
  };
}

export type AffiliateDto = ReturnType<typeof toAffiliateDto>;
