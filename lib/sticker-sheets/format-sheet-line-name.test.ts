import { formatSheetLineName } from "./format-sheet-line-name";

describe("formatSheetLineName", () => {
  it.each([
    ['5.5" × 8.5"', 12, 'Sticker sheet 5.5" × 8.5", 12 stickers'],
    ['4" × 6"', 1, 'Sticker sheet 4" × 6", 1 sticker'],
  ])("%s with %i", (sheet, count, expected) => {
    expect(formatSheetLineName(sheet, count)).toBe(expected);
  });
});
