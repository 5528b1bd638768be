import { readWallClockAsUtc } from "@/lib/domain/zoned-date-format";

/**
 * The instant (ms) at which clocks in `timeZone` show `wallAsUtc` (a wall-clock time written as if it were
 * UTC, read to the second): what an operator means by "Dec 31, 11:59 PM" on the shop's clock, wherever their
 * browser is. In a daylight-saving gap the time is taken with the offset before the change. Throws
 * RangeError for an unknown time zone.
 */
export function findInstantOfWallClock(wallAsUtc: number, timeZone: string): number {
  // Guess with the offset at that moment read as UTC, then correct once for an offset change in between.
  let guess = wallAsUtc - (readWallClockAsUtc(wallAsUtc, timeZone) - wallAsUtc);
  guess -= readWallClockAsUtc(guess, timeZone) - wallAsUtc;
  return guess;
}
