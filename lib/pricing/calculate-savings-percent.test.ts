import { InvalidQuantityError } from "./pricing-errors";
import { calculateSavingsPercent, formatSavingsLabel } from "./calculate-savings-percent";

describe("calculateSavingsPercent", () => {
  it.each([
    ['3" circle', 50, 0],
    ['3" circle', 100, 8],
    ['3" circle', 150, 12],
    ['3" circle', 200, 16],
    ['3" circle', 300, 23],
    ['3" circle', 400, 23], // exactly 22.5 rounds half up
    ['3" circle', 500, 26],
    ['3" square', 50, 0],
    ['3" square', 100, 10],
    ['3" square', 150, 13],
    ['3" square', 200, 18], // exactly 17.5 rounds half up
    ['3" square', 300, 25],
    ['3" square', 400, 25],
    ['3" square', 500, 28],
    ['2"', 50, 0],
    ['2"', 100, 15],
    ['2"', 150, 20],
    ['2"', 200, 25],
    ['2"', 300, 25],
    ['2"', 400, 30],
    ['2"', 500, 30],
    ['4"', 50, 0],
    ['4"', 100, 17],
    ['4"', 150, 22],
    ['4"', 200, 27],
    ['4"', 300, 29],
    ['4"', 400, 29],
    ['4"', 500, 33],
    ["2x4", 50, 0],
    ["2x4", 100, 14],
    ["2x4", 150, 18],
    ["2x4", 200, 23],
    ["2x4", 300, 27],
    ["2x4", 400, 27],
    ["2x4", 500, 31],
    // Between tiers and unknown sizes.
    ['3" circle', 120, 23],
    ['2"', 1000, 65],
    ["weird", 100, 15],
    ["2x4", 99, 49],
  ])("%s x %p saves %p%%", (sizeName, quantity, expected) => {
    expect(calculateSavingsPercent({ sizeName, quantity })).toBe(expected);
  });

  it.each([49, 0, 1.5, NaN, 1e15])("rejects quantity %p", (quantity) => {
    expect(() => calculateSavingsPercent({ sizeName: '2"', quantity })).toThrow(InvalidQuantityError);
  });
});

describe("formatSavingsLabel", () => {
  it.each([
    [8, "Save 8%"],
    [23, "Save 23%"],
    [100, "Save 100%"],
    [1, "Save 1%"],
    [0, null],
    [-3, null],
    [NaN, null],
  ])("%p -> %p", (percent, expected) => {
    expect(formatSavingsLabel(percent)).toBe(expected);
  });
});
