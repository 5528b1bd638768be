import { getZonedDateFormat, toZonedWallClock } from "./zoned-date-format";

describe("getZonedDateFormat", () => {
  const instant = new Date("2026-11-22T03:05:09.000Z"); // 7:05:09 pm on Nov 21 in Las Vegas

  it.each([
    ["America/Los_Angeles", "date", "11/21/2026"],
    ["UTC", "date", "11/22/2026"],
    ["America/Los_Angeles", "dateTime", "11/21/2026, 19:05:09"],
    ["Asia/Tokyo", "dateTime", "11/22/2026, 12:05:09"],
  ] as const)("%s %s → %s", (timeZone, kind, expected) => {
    expect(getZonedDateFormat(timeZone, kind).format(instant)).toBe(expected);
  });

  it("makes one formatter per zone and kind", () => {
    expect(getZonedDateFormat("UTC", "date")).toBe(getZonedDateFormat("UTC", "date"));
    expect(getZonedDateFormat("UTC", "date")).not.toBe(getZonedDateFormat("UTC", "dateTime"));
    expect(getZonedDateFormat("UTC", "date")).not.toBe(getZonedDateFormat("Europe/Paris", "date"));
  });

  it("throws RangeError for an unknown zone, every time", () => {
    expect(() => getZonedDateFormat("Mars/Olympus", "date")).toThrow(RangeError);
    expect(() => getZonedDateFormat("Mars/Olympus", "date")).toThrow(RangeError);
  });
});

describe("toZonedWallClock", () => {
  // Read with Intl for every instant: what the cached day offsets must reproduce.
  const readWithIntl = (instant: number, timeZone: string) => {
    const parts = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZone,
    }).formatToParts(new Date(instant));
    const part = (type: string) => parts.find((item) => item.type === type)?.value;
    return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}:${part("second")}`;
  };

  it.each([
    // Daylight saving starts and ends, half-hour and 45-minute zones, half-hour DST (Lord Howe),
    // and Samoa, which skipped 30 December 2011 when it moved across the date line.
    ["America/Los_Angeles", "2026-03-07T00:00:00Z"],
    ["America/Los_Angeles", "2026-10-31T00:00:00Z"],
    ["Europe/Paris", "2026-03-28T00:00:00Z"],
    ["Asia/Kathmandu", "2026-01-01T00:00:00Z"],
    ["Australia/Lord_Howe", "2026-04-04T00:00:00Z"],
    ["Australia/Lord_Howe", "2026-10-03T00:00:00Z"],
    ["Pacific/Chatham", "2026-04-04T00:00:00Z"],
    ["Pacific/Apia", "2011-12-28T00:00:00Z"],
    ["UTC", "2026-12-31T00:00:00Z"],
  ])("reads %s like Intl around %s, every 7 minutes 13 seconds for four days", (timeZone, from) => {
    const start = Date.parse(from);
    for (let instant = start; instant < start + 4 * 86_400_000; instant += 433_123) {
      expect([instant, toZonedWallClock(instant, timeZone).toISOString().slice(0, 19)]).toEqual([
        instant,
        readWithIntl(instant, timeZone),
      ]);
    }
  });

  it("asks Intl once or twice per day, not once per instant", () => {
    const formatToParts = jest.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    try {
      const start = Date.parse("2030-06-01T00:00:00Z");
      for (let index = 0; index < 5_000; index++) toZonedWallClock(start + index * 17_000, "Europe/Berlin");
      expect(formatToParts.mock.calls.length).toBeLessThanOrEqual(4); // 5,000 instants over two UTC days
    } finally {
      formatToParts.mockRestore();
    }
  });

  it("throws RangeError for an unknown zone", () => {
    expect(() => toZonedWallClock(0, "Mars/Olympus")).toThrow(RangeError);
  });
});
