import { flattenPath, type Curve, type FlatPoint } from "./flatten-path";
import type { PathSegment } from "./path-segments";

/** More chords than this per curve are never made: a curve needing them reaches far past any sticker. */
export const MAX_CURVE_STEPS = 4096;

/**
 * The chords a cubic Bézier needs so that none strays more than `maxDeviation` from the curve: on a step of
 * h in t, a chord stays within h²/8 · max|B''| of its arc, and |B''| ≤ 6 · the larger of the control
 * polygon's second differences, so n ≥ √(0.75 · that / maxDeviation) chords suffice.
 */
export function countCurveSteps(from: FlatPoint, curve: Curve, maxDeviation: number): number {
  const second = Math.max(
    Math.hypot(from.x - 2 * curve.x1 + curve.x2, from.y - 2 * curve.y1 + curve.y2),
    Math.hypot(curve.x1 - 2 * curve.x2 + curve.x, curve.y1 - 2 * curve.y2 + curve.y),
  );
  return Math.min(MAX_CURVE_STEPS, Math.max(1, Math.ceil(Math.sqrt((0.75 * second) / maxDeviation))));
}

/** The path flattened with each curve in as many chords as keep them within `maxDeviation` of it (countCurveSteps). */
export function flattenPathWithin(segments: readonly PathSegment[], maxDeviation: number): FlatPoint[][] {
  if (!(maxDeviation > 0)) throw new RangeError("The deviation must be positive");
  return flattenPath(segments, (from, curve) => countCurveSteps(from, curve, maxDeviation));
}
