import {
  formatPercentOfBps,
  formatQuantity,
  formatSheetMeasures,
  formatSizeMeasures,
  percentTextOfBps,
} from "./catalogue-format";

describe("catalogue formats", () => {
  it.each([
    [10000, "100%", "100"],
    [11500, "115%", "115"],
    [13000, "130%", "130"],
    [11250, "112.5%", "112.5"],
    [9999, "99.99%", "99.99"],
  ])("%i basis points read %s", (bps, shown, typed) => {
    expect(formatPercentOfBps(bps)).toBe(shown);
    expect(percentTextOfBps(bps)).toBe(typed);
  });

  it.each([
    [50, "50"],
    [1000, "1,000"],
    [10000, "10,000"],
  ])("quantity %i reads %s", (quantity, shown) => {
    expect(formatQuantity(quantity)).toBe(shown);
  });

  it.each([
    [{ shape: "square" as const, width: 3, height: 3 }, '3" × 3"'],
    [{ shape: "square" as const, width: 2, height: 4 }, '2" × 4"'],
    [{ shape: "circle" as const, width: 2.5, height: 2.5 }, '2.5" circle'],
  ])("a size reads %s", (size, shown) => {
    expect(formatSizeMeasures(size)).toBe(shown);
  });

  it.each([
    [{ widthInches: 5.5, heightInches: 8.5 }, '5.5" × 8.5"'],
    [{ widthInches: 12, heightInches: 4.25 }, '12" × 4.25"'],
  ])("a sheet size reads %s", (sheet, shown) => {
    expect(formatSheetMeasures(sheet)).toBe(shown);
  });
});
