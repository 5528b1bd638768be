import {
  ALREADY_USED_BY_EMAIL_MESSAGE,
  couponUsageRefusal,
  formatCouponUses,
  normalizeCustomerEmail,
  USAGE_LIMIT_REACHED_MESSAGE,
  type CouponUsage,
  type CouponUsageRules,
} from "./coupon-usage";

describe("couponUsageRefusal", () => {
  const unlimited: CouponUsageRules = { maxUses: null, oncePerCustomer: false };
  it.each<[string, CouponUsageRules, CouponUsage, string | null]>([
    ["no limits, many uses", unlimited, { liveUses: 1000, usedByEmail: true }, null],
    ["limit 1, no uses", { maxUses: 1, oncePerCustomer: false }, { liveUses: 0, usedByEmail: null }, null],
    [
      "limit 1, one use",
      { maxUses: 1, oncePerCustomer: false },
      { liveUses: 1, usedByEmail: null },
      USAGE_LIMIT_REACHED_MESSAGE,
    ],
    ["limit 3, two uses", { maxUses: 3, oncePerCustomer: false }, { liveUses: 2, usedByEmail: false }, null],
    [
      "limit 3, four uses",
      { maxUses: 3, oncePerCustomer: false },
      { liveUses: 4, usedByEmail: false },
      USAGE_LIMIT_REACHED_MESSAGE,
    ],
    [
      "limit 0",
      { maxUses: 0, oncePerCustomer: false },
      { liveUses: 0, usedByEmail: null },
      USAGE_LIMIT_REACHED_MESSAGE,
    ],
    [
      "once per customer, e-mail unused",
      { maxUses: null, oncePerCustomer: true },
      { liveUses: 5, usedByEmail: false },
      null,
    ],
    [
      "once per customer, e-mail unknown",
      { maxUses: null, oncePerCustomer: true },
      { liveUses: 5, usedByEmail: null },
      null,
    ],
    [
      "once per customer, e-mail used",
      { maxUses: null, oncePerCustomer: true },
      { liveUses: 5, usedByEmail: true },
      ALREADY_USED_BY_EMAIL_MESSAGE,
    ],
    [
      "e-mail used but not once per customer",
      { maxUses: 10, oncePerCustomer: false },
      { liveUses: 1, usedByEmail: true },
      null,
    ],
    [
      "both: the limit is the more final reason",
      { maxUses: 1, oncePerCustomer: true },
      { liveUses: 1, usedByEmail: true },
      USAGE_LIMIT_REACHED_MESSAGE,
    ],
  ])("%s", (_label, rules, usage, expected) => {
    expect(couponUsageRefusal(rules, usage)).toBe(expected);
  });
});

describe("normalizeCustomerEmail", () => {
  it.each([
    ["Ada@Example.COM", "ada@example.com"],
    ["  ada@example.com  ", "ada@example.com"],
    ["ada@example.com", "ada@example.com"],
  ])("%s → %s", (input, expected) => expect(normalizeCustomerEmail(input)).toBe(expected));
});

describe("formatCouponUses", () => {
  it.each<[number, number | null, string]>([
    [0, null, "0"],
    [7, null, "7"],
    [0, 10, "0 / 10"],
    [10, 10, "10 / 10"],
  ])("%i uses with limit %s → %s", (uses, max, expected) => expect(formatCouponUses(uses, max)).toBe(expected));
});
