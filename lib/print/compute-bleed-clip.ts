import { Clipper, EndType, FillRule, JoinType } from "clipper2-ts";
import { flattenPath } from "./flatten-path";
import type { PathSegment } from "./path-segments";

/** Clipper works in integers: 1/1000 of the path's unit (a point) is far below a printer's dot. */
const SCALE = 1000;
const CURVE_STEPS = 16;

/**
 * The region a copy's artwork may cover on a nested sheet: its cut line grown by `bleed` (the path's units),
 * round at the corners, as closed polygons (filled nonzero). Nested copies sit closer than their boxes, so
 * their rasters (a circle's square, a die-cut's white border) are clipped to this, and a neighbour's artwork
 * is never painted over: the bleed is at most half the gap.
 */
export function computeBleedClip(cutPath: readonly PathSegment[], bleed: number): PathSegment[] {
  const rings = flattenPath(cutPath, CURVE_STEPS).map((ring) =>
    ring.map((point) => ({ x: Math.round(point.x * SCALE), y: Math.round(point.y * SCALE) })),
  );
  const joined = Clipper.union(rings, FillRule.NonZero);
  const grown =
    bleed > 0 ? Clipper.inflatePaths(joined, Math.round(bleed * SCALE), JoinType.Round, EndType.Polygon) : joined;
  return grown.flatMap((ring): PathSegment[] => [
    ...ring.map((point, index): PathSegment => ({
      op: index === 0 ? "M" : "L",
      x: point.x / SCALE,
      y: point.y / SCALE,
    })),
    { op: "Z" },
  ]);
}
