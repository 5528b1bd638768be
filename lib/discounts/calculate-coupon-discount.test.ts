import { calculateCouponDiscount, type CouponRules } from "./calculate-coupon-discount";

const NOW = new Date("2026-06-15T12:00:00.000Z");

function makeCoupon(overrides: Partial<CouponRules> = {}): CouponRules {
  return {
    code: "SAVE15",
    discount: { type: "percentage", basisPoints: 1500 },
    minOrderCents: null,
    maxDiscountCents: null,
    expiresAt: null,
    isActive: true,
    ...overrides,
  };
}

describe("calculateCouponDiscount: accepted coupons", () => {
  it.each<[string, Partial<CouponRules>, number, number, number]>([
    ["15% of $100.00", {}, 10000, 1500, 8500],
    ["15% rounds half up", {}, 1010, 152, 858],
    ["15% capped at $10.00", { maxDiscountCents: 1000 }, 10000, 1000, 9000],
    ["100% makes the goods free", { discount: { type: "percentage", basisPoints: 10000 } }, 9200, 9200, 0],
    [
      "100% capped at $50.00",
      { discount: { type: "percentage", basisPoints: 10000 }, maxDiscountCents: 5000 },
      9200,
      5000,
      4200,
    ],
    ["$10.00 fixed", { discount: { type: "fixed", cents: 1000 } }, 9200, 1000, 8200],
    ["fixed never exceeds the order", { discount: { type: "fixed", cents: 10000 } }, 9200, 9200, 0],
    ["minimum met exactly", { minOrderCents: 2500 }, 2500, 375, 2125],
    ["expires in the future", { expiresAt: new Date("2026-06-15T12:00:00.001Z") }, 10000, 1500, 8500],
    ["empty order", {}, 0, 0, 0],
  ])("%s", (_label, overrides, orderCents, discountCents, newTotalCents) => {
    expect(calculateCouponDiscount(makeCoupon(overrides), { orderCents, now: NOW })).toEqual({
      ok: true,
      code: "SAVE15",
      discountCents,
      newTotalCents,
    });
  });
});

describe("calculateCouponDiscount: rejected coupons", () => {
  it.each<[string, Partial<CouponRules>, number, string, string]>([
    ["inactive", { isActive: false }, 10000, "inactive", "This coupon is no longer active."],
    ["expired exactly now", { expiresAt: NOW }, 10000, "expired", "This coupon has expired."],
    [
      "expired yesterday",
      { expiresAt: new Date("2026-06-14T12:00:00.000Z") },
      10000,
      "expired",
      "This coupon has expired.",
    ],
    [
      "below minimum by a cent",
      { minOrderCents: 2500 },
      2499,
      "below_minimum",
      "This coupon requires a minimum order of $25.00.",
    ],
    [
      "below a large minimum",
      { minOrderCents: 123456 },
      9200,
      "below_minimum",
      "This coupon requires a minimum order of $1,234.56.",
    ],
    [
      "inactive is reported before expiry and minimum",
      { isActive: false, expiresAt: NOW, minOrderCents: 99999 },
      100,
      "inactive",
      "This coupon is no longer active.",
    ],
    [
      "expiry is reported before minimum",
      { expiresAt: NOW, minOrderCents: 99999 },
      100,
      "expired",
      "This coupon has expired.",
    ],
  ])("%s", (_label, overrides, orderCents, reason, message) => {
    expect(calculateCouponDiscount(makeCoupon(overrides), { orderCents, now: NOW })).toEqual({
      ok: false,
      reason,
      message,
    });
  });
});

describe("calculateCouponDiscount: malformed input throws", () => {
  it.each<[string, Partial<CouponRules>, number, Date]>([
    ["negative order", {}, -1, NOW],
    ["fractional order", {}, 10.5, NOW],
    ["invalid now", {}, 1000, new Date("nope")],
    ["invalid expiry", { expiresAt: new Date("nope") }, 1000, NOW],
    ["over 100%", { discount: { type: "percentage", basisPoints: 10001 } }, 1000, NOW],
    ["negative fixed amount", { discount: { type: "fixed", cents: -5 } }, 1000, NOW],
    ["negative minimum", { minOrderCents: -1 }, 1000, NOW],
    ["negative cap", { maxDiscountCents: -1 }, 1000, NOW],
  ])("%s", (_label, overrides, orderCents, now) => {
    expect(() => calculateCouponDiscount(makeCoupon(overrides), { orderCents, now })).toThrow(RangeError);
  });
});
