// Calendar days of the shop's wall clock written as "YYYY-MM-DD", and their arithmetic. A day is counted
// on the UTC calendar (no time zone in it): the zone only matters when a day becomes instants.

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number (days since 1970-01-01) of "YYYY-MM-DD"; NaN when it is not a real calendar day. */
export function dayNumberOf(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const check = new Date(ms);
  // Date.UTC rolls Feb 30 over to Mar 2: a day that does not exist is refused rather than moved.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date)
    return Number.NaN;
  return ms / DAY_MS;
}

/** "YYYY-MM-DD" of a day number. */
export function dayOfNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return dayOfNumber(dayNumberOf(day) + count);
}
