import "server-only";
import { notFound } from "@/lib/api/errors";
import { findActiveAffiliate } from "@/lib/affiliates/find-active-affiliate";
import { DEFAULT_REFERRAL_DISCOUNT_BASIS_POINTS } from "@/lib/discounts/calculate-customer-discount";
import { formatUsd } from "@/lib/money/format-cents";

/** POST /api/affiliate/validate-code: what a typed referral code gives the shopper. */
export async function describeReferralCode(code: string) {
  const affiliate = await findActiveAffiliate(code);
  if (!affiliate) throw notFound("This code is not valid as either a coupon or referral code.");
  const isFixed = affiliate.customerDiscountType === "fixed" && affiliate.customerDiscountRate !== null;
  const rate = affiliate.customerDiscountRate ?? DEFAULT_REFERRAL_DISCOUNT_BASIS_POINTS;
  const discountText = isFixed ? `${formatUsd(rate)} off` : `${rate / 100}% off`;
  return {
    valid: true,
    code: affiliate.code,
    affiliateName: affiliate.name,
    customerDiscountType: isFixed ? "fixed" : "percentage",
    // The spec's shape: a fraction for percentages (0.05 = 5%), dollars for fixed amounts.
    customerDiscountRate: isFixed ? rate / 100 : rate / 10000,
    message: `Referral code from ${affiliate.name}: ${discountText} your stickers.`,
  };
}
