import { formatCents, formatUsd, parseDollarsToCents } from "./format-cents";

describe("formatCents", () => {
  it.each([
    [9200, "92.00"],
    [0, "0.00"],
    [1, "0.01"],
    [10, "0.10"],
    [99, "0.99"],
    [100, "1.00"],
    [105, "1.05"],
    [123456, "1234.56"],
    [-500, "-5.00"],
    [-1, "-0.01"],
    [Number.MAX_SAFE_INTEGER, "90071992547409.91"],
  ])("%p -> %p", (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it.each([1.5, NaN, Infinity])("rejects %p", (cents) => {
    expect(() => formatCents(cents)).toThrow(RangeError);
  });
});

describe("formatUsd", () => {
  it.each([
    [9200, "$92.00"],
    [0, "$0.00"],
    [5, "$0.05"],
    [2500, "$25.00"],
    [-500, "-$5.00"],
    [-1, "-$0.01"],
    [99999, "$999.99"],
    [100000, "$1,000.00"],
    [123456, "$1,234.56"],
    [123456789, "$1,234,567.89"],
    [-100000, "-$1,000.00"],
  ])("%p -> %p", (cents, expected) => {
    expect(formatUsd(cents)).toBe(expected);
  });

  it.each([0.1, NaN])("rejects %p", (cents) => {
    expect(() => formatUsd(cents)).toThrow(RangeError);
  });
});

describe("parseDollarsToCents", () => {
  it.each<[string | number, number]>([
    ["10.00", 1000],
    ["10", 1000],
    ["10.5", 1050],
    ["10.05", 1005],
    ["0.01", 1],
    ["0", 0],
    ["  25.00  ", 2500],
    ["-5.00", -500],
    ["-0", 0],
    ["007.10", 710],
    ["90071992547409.91", 9007199254740991],
    [10.5, 1050],
    [10, 1000],
    [0, 0],
    [-0, 0],
    [0.1 + 0.2, 30],
    [1.1 * 3, 330],
    [19.99, 1999],
    [0.07, 7],
    [-5, -500],
    [1234567.89, 123456789],
  ])("%p -> %p", (value, expected) => {
    expect(parseDollarsToCents(value)).toBe(expected);
  });

  it.each<[string | number]>([
    ["10.005"],
    ["10.000"],
    ["abc"],
    [""],
    ["   "],
    ["10."],
    [".5"],
    ["$10.00"],
    ["1,000.00"],
    ["1e3"],
    ["Infinity"],
    ["NaN"],
    ["+5"],
    ["90071992547409.92"],
    [NaN],
    [Infinity],
    [-Infinity],
    [10.005],
    [0.001],
    [1.005],
    [1e300],
  ])("rejects %p", (value) => {
    expect(() => parseDollarsToCents(value)).toThrow(RangeError);
  });
});
