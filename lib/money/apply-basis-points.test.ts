import {
  applyBasisPoints,
  assertBasisPoints,
  basisPointsToFraction,
  divideRoundHalfUp,
  fractionToBasisPoints,
} from "./apply-basis-points";

describe("divideRoundHalfUp", () => {
  it.each([
    [10, 4, 3], // 2.5 rounds up
    [9, 4, 2], // 2.25 rounds down
    [11, 4, 3], // 2.75 rounds up
    [0, 7, 0],
    [1, 3, 0],
    [2, 3, 1],
    [5, 10, 1],
    [4999, 10000, 0],
    [5000, 10000, 1],
  ])("%p / %p = %p", (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it.each([
    [-1, 2],
    [1.5, 2],
    [1, 0],
    [1, -2],
    [1, 0.5],
    [NaN, 1],
  ])("rejects %p / %p", (numerator, denominator) => {
    expect(() => divideRoundHalfUp(numerator, denominator)).toThrow(RangeError);
  });
});

describe("applyBasisPoints", () => {
  it.each([
    [10000, 1500, 1500], // 15% of $100.00
    [9200, 500, 460], // 5% of $92.00
    [999, 1500, 150], // 149.85 -> 150
    [1010, 1500, 152], // 151.5 -> 152 (half up)
    [1003, 1500, 150], // 150.45 -> 150
    [1, 5000, 1], // 0.5 -> 1 (half up)
    [1, 4999, 0],
    [12345, 10000, 12345], // 100%
    [12345, 0, 0],
    [0, 2500, 0],
  ])("%p cents at %p bps = %p cents", (cents, basisPoints, expected) => {
    expect(applyBasisPoints(cents, basisPoints)).toBe(expected);
  });

  it.each([
    [-100, 500],
    [100.5, 500],
    [100, 10001],
    [100, -1],
    [100, 12.5],
  ])("rejects %p cents at %p bps", (cents, basisPoints) => {
    expect(() => applyBasisPoints(cents, basisPoints)).toThrow(RangeError);
  });
});

describe("assertBasisPoints", () => {
  it.each([
    [0, undefined],
    [10000, undefined],
    [20000, 20000],
  ])("accepts %p (max %p)", (basisPoints, maximum) => {
    expect(() => assertBasisPoints(basisPoints, maximum)).not.toThrow();
  });

  it.each([
    [10001, undefined],
    [-1, undefined],
    [0.5, undefined],
    [20001, 20000],
  ])("rejects %p (max %p)", (basisPoints, maximum) => {
    expect(() => assertBasisPoints(basisPoints, maximum)).toThrow(RangeError);
  });
});

describe("fractionToBasisPoints", () => {
  it.each([
    [0.15, 1500],
    [0.05, 500],
    [1, 10000],
    [0, 0],
    [0.1 + 0.2, 3000],
    [0.0001, 1],
    [0.155, 1550],
    [0.07, 700],
  ])("%p -> %p bps", (fraction, expected) => {
    expect(fractionToBasisPoints(fraction)).toBe(expected);
  });

  it.each([0.12345, -0.1, NaN, Infinity])("rejects %p", (fraction) => {
    expect(() => fractionToBasisPoints(fraction)).toThrow(RangeError);
  });
});

describe("basisPointsToFraction", () => {
  it.each([
    [1500, 0.15],
    [500, 0.05],
    [10000, 1],
    [0, 0],
  ])("%p bps -> %p", (basisPoints, expected) => {
    expect(basisPointsToFraction(basisPoints)).toBe(expected);
  });

  it.each([-1, 1.5])("rejects %p", (basisPoints) => {
    expect(() => basisPointsToFraction(basisPoints)).toThrow(RangeError);
  });
});
