import {
  DEFAULT_REFERRAL_DISCOUNT_BASIS_POINTS,
  calculateCustomerDiscount,
  type CustomerDiscountRules,
} from "./calculate-customer-discount";

describe("DEFAULT_REFERRAL_DISCOUNT_BASIS_POINTS", () => {
  it("is 5%", () => {
    expect(DEFAULT_REFERRAL_DISCOUNT_BASIS_POINTS).toBe(500);
  });
});

describe("calculateCustomerDiscount", () => {
  it.each<[string, CustomerDiscountRules, number, number]>([
    ["default 5% when no rate", { type: "percentage", value: null, maxCustomerDiscountCents: null }, 9200, 460],
    ["default 5% rounds half up", { type: "percentage", value: null, maxCustomerDiscountCents: null }, 1010, 51], // 50.5
    [
      "default 5% for a fixed type with no amount",
      { type: "fixed", value: null, maxCustomerDiscountCents: null },
      10000,
      500,
    ],
    ["default 5% capped", { type: "percentage", value: null, maxCustomerDiscountCents: 300 }, 10000, 300],
    ["10%", { type: "percentage", value: 1000, maxCustomerDiscountCents: null }, 9200, 920],
    ["12.5% rounds half up", { type: "percentage", value: 1250, maxCustomerDiscountCents: null }, 9204, 1151], // 1150.5
    ["20% capped at $5.00", { type: "percentage", value: 2000, maxCustomerDiscountCents: 500 }, 10000, 500],
    ["100%", { type: "percentage", value: 10000, maxCustomerDiscountCents: null }, 9200, 9200],
    ["explicit 0% is no discount", { type: "percentage", value: 0, maxCustomerDiscountCents: null }, 9200, 0],
    ["$5.00 fixed", { type: "fixed", value: 500, maxCustomerDiscountCents: null }, 9200, 500],
    ["fixed capped by max", { type: "fixed", value: 1500, maxCustomerDiscountCents: 1000 }, 9200, 1000],
    ["fixed never above the order", { type: "fixed", value: 10000, maxCustomerDiscountCents: null }, 5000, 5000],
    ["empty order", { type: "fixed", value: 500, maxCustomerDiscountCents: null }, 0, 0],
  ])("%s", (_label, rules, orderCents, expected) => {
    expect(calculateCustomerDiscount(rules, orderCents)).toBe(expected);
  });

  it.each<[string, CustomerDiscountRules, number]>([
    ["negative order", { type: "percentage", value: null, maxCustomerDiscountCents: null }, -1],
    ["over 100%", { type: "percentage", value: 10001, maxCustomerDiscountCents: null }, 1000],
    ["fractional basis points", { type: "percentage", value: 0.05, maxCustomerDiscountCents: null }, 1000],
    ["negative fixed", { type: "fixed", value: -100, maxCustomerDiscountCents: null }, 1000],
    ["negative cap", { type: "fixed", value: 100, maxCustomerDiscountCents: -1 }, 1000],
    ["unknown type", { type: "bogus" as "fixed", value: 100, maxCustomerDiscountCents: null }, 1000],
  ])("rejects %s", (_label, rules, orderCents) => {
    expect(() => calculateCustomerDiscount(rules, orderCents)).toThrow(RangeError);
  });
});
