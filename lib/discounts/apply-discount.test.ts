import { applyDiscount, type DiscountAmount } from "./apply-discount";

describe("applyDiscount", () => {
  it.each<[DiscountAmount, number, number | null, number]>([
    [{ type: "percentage", basisPoints: 1500 }, 10000, null, 1500],
    [{ type: "percentage", basisPoints: 1500 }, 1010, null, 152], // 151.5 rounds half up
    [{ type: "percentage", basisPoints: 1500 }, 1003, null, 150], // 150.45 rounds down
    [{ type: "percentage", basisPoints: 1500 }, 10000, 1000, 1000], // capped
    [{ type: "percentage", basisPoints: 10000 }, 9200, null, 9200],
    [{ type: "percentage", basisPoints: 10000 }, 9200, 5000, 5000],
    [{ type: "percentage", basisPoints: 0 }, 9200, null, 0],
    [{ type: "percentage", basisPoints: 333 }, 9999, null, 333], // 332.97
    [{ type: "fixed", cents: 1000 }, 9200, null, 1000],
    [{ type: "fixed", cents: 1000 }, 700, null, 700], // never above the order
    [{ type: "fixed", cents: 1000 }, 9200, 800, 800],
    [{ type: "fixed", cents: 0 }, 9200, null, 0],
    [{ type: "fixed", cents: 1000 }, 0, null, 0],
    [{ type: "percentage", basisPoints: 2500 }, 0, 0, 0],
  ])("%p on %p cents (max %p) -> %p", (discount, orderCents, maxDiscountCents, expected) => {
    expect(applyDiscount(discount, orderCents, maxDiscountCents)).toBe(expected);
  });

  it.each<[DiscountAmount, number, number | null]>([
    [{ type: "percentage", basisPoints: 10001 }, 100, null],
    [{ type: "percentage", basisPoints: -1 }, 100, null],
    [{ type: "percentage", basisPoints: 15.5 }, 100, null],
    [{ type: "fixed", cents: -100 }, 100, null],
    [{ type: "fixed", cents: 1.5 }, 100, null],
    [{ type: "fixed", cents: 100 }, -1, null],
    [{ type: "fixed", cents: 100 }, 100, -1],
    [{ type: "bogus" } as unknown as DiscountAmount, 100, null],
  ])("rejects %p on %p (max %p)", (discount, orderCents, maxDiscountCents) => {
    expect(() => applyDiscount(discount, orderCents, maxDiscountCents)).toThrow(RangeError);
  });
});
