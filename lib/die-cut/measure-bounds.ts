import type { Point } from "./types";

export type Bounds = { minX: number; minY: number; maxX: number; maxY: number };

/** The bounding box of every point of the rings; throws on no points (no shape has no bounds). */
export function measureBounds(rings: readonly (readonly Point[])[]): Bounds {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const ring of rings)
    for (const [x, y] of ring) {
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  if (minX > maxX) throw new RangeError("No points to measure.");
  return { minX, minY, maxX, maxY };
}
