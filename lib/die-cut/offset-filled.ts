import { Clipper, EndType, FillRule, JoinType, type Paths64 } from "clipper2-ts";

/**
 * Offsets outlines (outer rings with positive Clipper area, holes negative) by `delta` (negative shrinks)
 * with round joins, then keeps only the outer rings, merged: a sticker has no holes. Round joins keep
 * the offset line exactly `delta` from the shape everywhere, so convex corners become arcs and the
 * bounding box grows by exactly `delta` on each side.
 */
export function offsetFilled(paths: Paths64, delta: number, arcTolerance: number): Paths64 {
  const offset = Clipper.inflatePaths(paths, delta, JoinType.Round, EndType.Polygon, 2, arcTolerance);
  return Clipper.union(
    offset.filter((path) => Clipper.area(path) > 0),
    FillRule.NonZero,
  );
}
