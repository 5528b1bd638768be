import { Clipper, FillRule, type Path64, type Paths64 } from "clipper2-ts";

/**
 * The no-fit polygon of `moving` around `fixed` (both closed outlines, in their own frames): the places of
 * `moving`'s origin at which it would overlap `fixed`. Its boundary is where the two touch. Built as Clipper's
 * Minkowski difference fixed ⊖ moving (the sum of `fixed` and `moving` turned about its origin), of which the
 * outer contours are kept: a hole in it is a pocket `moving` could slide into only from inside, never reached
 * by bottom-left placement, so filling it keeps the search simple and every answer safe.
 */
export function computeNoFitPolygon(fixed: Path64, moving: Path64): Paths64 {
  const sum = Clipper.minkowskiDiff(moving, fixed, true);
  // Clipper's solutions wind outer rings positive and holes negative.
  return Clipper.union(sum, FillRule.NonZero).filter((ring) => Clipper.area(ring) > 0);
}
