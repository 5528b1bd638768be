import { readSheetSticker, type SheetStickerRow } from "./read-sheet-sticker";
import { toSheetStickerColumns } from "./sheet-sticker";

const ROW: SheetStickerRow = {
  position: 3,
  designId: 9,
  shape: "die-cut",
  widthInches: 2,
  heightInches: 1.05,
  cutLine: "M0 0L2 0L2 1.05Z",
  xInches: 0.125,
  yInches: 4.5,
  rotation: 270,
};

describe("readSheetSticker", () => {
  it("reads a stored sticker as it was frozen, and writes back the same columns", () => {
    const sticker = readSheetSticker(ROW);
    expect(sticker).toEqual(ROW);
    expect(toSheetStickerColumns(sticker)).toEqual(ROW);
  });

  it("drops what is not a sticker's column (ids of the row, its cart line or order)", () => {
    const withIds = { ...ROW, id: 1, cartItemId: 2, orderId: null } as SheetStickerRow;
    expect(Object.keys(toSheetStickerColumns(readSheetSticker(withIds))).sort()).toEqual(Object.keys(ROW).sort());
  });

  it.each([
    [{ shape: "star" }, /Unknown sticker shape/],
    [{ rotation: 45 }, /Unknown sheet sticker turn/],
  ])("refuses a row the schema's checks would never hold: %j", (change, message) => {
    expect(() => readSheetSticker({ ...ROW, ...change })).toThrow(message);
  });
});
