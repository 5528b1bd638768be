import { Clipper, EndType, FillRule, JoinType, type Path64 } from "clipper2-ts";
import { computeConvexHull } from "@/lib/die-cut/compute-convex-hull";
import { NESTING_UNITS_PER_INCH } from "./nesting-types";

/** About this many points make an outline cheap to nest: a 2,000-point cut line makes millions of quads per pair. */
export const NESTING_OUTLINE_POINTS = 100;
/** The simplification starts at 1/1000" and doubles until the outline is short enough. */
const FIRST_EPSILON_UNITS = 10;
const MAX_HALVINGS = 12;

/**
 * A cut line (closed rings in inches, y down, as flattened from its path) made ready to nest: simplified to
 * about NESTING_OUTLINE_POINTS points, then grown by `growInches` (the tolerance and half the gap) plus the
 * simplification's own deviation, with mitred joins, so it always holds the cut line grown by `growInches`:
 * two outlines that only touch keep the gap between their cut lines. In NESTING units. One outer ring: a
 * cut line is one closed path (several rings are joined by their union; holes are filled).
 */
export function prepareNestingOutline(
  rings: readonly (readonly { x: number; y: number }[])[],
  growInches: number,
  maxPoints = NESTING_OUTLINE_POINTS,
): Path64 {
  if (!(growInches >= 0)) throw new RangeError("The growth must not be negative");
  const units = rings.map((ring) =>
    ring.map((point) => ({
      x: Math.round(point.x * NESTING_UNITS_PER_INCH),
      y: Math.round(point.y * NESTING_UNITS_PER_INCH),
    })),
  );
  const outer = Clipper.union(units, FillRule.NonZero).filter((ring) => Clipper.area(ring) > 0);
  if (outer.length === 0) throw new RangeError("The cut line encloses nothing");
  let epsilon = FIRST_EPSILON_UNITS;
  let simplified = Clipper.simplifyPaths(outer, epsilon, true);
  for (let step = 0; step < MAX_HALVINGS && countPoints(simplified) > maxPoints; step++) {
    epsilon *= 2;
    simplified = Clipper.simplifyPaths(outer, epsilon, true);
  }
  const grow = Math.round(growInches * NESTING_UNITS_PER_INCH) + epsilon;
  // Mitred joins (squared beyond twice the growth) add no points and always hold the round growth.
  const grown = Clipper.inflatePaths(simplified, grow, JoinType.Miter, EndType.Polygon, 2);
  const joined = Clipper.union(grown, FillRule.NonZero).filter((ring) => Clipper.area(ring) > 0);
  // A cut line is one closed path, so this is one ring; should separate parts come, their hull stands in
  // (it holds them all, so the gap is kept, at the cost of the space between them).
  if (joined.length === 1) return joined[0]!;
  return hullOf(joined.flat());
}

const countPoints = (paths: Path64[]) => paths.reduce((sum, path) => sum + path.length, 0);

/** The convex hull of several parts, wound as Clipper winds an outer ring (positive area). */
function hullOf(points: Path64): Path64 {
  const hull: Path64 = computeConvexHull(points.map((point): [number, number] => [point.x, point.y])).map(([x, y]) => ({
    x,
    y,
  }));
  return Clipper.area(hull) > 0 ? hull : hull.reverse();
}
