// A coupon held by one checkout (CouponRedemption.status), held by a CHECK constraint.

/** reserved: orders placed; redeemed: the payment succeeded; released: dropped, expired or refunded before use. */
export const COUPON_REDEMPTION_STATUSES = ["reserved", "redeemed", "released"] as const;
export type CouponRedemptionStatus = (typeof COUPON_REDEMPTION_STATUSES)[number];
