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
  it.each([
    ["die-cut", 3, 2.4, 'Die-cut 3" × 2.4"'],
    ["die-cut", 3, 3, 'Die-cut 3" × 3"'],
    ["circle", 3.5, 3.5, 'Circle 3.5"'],
    ["square", 3, 3, 'Square 3" × 3"'],
    ["square", 3.25, 3.25, 'Square 3.25" × 3.25"'],
    ["square", 2.5, 3.5, 'Rectangle 2.5" × 3.5"'],
    ["square", 2.5, 3, 'Rectangle 2.5" × 3"'],
    ["square", 4, 2, 'Rectangle 4" × 2"'],
  ] as const)("a %s of %d × %d in is named %j", (shape, width, height, name) => {
    expect(formatCustomSizeName(shape, width, height)).toBe(name);
  });
});
