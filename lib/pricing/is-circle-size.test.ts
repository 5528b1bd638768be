import { isCircleSize } from "./is-circle-size";

describe("isCircleSize", () => {
  it.each([
    ['3" circle', true],
    ['3" Circle', true],
    ['CIRCLE 4"', true],
    ['2" circles', true],
    ['3" square', false],
    ['2"', false],
    ["2x4", false],
    ["circ", false],
    ["", false],
  ])("%p -> %p", (sizeName, expected) => {
    expect(isCircleSize(sizeName)).toBe(expected);
  });
});
