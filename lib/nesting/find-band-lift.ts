import { findInteriorIntervals } from "./find-interior-intervals";
import type { NoFit } from "./no-fit-lookup";
import type { QuarterTurns } from "./nesting-types";

/** A copy by its item's index, turn and origin (NESTING units). */
export type BandCopy = { itemIndex: number; turns: QuarterTurns; x: number; y: number };

/**
 * How far (NESTING units, 0 to `maxLift`) a band of copies may slide up toward the start as one, from where
 * it sits clear of every copy already placed, before one of its copies would overlap one of them: the new
 * design's rows then sink into the hollows the last rows leave instead of starting below their boxes. Exact
 * on the outlines: a band copy b meets a placed copy o where b's origin, relative to o's, is strictly inside
 * their no-fit polygon, so on the vertical line x = b.x − o.x each interval (start, end) inside it forbids
 * the lifts (b.y − o.y − end, b.y − o.y − start); the lift is the lowest such bound above the band (rounded
 * down: touching is allowed). `band` must hold every copy that could reach a placed one within `maxLift`.
 * Returns 0 if the band already overlaps a placed copy where it is.
 */
export function findBandLift(
  band: readonly BandCopy[],
  placed: readonly BandCopy[],
  maxLift: number,
  noFitOf: (fixed: BandCopy, itemIndex: number, turns: QuarterTurns) => NoFit,
): number {
  let lift = Math.max(0, Math.floor(maxLift));
  for (const b of band)
    for (const o of placed) {
      const dx = b.x - o.x;
      const dy = b.y - o.y;
      const noFit = noFitOf(o, b.itemIndex, b.turns);
      // The band's copy moves from dy (no lift) to dy − lift relative to o: only a polygon across that reach.
      if (dx <= noFit.left || dx >= noFit.right || dy - lift >= noFit.bottom || dy <= noFit.top) continue;
      for (const { start, end } of findInteriorIntervals(noFit.nfp, "x", dx)) {
        if (dy - end >= lift || dy <= start) continue; // beyond the reach, or wholly above the band
        if (dy < end) return 0; // overlapping already: not lifted
        lift = Math.max(0, Math.floor(dy - end));
      }
    }
  return lift;
}
