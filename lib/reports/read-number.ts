/**
 * A number from a raw query's cell: PostgreSQL answers COUNT and SUM of integers as bigint (and SUM of
 * nothing as null), SQLite as numbers; null counts as 0.
 */
export function readNumber(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const number = Number(value);
  if (!Number.isFinite(number)) throw new TypeError(`Not a number: ${String(value)}`);
  return number;
}
