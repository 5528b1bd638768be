import { getZonedDateFormat } from "./zoned-date-format";

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
