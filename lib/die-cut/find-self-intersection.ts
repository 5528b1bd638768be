import type { Point } from "./types";

/**
 * The first pair of edges of a closed ring that cross or touch (edge i runs from point i to point i+1),
 * or null when the ring is simple. Neighbouring edges may only share their common point. A sweep over
 * the edges sorted by their left end keeps it near O(n log n) for cut lines of a few thousand points.
 */
export function findSelfIntersection(ring: readonly Point[]): [number, number] | null {
  const n = ring.length;
  if (n < 3) return null;
  const edges = Array.from({ length: n }, (_, i) => {
    const a = ring[i] as Point;
    const b = ring[(i + 1) % n] as Point;
    return { i, a, b, minX: Math.min(a[0], b[0]), maxX: Math.max(a[0], b[0]) };
  });
  edges.sort((e, f) => e.minX - f.minX);
  const active: typeof edges = [];
  for (const edge of edges) {
    for (let k = active.length - 1; k >= 0; k--) {
      const other = active[k] as (typeof edges)[number];
      if (other.maxX < edge.minX) {
        active.splice(k, 1);
        continue;
      }
      if (edgesMeet(edge.i, other.i, n, ring)) return [Math.min(edge.i, other.i), Math.max(edge.i, other.i)];
    }
    active.push(edge);
  }
  return null;
}

function edgesMeet(i: number, j: number, n: number, ring: readonly Point[]): boolean {
  const a = ring[i] as Point;
  const b = ring[(i + 1) % n] as Point;
  const c = ring[j] as Point;
  const d = ring[(j + 1) % n] as Point;
  const adjacent = (i + 1) % n === j || (j + 1) % n === i;
  if (adjacent) {
    // Sharing one point is allowed; folding back along each other is not.
    const [p, q, r] = (i + 1) % n === j ? [a, b, d] : [c, d, b];
    return cross(p, q, r) === 0 && dot(q, p, r) > 0;
  }
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && onSegment(c, d, a)) ||
    (d2 === 0 && onSegment(c, d, b)) ||
    (d3 === 0 && onSegment(a, b, c)) ||
    (d4 === 0 && onSegment(a, b, d))
  );
}

/** Cross product of (q − p) × (r − p): which side of p→q the point r lies on. */
function cross(p: Point, q: Point, r: Point): number {
  return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
}

/** Dot product of (p − q) · (r − q): positive when p and r lie on the same side of q. */
function dot(q: Point, p: Point, r: Point): number {
  return (p[0] - q[0]) * (r[0] - q[0]) + (p[1] - q[1]) * (r[1] - q[1]);
}

function onSegment(p: Point, q: Point, r: Point): boolean {
  return (
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1])
  );
}
