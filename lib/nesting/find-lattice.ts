import { Clipper, type Paths64 } from "clipper2-ts";
import { findInteriorIntervals, isInsideIntervals, type Interval } from "./find-interior-intervals";

/**
 * A repeating pattern of one motif: copies at (i · across + k · rowShift, k · rowStep) for whole i and k,
 * rows running across the container (x) and stacked along it (y).
 */
export type Lattice = { across: number; rowShift: number; rowStep: number };

/** Row shifts tried between 0 and `across`, then refined around the best. */
const SHIFT_SAMPLES = 48;
const REFINE_SAMPLES = 16;
/** Bounds on the searches for a step, for outlines no caller should send (a comb's forbidden region). */
const MAX_STEP_TRIES = 64;

/**
 * The smallest step `across` > 0 along x at which a copy clears the one at the origin and every further
 * multiple clears it too: `forbidden` is the set of translations at which two copies of the motif overlap
 * (the union of its no-fit polygons), so a step on its boundary makes them touch. Null if none is found.
 */
export function findAcrossStep(forbidden: Paths64, width: number): number | null {
  const intervals = findInteriorIntervals(forbidden, "y", 0);
  let step = 1;
  for (let tries = 0; tries < MAX_STEP_TRIES; tries++) {
    const blocking = blockerOf(intervals, step, width);
    if (blocking === null) return step;
    step = Math.max(step + 1, Math.ceil(blocking.interval.end / blocking.multiple));
  }
  return null;
}

/** The first multiple of `step` (up to the region's width) strictly inside an interval, and that interval. */
function blockerOf(intervals: readonly Interval[], step: number, width: number) {
  for (let multiple = 1; multiple * step <= width; multiple++) {
    const interval = intervals.find(
      (candidate) => candidate.start < multiple * step && multiple * step < candidate.end,
    );
    if (interval) return { interval, multiple };
  }
  return null;
}

/**
 * The smallest row step > 0 for a row shifted by `shift`: the first y at which the copy at (shift, y) clears
 * every copy of the row at the origin (lines x = shift + i · across through the forbidden region), checked
 * for the further rows too. Null if the rows cannot be stacked with this shift.
 */
function findRowStep(forbidden: Paths64, across: number, shift: number): number | null {
  const box = Clipper.getBoundsPaths(forbidden);
  const linesAt = (x0: number) => {
    const lines: Interval[] = [];
    for (let i = Math.ceil((box.left - x0) / across); x0 + i * across <= box.right; i++)
      lines.push(...findInteriorIntervals(forbidden, "x", x0 + i * across));
    return lines;
  };
  const first = linesAt(shift);
  let step = 1;
  for (let tries = 0; tries < MAX_STEP_TRIES * 4; tries++) {
    const inside = first.find((interval) => interval.start < step && step < interval.end);
    if (!inside) break;
    step = Math.max(step + 1, Math.ceil(inside.end));
  }
  if (first.some((interval) => interval.start < step && step < interval.end)) return null;
  // Rows further down: the copy k rows down must clear the origin's row too.
  for (let k = 2; k * step < box.bottom; k++) if (isInsideIntervals(linesAt(k * shift), k * step)) return null;
  return step;
}

/**
 * The densest lattice of a motif, as copies per area: `forbidden` is where a copy may not be put relative
 * to another (the motif's no-fit polygon with itself; for several pieces, the union of theirs). The row
 * step along x is the smallest that clears; the shift of each next row is searched over [0, across) for the
 * smallest row step. Integers throughout (steps rounded up: never closer than touching). With `across`, that
 * step is used instead, if copies at its multiples clear: a longer step along x can let the rows sit closer.
 * Null when the region is degenerate or the given step does not clear.
 */
export function findLattice(
  forbidden: Paths64,
  { across: given, rowShift }: { across?: number; rowShift?: number } = {},
): Lattice | null {
  if (forbidden.length === 0) return null;
  const box = Clipper.getBoundsPaths(forbidden);
  const across =
    given === undefined
      ? findAcrossStep(forbidden, box.right - box.left)
      : blockerOf(findInteriorIntervals(forbidden, "y", 0), given, box.right - box.left) === null
        ? given
        : null;
  if (across === null) return null;
  if (rowShift !== undefined) {
    const rowStep = findRowStep(forbidden, across, rowShift);
    return rowStep === null ? null : { across, rowShift, rowStep };
  }
  let best: Lattice | null = null;
  const tryShift = (shift: number) => {
    const rowStep = findRowStep(forbidden, across, shift);
    if (rowStep !== null && (!best || rowStep < best.rowStep)) best = { across, rowShift: shift, rowStep };
  };
  for (let sample = 0; sample < SHIFT_SAMPLES; sample++) tryShift(Math.round((sample * across) / SHIFT_SAMPLES));
  const found = best as Lattice | null;
  if (found) {
    const spread = across / SHIFT_SAMPLES;
    for (let sample = -REFINE_SAMPLES; sample <= REFINE_SAMPLES; sample++) {
      const shift = Math.round(found.rowShift + (sample * spread) / REFINE_SAMPLES);
      if (shift >= 0 && shift < across) tryShift(shift);
    }
  }
  return best;
}
