import type { Paths64 } from "clipper2-ts";

/** An open interval of a line inside a region: from `start` to `end` along the line. */
export type Interval = { start: number; end: number };

/**
 * Where the line x = `at` (axis "x"; or y = `at`, axis "y") runs inside `region` (its rings filled nonzero),
 * as sorted, disjoint open intervals of y (or x). Exact: each edge crossing the line is counted once (the
 * half-open rule at vertices) with its direction, and the intervals are the stretches of nonzero winding.
 */
export function findInteriorIntervals(region: Paths64, axis: "x" | "y", at: number): Interval[] {
  const crossings: { along: number; winding: number }[] = [];
  for (const ring of region)
    for (let i = 0; i < ring.length; i++) {
      const p = ring[i]!;
      const q = ring[(i + 1) % ring.length]!;
      const [pa, qa, pb, qb] = axis === "x" ? [p.x, q.x, p.y, q.y] : [p.y, q.y, p.x, q.x];
      if (pa === qa) continue;
      if (!((pa <= at && at < qa) || (qa <= at && at < pa))) continue;
      crossings.push({ along: pb + ((at - pa) * (qb - pb)) / (qa - pa), winding: pa < qa ? 1 : -1 });
    }
  crossings.sort((a, b) => a.along - b.along);
  const intervals: Interval[] = [];
  let winding = 0;
  let start = 0;
  for (const crossing of crossings) {
    const before = winding;
    winding += crossing.winding;
    if (before === 0 && winding !== 0) start = crossing.along;
    else if (before !== 0 && winding === 0 && crossing.along > start) {
      const last = intervals.at(-1);
      if (last && last.end >= start) last.end = crossing.along;
      else intervals.push({ start, end: crossing.along });
    }
  }
  return intervals;
}

/** Whether `along` lies strictly inside one of `intervals` (on an end is touching: allowed). */
export const isInsideIntervals = (intervals: readonly Interval[], along: number) =>
  intervals.some((interval) => interval.start < along && along < interval.end);
