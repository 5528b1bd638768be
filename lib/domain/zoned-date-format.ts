const OPTIONS = {
  /** Month and day without padding: "11/21/2026". */
  date: { year: "numeric", month: "numeric", day: "numeric" },
  /** Every part two digits (year four), 24-hour clock: "11/21/2026, 19:05:09". */
  dateTime: {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type ZonedDateFormatKind = keyof typeof OPTIONS;

// Building an Intl.DateTimeFormat costs far more than using one, and lists and exports format thousands of dates.
const formats = new Map<string, Intl.DateTimeFormat>();

/** An en-US formatter for wall-clock dates in `timeZone`, made once per zone and kind. Throws RangeError for an unknown zone. */
export function getZonedDateFormat(timeZone: string, kind: ZonedDateFormatKind): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { ...OPTIONS[kind], timeZone });
    formats.set(key, format);
  }
  return format;
}

/** The wall-clock time of `instant` (ms, read to the second) in `timeZone`, as if it were UTC (ms). */
export function readWallClockAsUtc(instant: number, timeZone: string): number {
  const parts = getZonedDateFormat(timeZone, "dateTime").formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

const DAY_MS = 86_400_000;
const MAX_CACHED_DAYS = 50_000;

// Per zone: UTC day number → the zone's offset (ms) during that whole day, or null on a day the
// offset changes. Lists and exports format thousands of rows clustered on few days: one or two
// Intl calls per day instead of one per row.
const dayOffsets = new Map<string, Map<number, number | null>>();

function readOffset(second: number, timeZone: string): number {
  return readWallClockAsUtc(second, timeZone) - second;
}

/**
 * The wall-clock time of `instant` in `timeZone` as a Date whose UTC fields are that wall clock
 * (read them with getUTCFullYear and the like): cheap arithmetic on the instant once its UTC day's
 * offset is known. On a day the offset changes (daylight saving) the row is read exactly. Assumes a
 * zone changes its offset at most once within one UTC day, as every zone in the tz database does.
 * Throws RangeError for an unknown time zone.
 */
export function toZonedWallClock(instant: number, timeZone: string): Date {
  let offsets = dayOffsets.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    dayOffsets.set(timeZone, offsets);
  }
  const day = Math.floor(instant / DAY_MS);
  let offset = offsets.get(day);
  if (offset === undefined) {
    const start = day * DAY_MS;
    const atStart = readOffset(start, timeZone);
    offset = atStart === readOffset(start + DAY_MS - 1000, timeZone) ? atStart : null;
    if (offsets.size >= MAX_CACHED_DAYS) offsets.clear();
    offsets.set(day, offset);
  }
  const second = Math.floor(instant / 1000) * 1000;
  return new Date(instant + (offset ?? readOffset(second, timeZone)));
}
