import type { Point } from "./types";

/** The convex hull of the points (Andrew's monotone chain), clockwise on screen (y down), no repeats. */
export function computeConvexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  if (sorted.length < 3) return sorted;
  const turn = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const build = (sequence: Point[]) => {
    const chain: Point[] = [];
    for (const p of sequence) {
      while (chain.length >= 2 && turn(chain[chain.length - 2] as Point, chain[chain.length - 1] as Point, p) <= 0)
        chain.pop();
      chain.push(p);
    }
    chain.pop();
    return chain;
  };
  // Counter-clockwise in y-up terms, i.e. a positive shoelace area: clockwise on screen with y down.
  return [...build(sorted), ...build([...sorted].reverse())];
}
