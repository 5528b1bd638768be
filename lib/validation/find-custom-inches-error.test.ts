import { findCustomInchesError } from "./find-custom-inches-error";

describe("findCustomInchesError", () => {
  it.each([
    ["2.75", "Height", null],
    ["", "Height", "Height is required"],
    ["two", "Diameter", "Diameter must be a number of inches, like 2.5"],
    ["12.5", "Longest side", 'Longest side: Custom sizes go from 1" to 12" in steps of 0.25".'],
  ])("%p as %s → %p", (text, name, message) => {
    expect(findCustomInchesError(text, name)).toBe(message);
  });
});
