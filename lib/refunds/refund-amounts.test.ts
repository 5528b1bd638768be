import { calculateCommissionShare, calculateOrderRefund } from "./refund-amounts";

describe("calculateOrderRefund", () => {
  const base = {
    goodsCents: 9200,
    shippingCents: 500,
    isLastOrder: false,
    paidCents: 14700,
    refundedCents: 0,
    reservedCents: 0,
  };

  it.each([
    ["an order that is not the last: its goods", {}, 9200],
    ["the last order: goods and shipping", { isLastOrder: true, goodsCents: 5000, refundedCents: 9200 }, 5500],
    ["the only order: the whole payment", { isLastOrder: true, goodsCents: 14200, paidCents: 14700 }, 14700],
    ["capped by an earlier partial refund", { isLastOrder: true, goodsCents: 5000, refundedCents: 10000 }, 4700],
    ["capped by a pending refund of another order", { reservedCents: 9000 }, 5700],
    ["nothing left", { refundedCents: 14700 }, 0],
    ["a free order", { goodsCents: 0, shippingCents: 0, paidCents: 0, isLastOrder: true }, 0],
    ["over-refunded already (never negative)", { refundedCents: 14000, reservedCents: 1000 }, 0],
  ])("%s", (_label, overrides, expected) => {
    expect(calculateOrderRefund({ ...base, ...overrides })).toBe(expected);
  });

  it("rejects amounts that are not whole non-negative cents", () => {
    expect(() => calculateOrderRefund({ ...base, goodsCents: 1.5 })).toThrow(RangeError);
    expect(() => calculateOrderRefund({ ...base, refundedCents: -1 })).toThrow(RangeError);
  });
});

describe("calculateCommissionShare", () => {
  const base = {
    commissionCents: 1420,
    reversedCents: 0,
    orderGoodsCents: 9200,
    allGoodsCents: 14200,
    isLastOrder: false,
  };

  it.each([
    ["proportional to the goods, rounded down", {}, 920],
    ["the last order takes the remainder", { reversedCents: 920, orderGoodsCents: 5000, isLastOrder: true }, 500],
    ["a single order takes it all", { orderGoodsCents: 14200, isLastOrder: true }, 1420],
    ["an odd split rounds down", { commissionCents: 1001, orderGoodsCents: 1, allGoodsCents: 3 }, 333],
    ["never more than is left", { reversedCents: 1400 }, 20],
    ["nothing booked", { commissionCents: 0 }, 0],
    ["a free checkout", { allGoodsCents: 0, orderGoodsCents: 0 }, 0],
    [
      "exact past 2^53",
      { commissionCents: 9_000_000_000, orderGoodsCents: 3_000_000_000, allGoodsCents: 9_000_000_000 },
      3_000_000_000,
    ],
  ])("%s", (_label, overrides, expected) => {
    expect(calculateCommissionShare({ ...base, ...overrides })).toBe(expected);
  });

  it("gives the whole commission back over every order of a checkout, whatever the order of refunds", () => {
    const goods = [3333, 3333, 3334];
    for (const sequence of [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2, 0],
    ]) {
      let reversed = 0;
      sequence.forEach((index, step) => {
        reversed += calculateCommissionShare({
          commissionCents: 1001,
          reversedCents: reversed,
          orderGoodsCents: goods[index] as number,
          allGoodsCents: 10000,
          isLastOrder: step === sequence.length - 1,
        });
      });
      expect(reversed).toBe(1001);
    }
  });
});
