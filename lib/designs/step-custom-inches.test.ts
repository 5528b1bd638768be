import { stepCustomInches } from "./step-custom-inches";

describe("stepCustomInches", () => {
  it.each([
    ["3", 1, 3.25],
    ["3", -1, 2.75],
    ["2.3", 1, 2.5],
    ["2.3", -1, 2.25],
    ["1", -1, 1],
    ["12", 1, 12],
    ["11.9", 1, 12],
    ["40", -1, 12],
    ["0.5", 1, 1],
    ["", 1, 1],
    ["abc", -1, 1],
    ["2,5", 1, 2.75],
  ] as const)("%p stepped %i is %p", (text, direction, expected) => {
    expect(stepCustomInches(text, direction)).toBe(expected);
  });
});
