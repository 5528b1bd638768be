/**
 * Guards for integer-cent amounts. Money is always a safe integer number of
 * cents; anything else is a programming error, so these throw RangeError.
 */

export function assertCents(value: number, label = "amount"): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${label} must be a safe integer number of cents, got ${String(value)}`);
  }
}

export function assertNonNegativeCents(value: number, label = "amount"): void {
  assertCents(value, label);
  if (value < 0) {
    throw new RangeError(`${label} must not be negative, got ${value}`);
  }
}
