import simplify from "simplify-js";
import type { Point } from "./types";

/**
 * Simplifies a closed ring (first point not repeated) to within `tolerance` (Ramer–Douglas–Peucker,
 * simplify-js's high-quality mode). The ring is cut at its leftmost, topmost, rightmost and bottommost
 * points and each chain simplified on its own, so those points stay: the bounding box, and with it the
 * ordered size, is exactly the unsimplified ring's.
 */
export function simplifyRing(ring: readonly Point[], tolerance: number): Point[] {
  if (ring.length <= 4) return ring.map(([x, y]) => [x, y]);
  const anchors = [...new Set(findExtremeIndices(ring))].sort((a, b) => a - b);
  const simplified: Point[] = [];
  for (let k = 0; k < anchors.length; k++) {
    const from = anchors[k] as number;
    const to = k + 1 < anchors.length ? (anchors[k + 1] as number) : (anchors[0] as number) + ring.length;
    const chain = [];
    for (let i = from; i <= to; i++) {
      const [x, y] = ring[i % ring.length] as Point;
      chain.push({ x, y });
    }
    const kept = simplify(chain, tolerance, true);
    // The chain's last point is the next chain's first.
    for (let i = 0; i < kept.length - 1; i++) simplified.push([(kept[i] as Point2).x, (kept[i] as Point2).y]);
  }
  return simplified;
}

type Point2 = { x: number; y: number };

function findExtremeIndices(ring: readonly Point[]): number[] {
  let left = 0;
  let top = 0;
  let right = 0;
  let bottom = 0;
  ring.forEach(([x, y], i) => {
    const [lx] = ring[left] as Point;
    const [, ty] = ring[top] as Point;
    const [rx] = ring[right] as Point;
    const [, by] = ring[bottom] as Point;
    if (x < lx) left = i;
    if (y < ty) top = i;
    if (x > rx) right = i;
    if (y > by) bottom = i;
  });
  return [left, top, right, bottom];
}
