import { readWallClockAsUtc as wallClockAsUtc } from "@/lib/domain/zoned-date-format";

/**
 * The instant the day of `now` began in `timeZone` (the shop's "today" starts at local midnight), also
 * across daylight-saving changes. Throws RangeError for an unknown time zone.
 */
export function startOfZonedDay(now: Date, timeZone: string): Date {
  const second = Math.floor(now.getTime() / 1000) * 1000; // the wall clock is read to the second
  const wall = wallClockAsUtc(second, timeZone);
  const midnightWall = wall - (((wall % 86_400_000) + 86_400_000) % 86_400_000);
  // The zone's offset at that midnight: guess with today's offset, then correct once for a change in between.
  let guess = midnightWall - (wall - second);
  guess -= wallClockAsUtc(guess, timeZone) - midnightWall;
  return new Date(guess);
}
