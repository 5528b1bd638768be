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
