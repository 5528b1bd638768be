import type { Path64, Paths64 } from "clipper2-ts";
import { closeShape } from "./close-shape";
import { computeConvexHull } from "./compute-convex-hull";
import type { Point } from "./types";

/** Closing radii are searched to within this factor of the smallest that joins the parts. */
const SEARCH_STEPS = 3;

/**
 * Joins parts that stay apart into one outline containing them all: the smallest closing (on a search
 * from `startRadius` doubling up to `maxRadius`, then bisected) that leaves one piece. A closing keeps
 * each part's own line where it can and spans the space between parts with wide, round-cornered
 * margins: a sturdy sticker, unlike thin bridges, and tighter than a hull. Past `maxRadius` (tiny parts
 * very far apart need a closing many times the sticker's size) it takes the convex hull, which a
 * closing approaches as its radius grows anyway.
 */
export function joinParts(
  paths: Paths64,
  startRadius: number,
  maxRadius: number,
  arcTolerance: number,
): { path: Path64; method: "closing" | "hull" } {
  let failed = 0;
  let radius = startRadius;
  let joined = closeShape(paths, radius, arcTolerance);
  while (joined.length !== 1) {
    failed = radius;
    radius *= 2;
    if (radius > maxRadius) return { path: hullOf(paths), method: "hull" };
    joined = closeShape(paths, radius, arcTolerance);
  }
  for (let step = 0; step < SEARCH_STEPS && failed > 0; step++) {
    const middle = (failed + radius) / 2;
    const attempt = closeShape(paths, middle, arcTolerance);
    if (attempt.length === 1) {
      radius = middle;
      joined = attempt;
    } else failed = middle;
  }
  return { path: joined[0] as Path64, method: "closing" };
}

function hullOf(paths: Paths64): Path64 {
  const points = paths.flatMap((path) => path.map(({ x, y }): Point => [x, y]));
  return computeConvexHull(points).map(([x, y]) => ({ x, y }));
}
