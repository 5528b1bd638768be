import { flattenPath } from "./flatten-path";
import type { PathSegment } from "./path-segments";

/** Chords per cubic Bézier when flattening: a circle of four arcs then loses under 0.01% of its area. */
const CURVE_STEPS = 64;

/**
 * The area a closed path encloses (shoelace over its outline, Béziers flattened), in the path's units
 * squared; every subpath is closed back to its start. Positive whichever way the path runs.
 */
export function measurePathArea(segments: readonly PathSegment[]): number {
  let twiceArea = 0;
  for (const ring of flattenPath(segments, CURVE_STEPS))
    ring.forEach((point, i) => {
      const next = ring[(i + 1) % ring.length]!;
      twiceArea += point.x * next.y - next.x * point.y;
    });
  return Math.abs(twiceArea) / 2;
}
