import type { PathBounds, PathSegment } from "./path-segments";

/**
 * The box around a path's points and curve control points. A Bézier lies inside its control points'
 * hull, and the shop's arcs (circles, rounded corners) put their control points on the tangent at each
 * extreme, so for them this is the curve's own bounding box. Throws RangeError for a path without points.
 */
export function measurePathBounds(segments: readonly PathSegment[]): PathBounds {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const add = (x: number, y: number) => {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  };
  for (const segment of segments) {
    if (segment.op === "Z") continue;
    if (segment.op === "C") {
      add(segment.x1, segment.y1);
      add(segment.x2, segment.y2);
    }
    add(segment.x, segment.y);
  }
  if (minX > maxX) throw new RangeError("An empty path has no bounds");
  return { minX, minY, maxX, maxY };
}
