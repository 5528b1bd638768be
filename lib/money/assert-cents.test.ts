import { assertCents, assertNonNegativeCents } from "./assert-cents";

describe("assertCents", () => {
  it.each([0, 1, -1, 9200, Number.MAX_SAFE_INTEGER])("accepts %p", (value) => {
    expect(() => assertCents(value)).not.toThrow();
  });

  it.each([0.5, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 1])("rejects %p", (value) => {
    expect(() => assertCents(value, "price")).toThrow(RangeError);
  });

  it("names the offending value in the message", () => {
    expect(() => assertCents(1.5, "price")).toThrow("price must be a safe integer number of cents, got 1.5");
  });
});

describe("assertNonNegativeCents", () => {
  it.each([0, 1, 500])("accepts %p", (value) => {
    expect(() => assertNonNegativeCents(value)).not.toThrow();
  });

  it.each([-1, -500, 0.1])("rejects %p", (value) => {
    expect(() => assertNonNegativeCents(value)).toThrow(RangeError);
  });
});
