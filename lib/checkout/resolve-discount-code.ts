import "server-only";
import { findActiveAffiliate, type ReferralAffiliate } from "@/lib/affiliates/find-active-affiliate";
import type { Database } from "@/lib/db/client";
import { calculateCouponDiscount } from "@/lib/discounts/calculate-coupon-discount";
import { calculateCustomerDiscount } from "@/lib/discounts/calculate-customer-discount";
import { countCouponUsage, type UsageScope } from "@/lib/discounts/coupon-redemptions";
import { couponUsageRefusal } from "@/lib/discounts/coupon-usage";

export const INVALID_CODE_MESSAGE = "This code is not valid as either a coupon or referral code.";

type Db = Pick<Database, "coupon" | "affiliate" | "couponRedemption">;

export type ResolvedDiscount =
  | { kind: "coupon"; code: string; couponId: number; discountCents: number; discountType: string }
  | {
      kind: "referral";
      code: string;
      affiliate: ReferralAffiliate;
      discountCents: number;
      customerDiscountRate: number | null;
    }
  | { kind: "invalid"; code: string; message: string };

export function calculateAffiliateCustomerDiscount(affiliate: ReferralAffiliate, subtotalCents: number): number {
  return calculateCustomerDiscount(
    {
      type: affiliate.customerDiscountType === "fixed" ? "fixed" : "percentage",
      value: affiliate.customerDiscountRate,
      maxCustomerDiscountCents: affiliate.maxCustomerDiscountCents,
    },
    subtotalCents,
  );
}

/**
 * A code is tried first as a coupon, then as a referral/affiliate code (spec section 4). A coupon's
 * usage limits are checked against the uses other checkouts hold (`scope`); only a caller holding
 * lockCouponByCode in its transaction gets an answer that stays true until it commits.
 */
export async function resolveDiscountCode(
  db: Db,
  rawCode: string,
  subtotalCents: number,
  now = new Date(),
  scope: UsageScope = {},
): Promise<ResolvedDiscount> {
  const code = rawCode.trim().toUpperCase();
  const coupon = await db.coupon.findUnique({ where: { code } });
  if (coupon) {
    const result = calculateCouponDiscount(
      {
        code: coupon.code,
        discount:
          coupon.discountType === "fixed"
            ? { type: "fixed", cents: coupon.discountValue }
            : { type: "percentage", basisPoints: coupon.discountValue },
        minOrderCents: coupon.minOrderCents,
        maxDiscountCents: coupon.maxDiscountCents,
        expiresAt: coupon.expiresAt,
        isActive: coupon.isActive,
      },
      { orderCents: subtotalCents, now },
    );
    if (!result.ok) return { kind: "invalid", code, message: result.message };
    const refusal = couponUsageRefusal(coupon, await countCouponUsage(db, coupon.id, scope));
    if (refusal) return { kind: "invalid", code, message: refusal };
    return {
      kind: "coupon",
      code,
      couponId: coupon.id,
      discountCents: result.discountCents,
      discountType: coupon.discountType,
    };
  }
  const affiliate = await findActiveAffiliate(code, db);
  if (affiliate) {
    return {
      kind: "referral",
      code,
      affiliate,
      discountCents: calculateAffiliateCustomerDiscount(affiliate, subtotalCents),
      customerDiscountRate: affiliate.customerDiscountRate,
    };
  }
  return { kind: "invalid", code, message: INVALID_CODE_MESSAGE };
}
