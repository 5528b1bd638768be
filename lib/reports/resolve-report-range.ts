import { toZonedWallClock } from "@/lib/domain/zoned-date-format";
import { findInstantOfWallClock } from "@/lib/orders/find-instant-of-wall-clock";
import { addDays, dayNumberOf, dayOfNumber } from "./report-days";

export const REPORT_RANGES = ["7d", "30d", "90d", "year", "custom"] as const;
export type ReportRangeKind = (typeof REPORT_RANGES)[number];

/** Ranges longer than this many days are drawn per week (7-day steps from the first day), shorter ones per day. */
export const MAX_DAILY_BUCKET_DAYS = 90;
/** The longest range a report covers (two years and a day), so a request cannot make the database group decades. */
export const MAX_REPORT_DAYS = 732;

/** Days of the shop's calendar, first to last inclusive, and the instants they span: [start, end). */
export type ReportPeriod = { firstDay: string; lastDay: string; days: number; start: Date; end: Date };

export type ReportRange = {
  kind: ReportRangeKind;
  timeZone: string;
  /** Per day up to MAX_DAILY_BUCKET_DAYS days, else per week. */
  bucket: "day" | "week";
  current: ReportPeriod;
  /** The same number of days just before the current period. */
  previous: ReportPeriod;
};

export type ReportRangeInput = { range: ReportRangeKind; from?: string; to?: string };

const LAST_DAYS: Partial<Record<ReportRangeKind, number>> = { "7d": 7, "30d": 30, "90d": 90 };

/** The instant the shop's day `day` begins (its local midnight; in a gap, the offset before the change). */
function startOfDay(day: string, timeZone: string): Date {
  return new Date(findInstantOfWallClock(dayNumberOf(day) * 86_400_000, timeZone));
}

function periodOf(firstDay: string, lastDay: string, timeZone: string): ReportPeriod {
  return {
    firstDay,
    lastDay,
    days: dayNumberOf(lastDay) - dayNumberOf(firstDay) + 1,
    start: startOfDay(firstDay, timeZone),
    end: startOfDay(addDays(lastDay, 1), timeZone),
  };
}

/**
 * The days a report covers, in the shop's time zone: the last 7, 30 or 90 days including today, this year
 * from January 1 to today, or `from`–`to` inclusive (already checked by the query schema); and the
 * previous period of equal length ending the day before. Throws RangeError for a custom range that is
 * reversed, malformed or over MAX_REPORT_DAYS, and for an unknown zone.
 */
export function resolveReportRange(input: ReportRangeInput, now: Date, timeZone: string): ReportRange {
  const today = toZonedWallClock(now.getTime(), timeZone).toISOString().slice(0, 10);
  let firstDay: string;
  let lastDay = today;
  const lastDays = LAST_DAYS[input.range];
  if (lastDays) firstDay = addDays(today, -(lastDays - 1));
  else if (input.range === "year") firstDay = `${today.slice(0, 4)}-01-01`;
  else {
    if (!input.from || !input.to) throw new RangeError("A custom range needs from and to");
    if (Number.isNaN(dayNumberOf(input.from)) || Number.isNaN(dayNumberOf(input.to)))
      throw new RangeError("Dates are written YYYY-MM-DD");
    [firstDay, lastDay] = [input.from, input.to];
  }
  const days = dayNumberOf(lastDay) - dayNumberOf(firstDay) + 1;
  if (days < 1) throw new RangeError("from must not be after to");
  if (days > MAX_REPORT_DAYS) throw new RangeError(`A report covers at most ${MAX_REPORT_DAYS} days`);
  const previousLast = addDays(firstDay, -1);
  return {
    kind: input.range,
    timeZone,
    bucket: days > MAX_DAILY_BUCKET_DAYS ? "week" : "day",
    current: periodOf(firstDay, lastDay, timeZone),
    previous: periodOf(dayOfNumber(dayNumberOf(previousLast) - (days - 1)), previousLast, timeZone),
  };
}
