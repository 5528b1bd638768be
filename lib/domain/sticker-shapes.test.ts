import { formatCustomSizeName, isCustomSizeInches, readInchesText } from "./sticker-shapes";

describe("readInchesText", () => {
  it.each([
    ["3", 3],
    [" 2.5 ", 2.5],
    ["2,5", 2.5],
    ["2.", 2],
    [".75", 0.75],
    ["12.00", 12],
  ])("reads %p as %p", (text, inches) => {
    expect(readInchesText(text)).toBe(inches);
  });

  it.each(["", "  ", "abc", "1e1", "0x10", "-3", "2.5.1", "3in", "Infinity"])("does not read %p", (text) => {
    expect(readInchesText(text)).toBeNaN();
  });

  it("feeds the custom size rule", () => {
    expect(isCustomSizeInches(readInchesText("2,25"))).toBe(true);
    expect(isCustomSizeInches(readInchesText("2.2"))).toBe(false);
    expect(isCustomSizeInches(readInchesText(""))).toBe(false);
  });
});

describe("formatCustomSizeName", () => {
  it("names the shop's custom sizes", () => {
    expect(formatCustomSizeName("die-cut", 3, 2.4)).toBe('Die-cut 3" × 2.4"');
    expect(formatCustomSizeName("circle", 3.5, 3.5)).toBe('Circle 3.5"');
    expect(formatCustomSizeName("square", 2.5, 3)).toBe('Square 2.5" × 3"');
  });
});
