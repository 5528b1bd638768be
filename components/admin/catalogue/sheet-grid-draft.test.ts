import { addTier, isCellChanged, removeTier, setCell } from "./price-grid-draft";
import { draftOfSheetGrid, isSheetDraftChanged, sheetGridOfDraft } from "./sheet-grid-draft";

const SAVED = draftOfSheetGrid({
  quantities: [10, 25],
  tables: [
    { sheetSizeId: 1, totals: ["22.00", "40.00"] },
    { sheetSizeId: 2, totals: ["30.00", "55.00"] },
  ],
});

describe("sheet grid draft", () => {
  it("sends back what it was given, sheet sizes in the order asked, and is unchanged", () => {
    expect(sheetGridOfDraft(SAVED, [2, 1])).toEqual({
      quantities: [10, 25],
      tables: [
        { sheetSizeId: 2, totals: ["30.00", "55.00"] },
        { sheetSizeId: 1, totals: ["22.00", "40.00"] },
      ],
    });
    expect(isSheetDraftChanged(SAVED, SAVED, [1, 2])).toBe(false);
  });

  it("a new tier goes in its place with empty cells; typed dollars are sent with cents", () => {
    const added = addTier(SAVED, 50);
    if ("error" in added) throw new Error(added.error);
    const typed = setCell(added, 1, 50, "$64.5");
    expect(sheetGridOfDraft(typed, [1, 2])).toEqual({
      quantities: [10, 25, 50],
      tables: [
        { sheetSizeId: 1, totals: ["22.00", "40.00", "64.50"] },
        { sheetSizeId: 2, totals: ["30.00", "55.00", ""] },
      ],
    });
    expect(isCellChanged(typed, SAVED, 2, 50)).toBe(true);
    expect(isSheetDraftChanged(typed, SAVED, [1, 2])).toBe(true);
  });

  it("a removed tier leaves the others' prices where they were, and a size just added sends empty totals", () => {
    expect(sheetGridOfDraft(removeTier(SAVED, 10), [1, 3]).tables).toEqual([
      { sheetSizeId: 1, totals: ["40.00"] },
      { sheetSizeId: 3, totals: [""] },
    ]);
  });

  it("a cell typed back to its saved amount is not a change", () => {
    const edited = setCell(SAVED, 2, 25, "55");
    expect(isCellChanged(edited, SAVED, 2, 25)).toBe(false);
    expect(isSheetDraftChanged(edited, SAVED, [1, 2])).toBe(false);
  });
});
