import { Clipper, FillRule, type Path64, type Paths64 } from "clipper2-ts";
import { decomposeConvex, hullOfPoints } from "./decompose-convex";

/** A polygon turned a half turn about its origin: the moving shape's part in the Minkowski difference. */
export const negatePath = (path: Path64): Path64 => path.map((point) => ({ x: -point.x, y: -point.y }));

/**
 * The union of every convex piece of `fixed` summed with every convex piece of the negated moving shape:
 * each sum is the hull of its vertices' pairwise sums (convex + convex is convex), so the whole costs one
 * union of pieces × pieces small polygons instead of Clipper's one quad per pair of edges (measured: a
 * 37-point dolphin around a 43-point jigsaw piece took 708 ms as quads, 148 ms as 8 × 7 convex sums, the same
 * polygon). Outer contours only.
 */
export function sumConvexPieces(fixedPieces: readonly Path64[], negatedMovingPieces: readonly Path64[]): Paths64 {
  const sums: Paths64 = [];
  for (const a of fixedPieces)
    for (const b of negatedMovingPieces)
      sums.push(hullOfPoints(a.flatMap((p) => b.map((q) => ({ x: p.x + q.x, y: p.y + q.y })))));
  // Clipper's solutions wind outer rings positive and holes negative.
  return Clipper.union(sums, FillRule.NonZero).filter((ring) => Clipper.area(ring) > 0);
}

/**
 * The no-fit polygon of `moving` around `fixed` (both closed outlines, in their own frames): the places of
 * `moving`'s origin at which it would overlap `fixed`. Its boundary is where the two touch. It is the
 * Minkowski difference fixed ⊖ moving, of which the outer contours are kept: a hole in it is a pocket
 * `moving` could reach only from inside, never by bottom-left placement, so filling it keeps every answer
 * safe. Summed from convex pieces (sumConvexPieces); an outline that cannot be triangulated falls back to
 * Clipper's own Minkowski difference.
 */
export function computeNoFitPolygon(fixed: Path64, moving: Path64): Paths64 {
  const fixedPieces = decomposeConvex(fixed);
  const movingPieces = decomposeConvex(negatePath(moving));
  if (fixedPieces && movingPieces) return sumConvexPieces(fixedPieces, movingPieces);
  const sum = Clipper.minkowskiDiff(moving, fixed, true);
  return Clipper.union(sum, FillRule.NonZero).filter((ring) => Clipper.area(ring) > 0);
}
