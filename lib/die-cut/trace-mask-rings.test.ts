import { traceMaskRings } from "./trace-mask-rings";

/** A mask from rows of "#" (1) and "." (0). */
function mask(rows: string[]) {
  return {
    values: rows
      .join("")
      .split("")
      .map((cell) => (cell === "#" ? 1 : 0)),
    width: rows[0]!.length,
    height: rows.length,
  };
}

describe("traceMaskRings", () => {
  it.each([
    ["one blob", ["......", ".##...", ".##...", "......"], 1],
    ["two blobs apart", ["........", ".##..##.", ".##..##.", "........"], 2],
    // The island lies in the ring's hole: the cut line fills the hole, so only the ring's outline counts.
    [
      "a ring with an island in its hole",
      [".........", ".#######.", ".#.....#.", ".#..#..#.", ".#.....#.", ".#######.", "........."],
      1,
    ],
  ])("%s gives its outer rings only", (_name, rows, rings) => {
    const { values, width, height } = mask(rows as string[]);
    expect(traceMaskRings(values, width, height, 0.5)).toHaveLength(rings as number);
  });
});
