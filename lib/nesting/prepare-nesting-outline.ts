import { Clipper, EndType, FillRule, JoinType, type Path64 } from "clipper2-ts";
import { computeConvexHull } from "@/lib/die-cut/compute-convex-hull";
import { NESTING_UNITS_PER_INCH } from "./nesting-types";

/** About this many points make an outline cheap to nest: a 2,000-point cut line makes millions of quads per pair. */
export const NESTING_OUTLINE_POINTS = 100;
/** The simplification starts at 1/1000" and doubles until the outline is short enough. */
const FIRST_EPSILON_UNITS = 10;

/** The round growth's chords lie a hair inside its arcs: the second growth adds this much for them. */
const ARC_SLACK_UNITS = 2;
/** The simplification stops here (1/50"): an outline that still has too many points (a comb) is nested as its hull. */
const MAX_EPSILON_UNITS = 200;

/**
 * A cut line (closed rings in inches, y down, as flattened from its path) made ready to nest: grown by
 * `growInches` (the tolerance and half the gap; round joins), which also closes every slot narrower than
 * twice that (no other outline could enter it), then simplified to about NESTING_OUTLINE_POINTS points and
 * grown again by the simplification's own deviation, with mitred joins, so it always holds the cut line grown
 * by `growInches`: two outlines that only touch keep the gap between their cut lines. An outline that keeps
 * too many points at a deviation of 1/50" (a comb's teeth) is replaced by its convex hull, which holds it: the
 * work of nesting stays bounded whatever the line. In NESTING units. One outer ring: a cut line is one closed
 * path (several rings are joined by their union; holes are filled).
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
  const grow = Math.round(growInches * NESTING_UNITS_PER_INCH);
  // The line itself first (its points are few where it is smooth); a line that stays too long (a comb) is
  // grown first, which closes its narrow slots; one still too long becomes its hull.
  let source = outer;
  let { simplified, epsilon } = simplifyWithin(source, maxPoints);
  if (countPoints(simplified) > maxPoints && grow > 0) {
    source = Clipper.union(Clipper.inflatePaths(outer, grow, JoinType.Round, EndType.Polygon), FillRule.NonZero).filter(
      (ring) => Clipper.area(ring) > 0,
    );
    ({ simplified, epsilon } = simplifyWithin(source, maxPoints));
    if (countPoints(simplified) > maxPoints) return hullOf(source.flat());
    epsilon += ARC_SLACK_UNITS;
  } else if (countPoints(simplified) > maxPoints) return hullOf(grownHull(outer, grow));
  else epsilon += grow;
  // Mitred joins (squared beyond twice the growth) add no points and always hold the round growth.
  const grown = Clipper.inflatePaths(simplified, epsilon, JoinType.Miter, EndType.Polygon, 2);
  const joined = Clipper.union(grown, FillRule.NonZero).filter((ring) => Clipper.area(ring) > 0);
  // A cut line is one closed path, so this is one ring; should separate parts come, their hull stands in
  // (it holds them all, so the gap is kept, at the cost of the space between them).
  if (joined.length === 1) return joined[0]!;
  return hullOf(joined.flat());
}

/** The paths simplified by the smallest deviation (doubling from 1/1000" up to 1/50") that leaves at most `maxPoints`. */
function simplifyWithin(paths: Path64[], maxPoints: number): { simplified: Path64[]; epsilon: number } {
  let epsilon = FIRST_EPSILON_UNITS;
  let simplified = Clipper.simplifyPaths(paths, epsilon, true);
  while (countPoints(simplified) > maxPoints && epsilon * 2 <= MAX_EPSILON_UNITS) {
    epsilon *= 2;
    simplified = Clipper.simplifyPaths(paths, epsilon, true);
  }
  return { simplified, epsilon };
}

/** The outline's points grown by `grow` as a square around each (mitred): what its hull must hold. */
function grownHull(paths: Path64[], grow: number): Path64 {
  return paths.flat().flatMap((point) => [
    { x: point.x - grow, y: point.y - grow },
    { x: point.x + grow, y: point.y - grow },
    { x: point.x + grow, y: point.y + grow },
    { x: point.x - grow, y: point.y + grow },
  ]);
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
