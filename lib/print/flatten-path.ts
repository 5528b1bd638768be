import type { PathSegment } from "./path-segments";

export type FlatPoint = { x: number; y: number };
export type Curve = Extract<PathSegment, { op: "C" }>;

/**
 * A path's subpaths as point lists in its own units, each from its move-to, cubic Béziers split into
 * `curveSteps` chords (a number, or chosen per curve from its start point and the curve); a close (Z) only
 * ends its subpath (every list is a closed ring, first point not repeated). The one flattening of the
 * cut-path measures and geometry (its area, the White plate, nesting).
 */
export function flattenPath(
  segments: readonly PathSegment[],
  curveSteps: number | ((from: FlatPoint, curve: Curve) => number),
): FlatPoint[][] {
  const rings: FlatPoint[][] = [];
  let ring: FlatPoint[] = [];
  let x = 0;
  let y = 0;
  for (const segment of segments) {
    if (segment.op === "M") {
      if (ring.length > 0) rings.push(ring);
      ring = [{ x: segment.x, y: segment.y }];
    } else if (segment.op === "L") ring.push({ x: segment.x, y: segment.y });
    else if (segment.op === "C") {
      const steps = typeof curveSteps === "number" ? curveSteps : curveSteps({ x, y }, segment);
      for (let step = 1; step <= steps; step++) {
        const t = step / steps;
        const u = 1 - t;
        const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
        ring.push({
          x: a * x + b * segment.x1 + c * segment.x2 + d * segment.x,
          y: a * y + b * segment.y1 + c * segment.y2 + d * segment.y,
        });
      }
    } else continue;
    x = segment.x;
    y = segment.y;
  }
  if (ring.length > 0) rings.push(ring);
  return rings;
}
