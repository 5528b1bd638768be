import { findWorkingSize } from "./find-working-size";

it.each([
  [600, 400, 600, 400],
  [1200, 1200, 1200, 1200],
  [4000, 4000, 1200, 1200],
  [4000, 3000, 1200, 900],
  [1000, 4001, 300, 1200],
  [10000, 3, 1200, 1],
])("%i × %i px works at %i × %i (scaled down to 1,200 px, never up)", (width, height, workWidth, workHeight) => {
  expect(findWorkingSize(width, height)).toEqual({ width: workWidth, height: workHeight });
});
