import type { Paths64 } from "clipper2-ts";
import { offsetFilled } from "./offset-filled";

/**
 * Morphological closing by a disc of `radius`: out, holes filled, then back in. Fills every gap,
 * slot and concave corner the disc cannot enter, and nothing else: the result contains the shape and
 * lies within its convex hull, so the bounding box does not change.
 */
export function closeShape(paths: Paths64, radius: number, arcTolerance: number): Paths64 {
  return offsetFilled(offsetFilled(paths, radius, arcTolerance), -radius, arcTolerance);
}
