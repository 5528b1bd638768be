import { contours } from "d3-contour";
import { closeMask } from "./close-mask";
import { findArtworkValues, HALF_OPAQUE } from "./find-artwork-values";
import { measureMask } from "./measure-mask";
import { simplifyRing } from "./simplify-ring";
import { TRACE_TOLERANCE_PIXELS } from "./trace-mask-rings";
import { findClosingRadius, MAX_TRACED_EDGE_FACTOR, SPECKLE_EDGE_FACTOR } from "./trace-working-copy";
import type { WorkingCopy } from "./types";

/** At most this many points in all the plate's rings (outer rings and holes): what clipping and choking take in bounded time. */
export const MAX_PLATE_POINTS = 40_000;
/** At most this many rings, holes included. */
export const MAX_PLATE_RINGS = 2_000;

/**
 * Where a working copy's artwork is inked, for the White plate under it on clear stock: the artwork's
 * rings WITH their holes (a ring's hole, the gap between letters, stays clear vinyl), as flat lists
 * [x0, y0, x1, y1, …] in working-copy pixels to be filled with the even-odd rule (outer rings, holes and
 * islands in holes alike). "opaque" when the artwork is its whole rectangle (a photo: outline source
 * "rectangle"); "too-intricate" when the rings pass MAX_PLATE_POINTS / MAX_PLATE_RINGS or the closed
 * mask's edge passes the tracer's bound (the caller falls back to the stored outline, holes filled).
 * The artwork is found as the stored outline finds it (findArtworkValues), speckle closed the same way
 * (SPECKLE_EDGE_FACTOR); only the filling of holes is left out. Bounded by the working copy's size.
 */
export function tracePlateRings(copy: WorkingCopy): { rings: number[][] } | "opaque" | "too-intricate" {
  const { width, height } = copy;
  const { values, source } = findArtworkValues(copy);
  if (!values || source === "rectangle") return "opaque";
  const measured = measureMask(values, width, height, HALF_OPAQUE);
  if (!measured.box) return { rings: [] };
  const perimeter = width + height;
  let traced: Uint8Array = values;
  if (measured.edges > SPECKLE_EDGE_FACTOR * perimeter) {
    const { minX, minY, maxX, maxY } = measured.box;
    const closed = closeMask(measured.mask, width, height, findClosingRadius(Math.max(maxX - minX, maxY - minY) + 1));
    if (measureMask(closed, width, height, 1).edges > MAX_TRACED_EDGE_FACTOR * perimeter) return "too-intricate";
    traced = Uint8Array.from(values);
    for (let i = 0; i < traced.length; i++) if (closed[i] === 1 && (values[i] as number) < HALF_OPAQUE) traced[i] = 255;
  }
  const polygons = contours()
    .size([width, height])
    .smooth(true)
    .contour(traced as unknown as number[], HALF_OPAQUE).coordinates;
  const rings: number[][] = [];
  let points = 0;
  for (const polygon of polygons)
    for (const ring of polygon) {
      const open = ring.slice(0, -1).map(([x, y]) => [x, y] as [number, number]);
      if (open.length < 3) continue;
      const simple = simplifyRing(open, TRACE_TOLERANCE_PIXELS);
      if (simple.length < 3) continue;
      points += simple.length;
      if (points > MAX_PLATE_POINTS || rings.length >= MAX_PLATE_RINGS) return "too-intricate";
      rings.push(simple.flatMap(([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10]));
    }
  return { rings };
}
