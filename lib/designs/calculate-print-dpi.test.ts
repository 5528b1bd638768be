import { calculatePrintDpi, ratePrintQuality } from "./calculate-print-dpi";

describe("calculatePrintDpi", () => {
  it.each([
    [{ width: 900, height: 900 }, { width: 3, height: 3 }, 300],
    [{ width: 600, height: 600 }, { width: 2, height: 2 }, 300],
    [{ width: 1200, height: 600 }, { width: 4, height: 4 }, 300],
    [{ width: 800, height: 400 }, { width: 4, height: 4 }, 200],
    [{ width: 600, height: 1200 }, { width: 2, height: 4 }, 300],
    [{ width: 1000, height: 400 }, { width: 2, height: 4 }, 500],
    [{ width: 200, height: 400 }, { width: 2, height: 4 }, 100],
    [{ width: 449, height: 449 }, { width: 3, height: 3 }, 149],
    [{ width: 0, height: 100 }, { width: 3, height: 3 }, 0],
    [{ width: 100, height: 100 }, { width: 0, height: 3 }, 0],
  ])("%o over %o inches is %i dpi", (pixels, inches, dpi) => {
    expect(calculatePrintDpi(pixels, inches)).toBe(dpi);
  });
});

describe("ratePrintQuality", () => {
  it.each([
    [600, "great"],
    [300, "great"],
    [299, "fair"],
    [150, "fair"],
    [149, "low"],
    [0, "low"],
  ])("%i dpi is %s", (dpi, quality) => {
    expect(ratePrintQuality(dpi)).toBe(quality);
  });
});
