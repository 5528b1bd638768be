import {
  describeSheetStickerCut,
  formatStickerNumbers,
  summarizeSheetDesigns,
  type SheetStickerListItem,
} from "./summarize-sheet-stickers";

const sticker = (
  position: number,
  designId: number,
  change: Partial<SheetStickerListItem> = {},
): SheetStickerListItem => ({
  position,
  designId,
  designName: designId === 1 ? "dolphin.png" : "saturn.png",
  shape: "die-cut",
  widthInches: 2,
  heightInches: 0.92,
  xInches: 0.5,
  yInches: 0.5 + position,
  rotation: 0,
  ...change,
});

describe("formatStickerNumbers", () => {
  it.each([
    [[2], "sticker 2"],
    [[4, 1], "stickers 1 and 4"],
    [[1, 2], "stickers 1 and 2"],
    [[1, 2, 3], "stickers 1–3"],
    [[10, 1, 2, 3, 4, 5, 8], "stickers 1–5, 8 and 10"],
    [[3, 3, 4], "stickers 3 and 4"],
  ])("%j → %s", (numbers, text) => {
    expect(formatStickerNumbers(numbers)).toBe(text);
  });
});

describe("describeSheetStickerCut", () => {
  it.each([
    [{ shape: "die-cut", widthInches: 2, heightInches: 0.92 }, 'Die-cut 2" × 0.92"'],
    [{ shape: "circle", widthInches: 1, heightInches: 1 }, 'Circle 1"'],
    [{ shape: "square", widthInches: 1.5, heightInches: 1 }, 'Rectangle 1.5" × 1"'],
    [{ shape: "square", widthInches: 1, heightInches: 1 }, 'Square 1" × 1"'],
  ])("%j → %s", (cut, text) => {
    expect(describeSheetStickerCut(cut)).toBe(text);
  });
});

describe("summarizeSheetDesigns", () => {
  it("lists each design once, in the order of its first sticker, with its copies, cuts and sticker numbers", () => {
    const summary = summarizeSheetDesigns([
      sticker(3, 1, { shape: "circle", widthInches: 1, heightInches: 1 }),
      sticker(0, 1),
      sticker(1, 2),
      sticker(2, 1),
      sticker(4, 2, { shape: "square", widthInches: 1, heightInches: 1.5 }),
    ]);
    expect(summary).toEqual([
      {
        designId: 1,
        designName: "dolphin.png",
        copies: 3,
        stickerNumbers: [1, 3, 4],
        cuts: [
          { label: 'Die-cut 2" × 0.92"', copies: 2 },
          { label: 'Circle 1"', copies: 1 },
        ],
      },
      {
        designId: 2,
        designName: "saturn.png",
        copies: 2,
        stickerNumbers: [2, 5],
        cuts: [
          { label: 'Die-cut 2" × 0.92"', copies: 1 },
          { label: 'Rectangle 1" × 1.5"', copies: 1 },
        ],
      },
    ]);
  });

  it("is empty for a sheet without stickers", () => {
    expect(summarizeSheetDesigns([])).toEqual([]);
  });
});
