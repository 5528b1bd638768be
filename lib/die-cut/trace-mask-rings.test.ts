import { contours } from "d3-contour";
import { traceMaskRings } from "./trace-mask-rings";
import type { Point } from "./types";
import { makeSeededRandom } from "./__fixtures__/seeded-random";

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

/** Strictly inside (even-odd ray test). */
function contains(ring: Point[], [x, y]: Point): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Pairs [outer, inner] where every point of `inner` lies inside `outer`: a ring nested in another. */
function nestedPairs(rings: Point[][]): [number, number][] {
  const pairs: [number, number][] = [];
  rings.forEach((outer, i) =>
    rings.forEach((inner, j) => {
      if (i !== j && inner.every((point) => contains(outer, point))) pairs.push([i, j]);
    }),
  );
  return pairs;
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
    [
      "a ring round a ring round an island",
      [
        "...........",
        ".#########.",
        ".#.......#.",
        ".#.#####.#.",
        ".#.#...#.#.",
        ".#.#.#.#.#.",
        ".#.#...#.#.",
        ".#.#####.#.",
        ".#.......#.",
        ".#########.",
        "...........",
      ],
      1,
    ],
    // Its corner pixel missing, the ring's inside meets the page at a corner: a bay, not a hole (d3's
    // outside is 8-connected), so the island in it is a part of its own.
    [
      "a ring open at a corner, an island in the bay",
      [".........", ".#######.", ".#.....#.", ".#..#..#.", ".#.....#.", ".######..", "........."],
      2,
    ],
    ["a ring touching the image's edge, with an island", ["#####", "#...#", "#.#.#", "#...#", "#####"], 1],
  ])("%s gives its outer rings only", (_name, rows, rings) => {
    const { values, width, height } = mask(rows as string[]);
    expect(traceMaskRings(values, width, height, 0.5)).toHaveLength(rings as number);
  });

  it("keeps the outline of a soft-edged ring where it is when its hole is filled", () => {
    // An anti-aliased disc of radius 12 with a hole of radius 6 holding a dot: the outer line is the
    // same as the plain disc's, to the sub-pixel (the filling does not touch the edge's own values).
    const size = 31;
    const soft = (r: number, radius: number) => Math.max(0, Math.min(255, Math.round((radius + 0.5 - r) * 255)));
    const disc = Array.from({ length: size * size }, (_, i) =>
      soft(Math.hypot((i % size) - 15, Math.floor(i / size) - 15), 12),
    );
    const ring = disc.map((value, i) => {
      const r = Math.hypot((i % size) - 15, Math.floor(i / size) - 15);
      return r < 1.5 ? 255 : Math.min(value, 255 - soft(r, 6));
    });
    const traced = traceMaskRings(ring, size, size, 127.5);
    expect(traced).toHaveLength(1);
    expect(traced).toEqual(traceMaskRings(disc, size, size, 127.5));
  });

  it("joins blobs a closing bridges into one ring, and refuses past maxEdges only when closing", () => {
    const { values, width, height } = mask([
      "..............",
      ".####..####...",
      ".####..####...",
      ".####..####...",
      "..............",
    ]);
    expect(traceMaskRings(values, width, height, 0.5)).toHaveLength(2);
    expect(traceMaskRings(values, width, height, 0.5, { closingRadius: 1.5 })).toHaveLength(1);
    // The closed mask is one 10 × 3 block: 26 edges.
    expect(traceMaskRings(values, width, height, 0.5, { closingRadius: 1.5, maxEdges: 26 })).toHaveLength(1);
    expect(traceMaskRings(values, width, height, 0.5, { closingRadius: 1.5, maxEdges: 25 })).toBeNull();
    expect(traceMaskRings(values, width, height, 0.5, { maxEdges: 1 })).toHaveLength(2);
  });

  it.each([
    ["80 × 60 at 58%", 80, 60, 0.58, 11],
    ["64 × 64 at 65%", 64, 64, 0.65, 12],
    ["120 × 40 at 55%", 120, 40, 0.55, 13],
  ])("never gives a ring inside another, on a seeded random mask %s", (_name, width, height, density, seed) => {
    const random = makeSeededRandom(seed);
    const values = Array.from({ length: width * height }, () => (random() < density ? 1 : 0));
    // The mask has islands in holes (so the test can fail): d3 alone gives polygons inside others' holes.
    const raw = contours()
      .size([width, height])
      .contour(values, 0.5)
      .coordinates.map(([outer]) => (outer ?? []).slice(0, -1) as Point[]);
    expect(nestedPairs(raw).length).toBeGreaterThan(0);

    const rings = traceMaskRings(values, width, height, 0.5);
    expect(rings).not.toBeNull();
    expect(rings!.length).toBeGreaterThan(1);
    expect(nestedPairs(rings!)).toEqual([]);
  });
});
