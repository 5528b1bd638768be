import { calculateCommission, type CommissionRule } from "./calculate-commission";

describe("calculateCommission", () => {
  it.each<[string, CommissionRule, number, number]>([
    ["15% of $92.00", { type: "percentage", basisPoints: 1500 }, 9200, 1380],
    ["15% rounds half up", { type: "percentage", basisPoints: 1500 }, 1010, 152], // 151.5
    ["15% rounds down below half", { type: "percentage", basisPoints: 1500 }, 1003, 150], // 150.45
    ["10% of 5 cents rounds half up", { type: "percentage", basisPoints: 1000 }, 5, 1], // 0.5
    ["12.5% of $83.20", { type: "percentage", basisPoints: 1250 }, 8320, 1040],
    ["100% of $50.00", { type: "percentage", basisPoints: 10000 }, 5000, 5000],
    ["0%", { type: "percentage", basisPoints: 0 }, 9200, 0],
    ["percentage of a free order", { type: "percentage", basisPoints: 1500 }, 0, 0],
    ["flat $5.00", { type: "flat", cents: 500 }, 9200, 500],
    ["flat $5.00 on a 1 cent order", { type: "flat", cents: 500 }, 1, 500],
    ["flat on a free order", { type: "flat", cents: 500 }, 0, 0],
    ["flat $0.00", { type: "flat", cents: 0 }, 9200, 0],
  ])("%s", (_label, rule, paidAmountCents, expected) => {
    expect(calculateCommission(rule, paidAmountCents)).toBe(expected);
  });

  it.each<[string, CommissionRule, number]>([
    ["negative paid amount", { type: "percentage", basisPoints: 1500 }, -1],
    ["fractional paid amount", { type: "flat", cents: 500 }, 10.5],
    ["fraction instead of basis points", { type: "percentage", basisPoints: 0.15 }, 1000],
    ["over 100%", { type: "percentage", basisPoints: 10001 }, 1000],
    ["negative flat", { type: "flat", cents: -500 }, 1000],
    ["fractional flat", { type: "flat", cents: 5.5 }, 1000],
    ["unknown type", { type: "bogus" } as unknown as CommissionRule, 1000],
  ])("rejects %s", (_label, rule, paidAmountCents) => {
    expect(() => calculateCommission(rule, paidAmountCents)).toThrow(RangeError);
  });
});
