import { findSizeBandIndex, SIZE_BANDS } from "./size-bands";

describe("findSizeBandIndex", () => {
  it.each([
    [1, 1, 'Up to 2"'],
    [2, 2, 'Up to 2"'], // the upper bound is inclusive
    [2.004, 1.5, 'Up to 2"'], // 2.004" reads 2" to the hundredth
    [1.9999999999, 2.0000000001, 'Up to 2"'], // float noise on the edge
    [2.005, 1, '2–3"'], // reads 2.01"
    [2.01, 2.01, '2–3"'],
    [3, 2.41, '2–3"'], // the longer side decides
    [2.41, 3, '2–3"'],
    [3.01, 0.5, '3–4"'],
    [4, 4, '3–4"'],
    [4.5, 1, '4–6"'],
    [6, 6, '4–6"'],
    [6.01, 2, 'Over 6"'],
    [12, 12, 'Over 6"'],
  ])("%p × %p is %s", (width, height, label) => {
    expect(SIZE_BANDS[findSizeBandIndex(width, height)]!.label).toBe(label);
  });
});
