import { Clipper, PointInPolygonResult } from "clipper2-ts";
import { contours } from "d3-contour";
import { computeSignedArea } from "./compute-signed-area";
import { simplifyRing } from "./simplify-ring";
import type { Point } from "./types";

/**
 * Half a working pixel: the stored outline keeps the marching-squares line within 0.005" at 12" while
 * dropping its staircase, so a traced outline is hundreds of points, not tens of thousands.
 */
export const TRACE_TOLERANCE_PIXELS = 0.5;

/**
 * The outer rings of the region where `values` (one per pixel, row by row) are at least `threshold`,
 * traced with d3-contour's marching squares: pixel (i, j) covers [i, i+1] × [j, j+1], corners are
 * interpolated linearly between pixel values (sub-pixel edges from anti-aliased alpha), and outside the
 * image counts as empty, so shapes touching the edge close along it. Holes, and rings lying inside
 * another ring (an island in a hole), are dropped: the cut line fills holes. Each ring is simplified to
 * TRACE_TOLERANCE_PIXELS and turned clockwise on screen.
 */
export function traceMaskRings(values: ArrayLike<number>, width: number, height: number, threshold: number): Point[][] {
  const traced = contours()
    .size([width, height])
    .smooth(true)
    .contour(values as number[], threshold);
  const rings = traced.coordinates
    .map(([outer]) => (outer ?? []).slice(0, -1).map(([x, y]) => [x, y] as Point))
    .filter((ring) => ring.length >= 3)
    .map((ring) => simplifyRing(ring, TRACE_TOLERANCE_PIXELS))
    .map((ring) => (computeSignedArea(ring) < 0 ? ring.reverse() : ring))
    .filter((ring) => computeSignedArea(ring) > 0);
  return dropNestedRings(rings);
}

/** Keeps the rings that lie inside no larger ring (tested with one point, as traced rings never cross). */
function dropNestedRings(rings: Point[][]): Point[][] {
  const bySize = rings
    .map((ring) => ({ ring, area: computeSignedArea(ring), box: boxOf(ring) }))
    .sort((a, b) => b.area - a.area);
  const kept: typeof bySize = [];
  for (const candidate of bySize) {
    const [x, y] = candidate.ring[0] as Point;
    const nested = kept.some(
      ({ ring, box }) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3] && containsPoint(ring, x, y),
    );
    if (!nested) kept.push(candidate);
  }
  return kept.map(({ ring }) => ring);
}

function boxOf(ring: Point[]): [number, number, number, number] {
  const xs = ring.map(([x]) => x);
  const ys = ring.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** Inside or on the ring (Clipper's point-in-polygon test). */
function containsPoint(ring: Point[], x: number, y: number): boolean {
  const path = ring.map(([px, py]) => ({ x: px, y: py }));
  return Clipper.pointInPolygonD({ x, y }, path) !== PointInPolygonResult.IsOutside;
}
