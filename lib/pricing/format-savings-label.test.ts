import { formatSavingsLabel } from "./format-savings-label";

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
