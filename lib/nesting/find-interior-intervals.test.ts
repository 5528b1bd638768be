import type { Paths64 } from "clipper2-ts";
import { findInteriorIntervals, isInsideIntervals } from "./find-interior-intervals";

const square: Paths64 = [
  [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ],
];
/** A U: two prongs 0–3 and 7–10 wide, joined below y = 7. */
const cup: Paths64 = [
  [
    { x: 0, y: 0 },
    { x: 3, y: 0 },
    { x: 3, y: 7 },
    { x: 7, y: 7 },
    { x: 7, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ],
];
/** Two squares overlapping (nonzero: one region), wound the same way. */
const overlapping: Paths64 = [square[0]!, square[0]!.map((p) => ({ x: p.x + 5, y: p.y }))];

describe("findInteriorIntervals", () => {
  it.each([
    { name: "a square across its middle", region: square, axis: "x" as const, at: 5, expected: [[0, 10]] },
    { name: "a square along y = 5", region: square, axis: "y" as const, at: 5, expected: [[0, 10]] },
    { name: "outside the square", region: square, axis: "x" as const, at: 12, expected: [] },
    { name: "a U's prong", region: cup, axis: "x" as const, at: 1, expected: [[0, 10]] },
    { name: "a U's gap", region: cup, axis: "x" as const, at: 5, expected: [[7, 10]] },
    {
      name: "across a U's prongs",
      region: cup,
      axis: "y" as const,
      at: 2,
      expected: [
        [0, 3],
        [7, 10],
      ],
    },
    {
      name: "two overlapping squares are one stretch",
      region: overlapping,
      axis: "y" as const,
      at: 5,
      expected: [[0, 15]],
    },
  ])("$name", ({ region, axis, at, expected }) => {
    expect(findInteriorIntervals(region, axis, at).map((i) => [i.start, i.end])).toEqual(expected);
  });

  it("treats the ends as touching, not inside", () => {
    const intervals = findInteriorIntervals(square, "x", 5);
    expect([0, 10, -1, 11].map((y) => isInsideIntervals(intervals, y))).toEqual([false, false, false, false]);
    expect(isInsideIntervals(intervals, 5)).toBe(true);
  });
});

/** The plain scan of every edge, as findInteriorIntervals did before it indexed them: the oracle below. */
function scanEveryEdge(region: Paths64, axis: "x" | "y", at: number) {
  const crossings: { along: number; winding: number }[] = [];
  for (const ring of region)
    ring.forEach((p, i) => {
      const q = ring[(i + 1) % ring.length]!;
      const [pa, qa, pb, qb] = axis === "x" ? [p.x, q.x, p.y, q.y] : [p.y, q.y, p.x, q.x];
      if (pa !== qa && ((pa <= at && at < qa) || (qa <= at && at < pa)))
        crossings.push({ along: pb + ((at - pa) * (qb - pb)) / (qa - pa), winding: pa < qa ? 1 : -1 });
    });
  crossings.sort((a, b) => a.along - b.along);
  const stretches: [number, number][] = [];
  let winding = 0;
  let start = 0;
  for (const { along, winding: turn } of crossings) {
    const before = winding;
    winding += turn;
    if (before === 0 && winding !== 0) start = along;
    else if (before !== 0 && winding === 0 && along > start) {
      const last = stretches.at(-1);
      if (last && last[1] >= start) last[1] = along;
      else stretches.push([start, along]);
    }
  }
  return stretches;
}

/** A ring of `points` vertices at random radii around a centre (integers, so lines through vertices occur). */
function randomRing(random: () => number, points: number, centre: { x: number; y: number }, radius: number) {
  return Array.from({ length: points }, (_, i) => {
    const angle = (2 * Math.PI * i) / points;
    const r = radius * (0.3 + 0.7 * random());
    return { x: Math.round(centre.x + r * Math.cos(angle)), y: Math.round(centre.y + r * Math.sin(angle)) };
  });
}

describe("findInteriorIntervals on indexed edges", () => {
  it("answers as a scan of every edge on a zigzag whose 2,000 edges each span the whole width", () => {
    // Every edge would fall in every bucket: the index takes wider buckets instead (MAX_BUCKETS_PER_EDGE).
    const zigzag = Array.from({ length: 1000 }, (_, i) => [
      { x: 0, y: i * 10 },
      { x: 100_000, y: i * 10 + 5 },
    ]).flat();
    const region: Paths64 = [[...zigzag, { x: 0, y: 10_000 }]];
    for (const axis of ["x", "y"] as const)
      for (const at of [0, 1, 777, 50_000, 99_999, 100_000, 4_995, 5_000])
        expect(findInteriorIntervals(region, axis, at).map((i) => [i.start, i.end])).toEqual(
          scanEveryEdge(region, axis, at),
        );
  });

  it.each([1, 2, 3, 4, 5])("answers as a scan of every edge, on random regions (seed %i)", (seed) => {
    let state = seed;
    const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const region: Paths64 = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
      randomRing(random, 3 + Math.floor(random() * 400), { x: random() * 200, y: random() * 200 }, 20 + random() * 200),
    );
    const box = region.flat();
    for (const axis of ["x", "y"] as const) {
      const values = box.map((p) => p[axis]);
      const [low, high] = [Math.min(...values), Math.max(...values)];
      // Every vertex's line (the half-open rule), the ends and beyond, and lines in between.
      const lines = [
        ...values,
        low - 1,
        low,
        high,
        high + 1,
        ...Array.from({ length: 200 }, () => low + random() * (high - low)),
      ];
      for (const at of lines)
        expect(findInteriorIntervals(region, axis, at).map((i) => [i.start, i.end])).toEqual(
          scanEveryEdge(region, axis, at),
        );
    }
  });
});
