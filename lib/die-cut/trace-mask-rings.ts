import { contours } from "d3-contour";
import { closeMask } from "./close-mask";
import { computeSignedArea } from "./compute-signed-area";
import { fillMaskHoles } from "./fill-mask-holes";
import { measureMask } from "./measure-mask";
import { simplifyRing } from "./simplify-ring";
import type { Point } from "./types";

/**
 * Half a working pixel: the stored outline keeps the marching-squares line within 0.005" at 12" while
 * dropping its staircase, so a traced outline is hundreds of points, not tens of thousands.
 */
export const TRACE_TOLERANCE_PIXELS = 0.5;

export type TraceMaskOptions = {
  /** The mask of `values` at `threshold`, when the caller has measured it already (measureMask). */
  mask?: Uint8Array;
  /** Close the mask by a disc of this radius (closeMask) before tracing; 0 (default) leaves it as it is. */
  closingRadius?: number;
  /**
   * Refuse (null) rather than trace when the closed mask's edge is longer than this many pixel steps:
   * d3-contour's stitching of long rings grows faster than their length. Checked after a closing only.
   */
  maxEdges?: number;
};

/**
 * The outer rings of the region where `values` (one per pixel, row by row) are at least `threshold`,
 * traced with d3-contour's marching squares: pixel (i, j) covers [i, i+1] × [j, j+1], corners are
 * interpolated linearly between pixel values (sub-pixel edges from anti-aliased alpha), and outside the
 * image counts as empty, so shapes touching the edge close along it. The region's holes (and with them
 * any island in a hole) are filled first, since the cut line fills them anyway: no ring lies inside
 * another, and d3 has no holes to place (its hole search compares every hole with every ring). Pixels
 * the closing or the filling adds trace as fully inside; every other pixel keeps its own value, so the
 * line along the artwork's own edge does not move. Each ring is simplified to TRACE_TOLERANCE_PIXELS
 * and turned clockwise on screen.
 */
export function traceMaskRings(
  values: ArrayLike<number>,
  width: number,
  height: number,
  threshold: number,
  {
    mask = measureMask(values, width, height, threshold).mask,
    closingRadius = 0,
    maxEdges = Infinity,
  }: TraceMaskOptions = {},
): Point[][] | null {
  const filled = closingRadius > 0 ? closeMask(mask, width, height, closingRadius) : mask.slice();
  const added = fillMaskHoles(filled, width, height);
  if (closingRadius > 0 && measureMask(filled, width, height, 1).edges > maxEdges) return null;
  // Pixels the closing or the filling added trace as fully inside; the rest keep their own values.
  let traced: ArrayLike<number> = values;
  if (closingRadius > 0 || added > 0) {
    const changed = Uint8Array.from(values);
    for (let i = 0; i < changed.length; i++) if (filled[i] === 1 && (values[i] as number) < threshold) changed[i] = 255;
    traced = changed;
  }
  const rings = contours()
    .size([width, height])
    .smooth(true)
    .contour(traced as unknown as number[], threshold);
  return rings.coordinates
    .map(([outer]) => (outer ?? []).slice(0, -1).map(([x, y]) => [x, y] as Point))
    .filter((ring) => ring.length >= 3)
    .map((ring) => simplifyRing(ring, TRACE_TOLERANCE_PIXELS))
    .map((ring) => (computeSignedArea(ring) < 0 ? ring.reverse() : ring))
    .filter((ring) => computeSignedArea(ring) > 0);
}
