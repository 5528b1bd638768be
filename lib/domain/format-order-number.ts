import { toZonedWallClock } from "./zoned-date-format";

/** The shop is in Las Vegas, so order dates are read on Pacific time. */
export const ORDER_NUMBER_TIME_ZONE = "America/Los_Angeles";

/**
 * Success-page order number: '#' + id + '-' + month + day + two-digit year,
 * month and day without zero padding, year always two digits:
 * id 42 on 2026-11-21 -> "#42-112126", id 7 on 2026-01-05 -> "#7-1526".
 * The date is taken in `timeZone` (IANA name), so an order placed at 7 pm in
 * Las Vegas carries that day even though it is already tomorrow in UTC.
 * Throws RangeError for an empty id, an invalid date or an unknown time zone.
 */
export function formatOrderNumber(
  id: number | string,
  createdAt: Date | string | number,
  timeZone: string = ORDER_NUMBER_TIME_ZONE,
): string {
  const idText = String(id).trim();
  if (idText === "" || (typeof id === "number" && !Number.isSafeInteger(id))) {
    throw new RangeError(`invalid order id ${String(id)}`);
  }
  const instant = new Date(createdAt);
  if (Number.isNaN(instant.getTime())) {
    throw new RangeError(`invalid order date ${String(createdAt)}`);
  }

  // Arithmetic on the timestamp with the day's cached offset: no Intl call per row.
  const wall = toZonedWallClock(instant.getTime(), timeZone);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + 1;
  const day = wall.getUTCDate();

  const twoDigitYear = String(((year % 100) + 100) % 100).padStart(2, "0");
  return `#${idText}-${month}${day}${twoDigitYear}`;
}

/**
 * An order number as people type it: "#42-112226", "42-112226", "#42" or "42" → the id and, when
 * given, the date part ("112226"), which only formatOrderNumber can check (it needs the order's date).
 */
export function parseOrderNumber(text: string): { id: number; dateSuffix: string | null } | null {
  const match = /^#?\s*(\d{1,10})(?:-(\d{3,6}))?$/.exec(text.trim());
  if (!match) return null;
  const id = Number(match[1]);
  if (id < 1 || id > 2_147_483_647) return null;
  return { id, dateSuffix: match[2] ?? null };
}
