import type { Path64 } from "clipper2-ts";
import { findBestMotif, measureLengthPerCopy, type Motif } from "./find-best-motif";
import type { NestingContainer, NestingItem } from "./nesting-types";

/** Angles tried first (degrees; the quarter turns cover the rest of the circle), then refined around the best. */
const COARSE_ANGLES = [0, 15, 30, 45, 60, 75];
const REFINE_STEPS = [5, 2, 1];
/** A turned pattern must save at least this share of roll length over the upright one to be used. */
const MIN_GAIN = 0.01;

export type AngledMotif = { angleDegrees: number; outline: Path64; motif: Motif | null };

/**
 * The angle (whole degrees, 0 ≤ angle < 90, clockwise) at which a shape's best repeating pattern takes the
 * least roll length per copy in `container` (findBestMotif judged by measureLengthPerCopy): a lattice whose
 * dense direction is slanted packs a strip in rows only once turned so that direction runs across it. Tried
 * every 15°, then around the best at 5°, 2° and 1°. `outlineAt(angle)` is the item's outline grown from its
 * line turned by that angle. Upright unless an angle saves at least 1 % of length; once `deadline`
 * (Date.now()) has passed, the best found so far (upright at the least). Pure and deterministic within its time.
 */
export function findBestAngle(
  outlineAt: (angleDegrees: number) => Path64,
  item: Omit<NestingItem, "outline">,
  container: NestingContainer,
  deadline = Number.POSITIVE_INFINITY,
): AngledMotif {
  const tried = new Map<number, AngledMotif & { length: number }>();
  const tryAngle = (angleDegrees: number) => {
    const angle = ((angleDegrees % 90) + 90) % 90;
    const known = tried.get(angle);
    if (known) return known;
    const outline = outlineAt(angle);
    const motif = findBestMotif({ ...item, outline }, container);
    const length = motif ? measureLengthPerCopy(motif, container, item.copies) : Number.POSITIVE_INFINITY;
    const result = { angleDegrees: angle, outline, motif, length };
    tried.set(angle, result);
    return result;
  };
  const upright = tryAngle(0);
  let best = upright;
  const consider = (angle: number) => {
    if (Date.now() > deadline) return;
    const result = tryAngle(angle);
    if (result.length < best.length) best = result;
  };
  for (const angle of COARSE_ANGLES.slice(1)) consider(angle);
  for (const step of REFINE_STEPS) {
    const centre = best.angleDegrees;
    consider(centre - step);
    consider(centre + step);
  }
  const chosen = best.length < upright.length * (1 - MIN_GAIN) ? best : upright;
  return { angleDegrees: chosen.angleDegrees, outline: chosen.outline, motif: chosen.motif };
}
