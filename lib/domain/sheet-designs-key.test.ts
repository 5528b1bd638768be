import { formatSheetDesignsKey, SHEET_DESIGNS_KEY_PATTERN } from "./sheet-designs-key";

describe("formatSheetDesignsKey", () => {
  it.each([
    [[], ""],
    [[7], "7"],
    [[19, 12, 19, 15, 12], "12,15,19"],
    [[100, 9], "9,100"],
  ])("keys %j as %j", (ids, key) => {
    expect(formatSheetDesignsKey(ids)).toBe(key);
  });

  it("changes when one design is replaced by another, wherever it sits", () => {
    expect(formatSheetDesignsKey([12, 15, 12])).not.toBe(formatSheetDesignsKey([12, 16, 12]));
    expect(formatSheetDesignsKey([12, 15, 12])).not.toBe(formatSheetDesignsKey([15, 15, 15]));
  });

  it.each([
    ["12,15,19", true],
    ["7", true],
    ["", false],
    ["12,", false],
    ["12;15", false],
    [Array.from({ length: 101 }, (_, i) => i + 1).join(","), false],
  ])("accepts %j as a sent key: %s", (key, accepted) => {
    expect(SHEET_DESIGNS_KEY_PATTERN.test(key)).toBe(accepted);
  });
});
