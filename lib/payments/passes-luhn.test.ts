import { passesLuhn } from "./passes-luhn";

describe("passesLuhn", () => {
  it.each([
    ["4242424242424242", true],
    ["4000000000000002", true],
    ["4000000000009995", true],
    ["4242424242424241", false],
    ["79927398713", true],
    ["79927398710", false],
  ])("%s → %s", (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });
});
