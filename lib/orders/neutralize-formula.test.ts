import { isFormulaLike, neutralizeFormula } from "./neutralize-formula";

describe("neutralizeFormula", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ["+1 702-555-0100", "'+1 702-555-0100"],
    ["-2", "'-2"],
    ["@cmd", "'@cmd"],
    ["\tindented", "'\tindented"],
    ["\rreturn", "'\rreturn"],
    ["==", "'=="],
  ])("prefixes the formula-like %j", (value, expected) => {
    expect(isFormulaLike(value)).toBe(true);
    expect(neutralizeFormula(value)).toBe(expected);
  });

  it.each([
    [""],
    ["Ada Lovelace"],
    ["a=b"],
    [" =1+1"], // not at the start: spreadsheets read text
    ["'=already quoted"],
    ["#42-112126"],
    ["92.00"],
    ["0"],
    ["\nnew line first"],
    ["ada@example.com"],
  ])("keeps %j as it is", (value) => {
    expect(isFormulaLike(value)).toBe(false);
    expect(neutralizeFormula(value)).toBe(value);
  });
});
