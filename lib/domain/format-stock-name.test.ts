import { formatStockName } from "./format-stock-name";

describe("formatStockName", () => {
  it("names the material and finish together", () => {
    expect(formatStockName({ materialName: "Clear vinyl", finishName: "Matte laminate" })).toBe(
      "Clear vinyl · Matte laminate",
    );
  });

  it("leaves out a name an older order lacks, and says nothing when it has neither (#36)", () => {
    expect(formatStockName({ materialName: "White vinyl", finishName: null })).toBe("White vinyl");
    expect(formatStockName({ materialName: " ", finishName: "Gloss laminate" })).toBe("Gloss laminate");
    expect(formatStockName({ materialName: null, finishName: undefined })).toBe("");
    expect(formatStockName({})).toBe("");
  });
});
