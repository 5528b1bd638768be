// Usage limits of a coupon: pure rules shared by the code check, the quote and order placement.

export const USAGE_LIMIT_REACHED_MESSAGE = "This coupon has reached its usage limit.";
export const ALREADY_USED_BY_EMAIL_MESSAGE = "This coupon has already been used with this e-mail address.";

/** A redemption that holds a use: reserved by placed orders, or redeemed by a paid checkout. Released ones do not. */
export const LIVE_REDEMPTION_STATUSES = ["reserved", "redeemed"] as const;

export type CouponUsageRules = { maxUses: number | null; oncePerCustomer: boolean };

export type CouponUsage = {
  /** Live uses held by other checkouts (reserved or redeemed). */
  liveUses: number;
  /** Whether the checkout's e-mail already holds a live use of this coupon on another checkout (null: no e-mail known). */
  usedByEmail: boolean | null;
};

/** The shopper-facing reason a coupon cannot be used once more, or null when it can. */
export function couponUsageRefusal(rules: CouponUsageRules, usage: CouponUsage): string | null {
  if (rules.maxUses !== null && usage.liveUses >= rules.maxUses) return USAGE_LIMIT_REACHED_MESSAGE;
  if (rules.oncePerCustomer && usage.usedByEmail === true) return ALREADY_USED_BY_EMAIL_MESSAGE;
  return null;
}

/** The form a customer's e-mail is compared in: trimmed and lower-cased. */
export function normalizeCustomerEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The coupon table's "Uses" cell: `3` without a limit, `3 / 10` with one. */
export function formatCouponUses(usesCount: number, maxUses: number | null): string {
  return maxUses === null ? String(usesCount) : `${usesCount} / ${maxUses}`;
}
