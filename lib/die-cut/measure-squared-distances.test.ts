import { measureSquaredDistances } from "./measure-squared-distances";
import { makeSeededRandom } from "./__fixtures__/seeded-random";

/** A width × height grid of 0 and 1: each cell 1 with probability `density` (seeded). */
function randomGrid(width: number, height: number, density: number, seed: number): Uint8Array {
  const random = makeSeededRandom(seed);
  return Uint8Array.from({ length: width * height }, () => (random() < density ? 1 : 0));
}

/** A grid with 1 only at the listed cells. */
function gridWith(width: number, height: number, cells: [number, number][]): Uint8Array {
  const grid = new Uint8Array(width * height);
  for (const [x, y] of cells) grid[y * width + x] = 1;
  return grid;
}

/** O(n²): every cell against every target cell; Infinity where there is none. */
function bruteForce(grid: Uint8Array, width: number, height: number, target: number): number[] {
  const targets: [number, number][] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (grid[y * width + x] === target) targets.push([x, y]);
  const distances: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let best = Infinity;
      for (const [tx, ty] of targets) best = Math.min(best, (x - tx) * (x - tx) + (y - ty) * (y - ty));
      distances.push(best);
    }
  return distances;
}

/** Larger than any squared distance within a working copy (1200 px on its long side): 2 × 1200² < 3e6. */
const HUGE = 1e12;

type Case = [name: string, grid: Uint8Array, width: number, height: number];
const CASES: Case[] = [
  ["17 × 11, empty", new Uint8Array(17 * 11), 17, 11],
  ["17 × 11, full", new Uint8Array(17 * 11).fill(1), 17, 11],
  ["17 × 11, a single pixel inside", gridWith(17, 11, [[6, 4]]), 17, 11],
  ["17 × 11, a single pixel in a corner", gridWith(17, 11, [[16, 10]]), 17, 11],
  [
    "17 × 11, one pixel per far corner (columns with none between)",
    gridWith(17, 11, [
      [0, 0],
      [16, 10],
    ]),
    17,
    11,
  ],
  ["17 × 11, 3% (seed 1)", randomGrid(17, 11, 0.03, 1), 17, 11],
  ["17 × 11, 30% (seed 2)", randomGrid(17, 11, 0.3, 2), 17, 11],
  ["17 × 11, 80% (seed 3)", randomGrid(17, 11, 0.8, 3), 17, 11],
  ["11 × 17, 10% (seed 4)", randomGrid(11, 17, 0.1, 4), 11, 17],
  ["31 × 23, 1% (seed 5)", randomGrid(31, 23, 0.01, 5), 31, 23],
  ["31 × 23, 50% (seed 6)", randomGrid(31, 23, 0.5, 6), 31, 23],
  ["1 × 1, empty", new Uint8Array(1), 1, 1],
  ["1 × 1, full", new Uint8Array(1).fill(1), 1, 1],
  ["1 × 13, 20% (seed 7)", randomGrid(1, 13, 0.2, 7), 1, 13],
  ["13 × 1, 20% (seed 8)", randomGrid(13, 1, 0.2, 8), 13, 1],
];

describe.each([1, 0])("measureSquaredDistances to the cells equal to %s", (target) => {
  it.each(CASES)("%s: equals the brute-force distances exactly", (_name, grid, width, height) => {
    const expected = bruteForce(grid, width, height, target);
    const measured = Array.from(measureSquaredDistances(grid, width, height, target));
    expect(measured).toHaveLength(width * height);
    if (expected.every((value) => value === Infinity)) {
      // No target cell anywhere: every distance stands for "none", far beyond any on the grid.
      for (const value of measured) expect(value).toBeGreaterThan(HUGE);
    } else {
      expect(measured).toEqual(expected);
    }
  });
});
