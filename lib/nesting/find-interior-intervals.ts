import type { Paths64 } from "clipper2-ts";

/** An open interval of a line inside a region: from `start` to `end` along the line. */
export type Interval = { start: number; end: number };

/**
 * A region's edges for one axis, bucketed by the stretch of that axis each spans: a line meets only the edges
 * of its bucket. Lattice and lift searches ask hundreds of lines of the same region (a no-fit polygon of
 * thousands of edges), so the scan of every edge per line was most of their time.
 */
type EdgeIndex = {
  low: number;
  high: number;
  buckets: number[][];
  /** The bucket of a line at `at` (low ≤ at < high). */
  bucketAt: (at: number) => number;
  /** Per edge: its start and end along the axis (a), and across it (b). */
  pa: Float64Array;
  qa: Float64Array;
  pb: Float64Array;
  qb: Float64Array;
};

/** Edges per bucket aimed at, and the most buckets an index keeps. */
const EDGES_PER_BUCKET = 4;
const MAX_BUCKETS = 1024;
/**
 * The most buckets an edge is filed in on average: a region of long edges each spanning most of its range
 * (a zigzag across it) gets wider buckets, so the index stays near linear in the edges whatever the shape.
 */
const MAX_BUCKETS_PER_EDGE = 16;

const indexes = { x: new WeakMap<Paths64, EdgeIndex>(), y: new WeakMap<Paths64, EdgeIndex>() };

function indexOf(region: Paths64, axis: "x" | "y"): EdgeIndex {
  const known = indexes[axis].get(region);
  if (known) return known;
  const count = region.reduce((sum, ring) => sum + ring.length, 0);
  const [pa, qa, pb, qb] = [count, count, count, count].map((n) => new Float64Array(n)) as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  let edges = 0;
  let spans = 0;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const ring of region)
    for (let i = 0; i < ring.length; i++) {
      const p = ring[i]!;
      const q = ring[(i + 1) % ring.length]!;
      const [a0, a1, b0, b1] = axis === "x" ? [p.x, q.x, p.y, q.y] : [p.y, q.y, p.x, q.x];
      if (a0 === a1) continue; // along the line: never crosses it
      [pa[edges], qa[edges], pb[edges], qb[edges]] = [a0, a1, b0, b1];
      low = Math.min(low, a0, a1);
      high = Math.max(high, a0, a1);
      spans += Math.abs(a1 - a0);
      edges++;
    }
  const byEdges = Math.ceil(edges / EDGES_PER_BUCKET);
  const bySpans = Math.floor((MAX_BUCKETS_PER_EDGE * edges * (high - low)) / Math.max(1, spans));
  const bucketCount = Math.max(1, Math.min(MAX_BUCKETS, byEdges, bySpans));
  const bucketWidth = edges === 0 ? 1 : Math.max(1, (high - low) / bucketCount);
  const bucketAt = (at: number) => Math.min(bucketCount - 1, Math.floor((at - low) / bucketWidth));
  const buckets: number[][] = Array.from({ length: bucketCount }, () => []);
  for (let edge = 0; edge < edges; edge++) {
    const last = bucketAt(Math.max(pa[edge]!, qa[edge]!));
    for (let bucket = bucketAt(Math.min(pa[edge]!, qa[edge]!)); bucket <= last; bucket++) buckets[bucket]!.push(edge);
  }
  const index = { low, high, buckets, bucketAt, pa, qa, pb, qb };
  indexes[axis].set(region, index);
  return index;
}

/**
 * Where the line x = `at` (axis "x"; or y = `at`, axis "y") runs inside `region` (its rings filled nonzero),
 * as sorted, disjoint open intervals of y (or x). Exact: each edge crossing the line is counted once (the
 * half-open rule at vertices) with its direction, and the intervals are the stretches of nonzero winding.
 * The region's edges are indexed on its first query per axis (kept while the region lives): a region must
 * not be changed once asked about.
 */
export function findInteriorIntervals(region: Paths64, axis: "x" | "y", at: number): Interval[] {
  const { low, high, buckets, bucketAt, pa, qa, pb, qb } = indexOf(region, axis);
  if (!(at >= low && at < high)) return [];
  const crossings: { along: number; winding: number }[] = [];
  for (const edge of buckets[bucketAt(at)]!) {
    const [a0, a1] = [pa[edge]!, qa[edge]!];
    if (!((a0 <= at && at < a1) || (a1 <= at && at < a0))) continue;
    crossings.push({ along: pb[edge]! + ((at - a0) * (qb[edge]! - pb[edge]!)) / (a1 - a0), winding: a0 < a1 ? 1 : -1 });
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
