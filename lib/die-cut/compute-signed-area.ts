import type { Point } from "./types";

/** Shoelace area of a closed ring (first point not repeated): positive when clockwise on screen (y down). */
export function computeSignedArea(ring: readonly Point[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j] as Point;
    const [x1, y1] = ring[i] as Point;
    twice += x0 * y1 - x1 * y0;
  }
  return twice / 2;
}
