import {
  addTier,
  draftOfGrid,
  gridOfDraft,
  isCellChanged,
  isDraftChanged,
  normaliseDollars,
  removeTier,
  setCell,
} from "./price-grid-draft";

const SAVED = draftOfGrid({
  quantities: [50, 100],
  tables: [
    { sizeId: 1, totals: ["50.00", "85.00"] },
    { sizeId: 2, totals: ["50.00", "90.00"] },
  ],
  roundedCornersFee: "0.05",
});

describe("price grid draft", () => {
  it("sends back what it was given, sizes in the order asked", () => {
    expect(gridOfDraft(SAVED, [2, 1])).toEqual({
      quantities: [50, 100],
      tables: [
        { sizeId: 2, totals: ["50.00", "90.00"] },
        { sizeId: 1, totals: ["50.00", "85.00"] },
      ],
      roundedCornersFee: "0.05",
    });
    expect(isDraftChanged(SAVED, SAVED, [1, 2])).toBe(false);
  });

  it("a new tier goes in its place with empty cells, the other tiers keep their prices", () => {
    const added = addTier(SAVED, 75);
    if ("error" in added) throw new Error(added.error);
    expect(gridOfDraft(added, [1])).toEqual({
      quantities: [50, 75, 100],
      tables: [{ sizeId: 1, totals: ["50.00", "", "85.00"] }],
      roundedCornersFee: "0.05",
    });
    expect(isCellChanged(added, SAVED, 1, 75)).toBe(true);
    expect(isCellChanged(added, SAVED, 1, 100)).toBe(false);
  });

  it("refuses a tier that is already there", () => {
    expect(addTier(SAVED, 100)).toEqual({ error: "There is already a 100 tier." });
    expect(addTier({ ...SAVED, quantities: [50, 1000] }, 1000)).toEqual({ error: "There is already a 1,000 tier." });
  });

  it("a removed tier leaves the others' prices where they were", () => {
    expect(gridOfDraft(removeTier(SAVED, 50), [1, 2]).tables).toEqual([
      { sizeId: 1, totals: ["85.00"] },
      { sizeId: 2, totals: ["90.00"] },
    ]);
  });

  it("a size without a table (just added) sends empty totals", () => {
    expect(gridOfDraft(SAVED, [3]).tables).toEqual([{ sizeId: 3, totals: ["", ""] }]);
  });

  it("marks a changed cell and only that one", () => {
    const edited = setCell(SAVED, 2, 100, "95");
    expect(isCellChanged(edited, SAVED, 2, 100)).toBe(true);
    expect(isCellChanged(edited, SAVED, 2, 50)).toBe(false);
    expect(isCellChanged(edited, SAVED, 1, 100)).toBe(false);
    expect(isDraftChanged(edited, SAVED, [1, 2])).toBe(true);
    expect(isCellChanged(setCell(SAVED, 2, 100, "90"), SAVED, 2, 100)).toBe(false);
  });

  it.each([
    ["60", "60.00"],
    [" 90.5 ", "90.50"],
    ["$12.34", "12.34"],
    ["", ""],
    ["-5", "-5"],
    ["12.345", "12.345"],
    ["abc", "abc"],
  ])("dollars %j are sent as %j", (typed, sent) => {
    expect(normaliseDollars(typed)).toBe(sent);
  });
});
