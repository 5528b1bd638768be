import { calculateCartTotal, countStickers } from "./calculate-cart-total";

describe("calculateCartTotal", () => {
  it.each<[number[], number]>([
    [[], 0],
    [[9200], 9200],
    [[9200, 9500], 18700],
    [[5000, 5250, 37000], 47250],
    [[0, 1, 2], 3],
  ])("%p -> %p", (totals, expected) => {
    expect(calculateCartTotal(totals.map((totalPriceCents) => ({ totalPriceCents })))).toBe(expected);
  });

  it.each<[number[]]>([[[-1]], [[100, 0.5]], [[NaN]], [[Number.MAX_SAFE_INTEGER, 1]]])("rejects %p", (totals) => {
    expect(() => calculateCartTotal(totals.map((totalPriceCents) => ({ totalPriceCents })))).toThrow(RangeError);
  });
});

describe("countStickers", () => {
  it.each<[number[], number]>([
    [[], 0],
    [[50], 50],
    [[100, 200], 300],
    [[150, 150, 50], 350],
  ])("%p -> %p", (quantities, expected) => {
    expect(countStickers(quantities.map((quantity) => ({ quantity })))).toBe(expected);
  });

  it.each<[number[]]>([[[-50]], [[1.5]], [[NaN]], [[Number.MAX_SAFE_INTEGER, 1]]])("rejects %p", (quantities) => {
    expect(() => countStickers(quantities.map((quantity) => ({ quantity })))).toThrow(RangeError);
  });
});
