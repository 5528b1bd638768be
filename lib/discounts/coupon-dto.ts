import type { CouponDiscountType } from "@/lib/validation/coupon";

export type CouponRow = {
  id: number;
  code: string;
  discountType: string;
  discountValue: number;
  minOrderCents: number | null;
  maxDiscountCents: number | null;
  expiresAt: Date | null;
  isActive: boolean;
  maxUses: number | null;
  oncePerCustomer: boolean;
  usesCount: number;
  createdAt: Date;
};

const centsToDollars = (cents: number | null) => (cents === null ? null : cents / 100);

/**
 * A coupon as the coupon panel shows it: discountValue in percent (15 = 15%) for percentage coupons
 * and in dollars (10 = $10.00) for fixed ones; minimum order and maximum discount in dollars. usesCount
 * counts paid checkouts; maxUses is the total allowed (null: unlimited).
 */
export function toCouponDto(coupon: CouponRow) {
  const discountType: CouponDiscountType = coupon.discountType === "fixed" ? "fixed" : "percentage";
  return {
    id: coupon.id,
    code: coupon.code,
    discountType,
    // Basis points / 100 = percent; cents / 100 = dollars.
    discountValue: coupon.discountValue / 100,
    minOrderAmount: centsToDollars(coupon.minOrderCents),
    maxDiscount: centsToDollars(coupon.maxDiscountCents),
    expiresAt: coupon.expiresAt?.toISOString() ?? null,
    isActive: coupon.isActive,
    maxUses: coupon.maxUses,
    oncePerCustomer: coupon.oncePerCustomer,
    usesCount: coupon.usesCount,
    createdAt: coupon.createdAt.toISOString(),
  };
}

export type CouponDto = ReturnType<typeof toCouponDto>;
