import { findCustomInchesError } from "./find-custom-inches-error";

describe("findCustomInchesError", () => {
  it.each([
    ["2.75", "Height", null],
    ["", "Height", "Height is required"],
    ["two", "Diameter", "Diameter must be a number of inches, like 2.5"],
    ["12.5", "Longest side", 'Longest side must be at most 12".'],
    ["12.1", "Longest side", 'Longest side must be at most 12".'],
    ["0.5", "Longest side", 'Longest side must be at least 1".'],
    ["3.1", "Longest side", 'Longest side must be in steps of 0.25", like 3" or 3.25".'],
    ["", "Longest side", "Longest side is required"],
  ])("%p as %s → %p", (text, name, message) => {
    expect(findCustomInchesError(text, name)).toBe(message);
  });
});
