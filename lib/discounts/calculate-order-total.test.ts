import { calculateOrderTotal } from "./calculate-order-total";

describe("calculateOrderTotal", () => {
  it.each([
    // subtotal, discount, shipping -> discount, shipping, total, isFree
    [9200, 0, 500, 0, 500, 9700, false],
    [9200, 0, 0, 0, 0, 9200, false],
    [9200, 1380, 500, 1380, 500, 8320, false],
    [9200, 1380, 1000, 1380, 1000, 8820, false],
    [9200, 9199, 500, 9199, 500, 501, false],
    [9200, 9200, 500, 9200, 0, 0, true], // 100% discount: shipping waived
    [9200, 9200, 1000, 9200, 0, 0, true],
    [9200, 20000, 500, 9200, 0, 0, true], // discount clamped to subtotal
    [5000, 6000, 0, 5000, 0, 0, true],
    [0, 0, 500, 0, 0, 0, true],
  ])(
    "subtotal %p, discount %p, shipping %p -> discount %p, shipping %p, total %p, free %p",
    (subtotalCents, discountCents, shippingCents, expectedDiscount, expectedShipping, totalCents, isFree) => {
      expect(calculateOrderTotal({ subtotalCents, discountCents, shippingCents })).toEqual({
        subtotalCents,
        discountCents: expectedDiscount,
        shippingCents: expectedShipping,
        totalCents,
        isFree,
      });
    },
  );

  it.each([
    [-1, 0, 0],
    [100, -1, 0],
    [100, 0, -1],
    [100.5, 0, 0],
    [100, 0.5, 0],
    [100, 0, NaN],
    [Number.MAX_SAFE_INTEGER, 0, 1],
  ])("rejects subtotal %p, discount %p, shipping %p", (subtotalCents, discountCents, shippingCents) => {
    expect(() => calculateOrderTotal({ subtotalCents, discountCents, shippingCents })).toThrow(RangeError);
  });
});
