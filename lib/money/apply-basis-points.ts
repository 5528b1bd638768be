import { assertNonNegativeCents } from "./assert-cents";

/** 10000 basis points = 100%. */
export const BASIS_POINTS_PER_WHOLE = 10_000;

/**
 * Divides two non-negative integers and rounds half up.
 * Why this is exact: a true quotient of exactly k + 0.5 is representable as a
 * double, and any other quotient is at least 1/denominator away from k + 0.5,
 * far more than floating-point error for safe integers.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0) {
    throw new RangeError(`numerator must be a non-negative safe integer, got ${String(numerator)}`);
  }
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`denominator must be a positive safe integer, got ${String(denominator)}`);
  }
  return Math.round(numerator / denominator);
}

/** Returns `basisPoints` of `cents`, in whole cents, rounded half up. */
export function applyBasisPoints(cents: number, basisPoints: number): number {
  assertNonNegativeCents(cents, "cents");
  assertBasisPoints(basisPoints);
  return divideRoundHalfUp(cents * basisPoints, BASIS_POINTS_PER_WHOLE);
}

/** Basis points are whole numbers; rates above 100% are allowed only where a caller says so. */
export function assertBasisPoints(basisPoints: number, maximum = BASIS_POINTS_PER_WHOLE): void {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > maximum) {
    throw new RangeError(`basis points must be an integer from 0 to ${maximum}, got ${String(basisPoints)}`);
  }
}

/**
 * Converts a stored fraction (0.15 = 15%) to basis points (1500).
 * Float noise such as 0.1 + 0.2 is tolerated; real precision finer than one
 * basis point (0.12345) is rejected rather than silently rounded.
 */
export function fractionToBasisPoints(fraction: number): number {
  if (!Number.isFinite(fraction) || fraction < 0) {
    throw new RangeError(`fraction must be a finite non-negative number, got ${String(fraction)}`);
  }
  const scaled = fraction * BASIS_POINTS_PER_WHOLE;
  const basisPoints = Math.round(scaled);
  if (Math.abs(scaled - basisPoints) > 1e-6 || !Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`fraction ${fraction} is finer than one basis point`);
  }
  return basisPoints;
}

/** Converts basis points (1500) back to a fraction (0.15) for display or storage. */
export function basisPointsToFraction(basisPoints: number): number {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(`basis points must be a non-negative integer, got ${String(basisPoints)}`);
  }
  return basisPoints / BASIS_POINTS_PER_WHOLE;
}
