import type { PathSegment } from "./path-segments";

/** Chords per cubic Bézier when flattening: a circle of four arcs then loses under 0.01% of its area. */
const CURVE_STEPS = 64;

/**
 * The area a closed path encloses (shoelace over its outline, Béziers flattened), in the path's units
 * squared; every subpath is closed back to its start. Positive whichever way the path runs.
 */
export function measurePathArea(segments: readonly PathSegment[]): number {
  let twiceArea = 0;
  let startX = 0;
  let startY = 0;
  let x = 0;
  let y = 0;
  const edge = (toX: number, toY: number) => {
    twiceArea += x * toY - toX * y;
    x = toX;
    y = toY;
  };
  for (const segment of segments) {
    if (segment.op === "M") {
      edge(startX, startY); // closes the previous subpath (a no-op when already closed)
      startX = x = segment.x;
      startY = y = segment.y;
    } else if (segment.op === "L") edge(segment.x, segment.y);
    else if (segment.op === "C") {
      const [x0, y0] = [x, y];
      for (let step = 1; step <= CURVE_STEPS; step += 1) {
        const t = step / CURVE_STEPS;
        const u = 1 - t;
        const a = u * u * u;
        const b = 3 * u * u * t;
        const c = 3 * u * t * t;
        const d = t * t * t;
        edge(
          a * x0 + b * segment.x1 + c * segment.x2 + d * segment.x,
          a * y0 + b * segment.y1 + c * segment.y2 + d * segment.y,
        );
      }
    } else edge(startX, startY);
  }
  edge(startX, startY);
  return Math.abs(twiceArea) / 2;
}
