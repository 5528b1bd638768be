import { formatLineQuantity } from "./format-line-quantity";

describe("formatLineQuantity", () => {
  it.each([
    [100, false, "100 stickers"],
    [1, false, "1 sticker"],
    [25, true, "25 sheets"],
    [1, true, "1 sheet"],
  ])("%i, sheet %s: %s", (quantity, sheet, expected) => {
    expect(formatLineQuantity(quantity, { sheet })).toBe(expected);
  });
});
