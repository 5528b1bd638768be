import { computePrintBoxes } from "./compute-print-boxes";

describe("computePrintBoxes", () => {
  // [width in, height in, MediaBox, TrimBox] (points: 72 a inch, bleed 1/8" = 9 pt)
  it.each([
    [3, 3, [0, 0, 234, 234], [9, 9, 225, 225]],
    [2, 4, [0, 0, 162, 306], [9, 9, 153, 297]],
    [1, 1, [0, 0, 90, 90], [9, 9, 81, 81]],
    [12, 12, [0, 0, 882, 882], [9, 9, 873, 873]],
    [3, 2.41, [0, 0, 234, 191.52], [9, 9, 225, 182.52]],
  ])("%p × %p in: MediaBox %p, TrimBox %p", (widthInches, heightInches, mediaBox, trimBox) => {
    const boxes = computePrintBoxes({ widthInches, heightInches });
    boxes.mediaBox.forEach((value, i) => expect(value).toBeCloseTo(mediaBox[i] as number, 9));
    boxes.trimBox.forEach((value, i) => expect(value).toBeCloseTo(trimBox[i] as number, 9));
    expect(boxes.bleedBox).toEqual(boxes.mediaBox);
    expect(boxes.bleed).toBe(9);
    expect(boxes.pageWidth).toBeCloseTo(mediaBox[2] as number, 9);
    expect(boxes.pageHeight).toBeCloseTo(mediaBox[3] as number, 9);
    expect(boxes.trimWidth).toBeCloseTo(widthInches * 72, 9);
    expect(boxes.trimHeight).toBeCloseTo(heightInches * 72, 9);
  });

  it("takes another bleed, or none", () => {
    expect(computePrintBoxes({ widthInches: 2, heightInches: 2 }, 0.25).mediaBox).toEqual([0, 0, 180, 180]);
    expect(computePrintBoxes({ widthInches: 2, heightInches: 2 }, 0).trimBox).toEqual([0, 0, 144, 144]);
  });

  it.each([
    [0, 3],
    [3, -1],
    [Number.NaN, 3],
    [3, Number.POSITIVE_INFINITY],
  ])("refuses the size %p × %p", (widthInches, heightInches) => {
    expect(() => computePrintBoxes({ widthInches, heightInches })).toThrow(RangeError);
  });

  it("refuses a negative bleed", () => {
    expect(() => computePrintBoxes({ widthInches: 2, heightInches: 2 }, -0.1)).toThrow(RangeError);
  });
});
