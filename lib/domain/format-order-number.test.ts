import { ORDER_NUMBER_TIME_ZONE, formatOrderNumber, parseOrderNumber } from "./format-order-number";

describe("formatOrderNumber", () => {
  it("defaults to Pacific time", () => {
    expect(ORDER_NUMBER_TIME_ZONE).toBe("America/Los_Angeles");
  });

  it.each<[number | string, string, string]>([
    [42, "2026-11-21T20:00:00.000Z", "#42-112126"],
    [7, "2026-01-05T20:00:00.000Z", "#7-1526"],
    [1, "2009-03-04T20:00:00.000Z", "#1-3409"],
    [15, "2026-10-10T20:00:00.000Z", "#15-101026"],
    [3, "2000-07-31T20:00:00.000Z", "#3-73100"],
    [123456, "2030-12-31T20:00:00.000Z", "#123456-123130"],
    ["clx9abc", "2026-11-21T20:00:00.000Z", "#clx9abc-112126"],
  ])("id %p at %s -> %p (Los Angeles)", (id, iso, expected) => {
    expect(formatOrderNumber(id, new Date(iso))).toBe(expected);
  });

  it.each<[string, string, string]>([
    // 03:00 UTC on Nov 22 is still Nov 21 at 19:00 in Los Angeles.
    ["2026-11-22T03:00:00.000Z", "America/Los_Angeles", "#42-112126"],
    ["2026-11-22T03:00:00.000Z", "UTC", "#42-112226"],
    // New Year in UTC is still the old year in Los Angeles.
    ["2027-01-01T05:00:00.000Z", "America/Los_Angeles", "#42-123126"],
    ["2027-01-01T05:00:00.000Z", "UTC", "#42-1127"],
    // Summer time: UTC-7, so 06:59 UTC is 23:59 the previous day.
    ["2026-07-05T06:59:00.000Z", "America/Los_Angeles", "#42-7426"],
    ["2026-07-05T07:00:00.000Z", "America/Los_Angeles", "#42-7526"],
    ["2026-11-21T20:00:00.000Z", "Asia/Tokyo", "#42-112226"],
  ])("%s in %s -> %p", (iso, timeZone, expected) => {
    expect(formatOrderNumber(42, new Date(iso), timeZone)).toBe(expected);
  });

  it.each<[string | number, string]>([
    ["2026-11-22T03:00:00.000Z", "#42-112126"],
    [Date.UTC(2026, 0, 5, 20), "#42-1526"],
  ])("accepts the date as %p", (createdAt, expected) => {
    expect(formatOrderNumber(42, createdAt)).toBe(expected);
  });

  it.each<[number | string, Date | string, string | undefined]>([
    [42, "not a date", undefined],
    [42, new Date(NaN), undefined],
    ["", new Date("2026-11-21T20:00:00Z"), undefined],
    ["   ", new Date("2026-11-21T20:00:00Z"), undefined],
    [1.5, new Date("2026-11-21T20:00:00Z"), undefined],
    [NaN, new Date("2026-11-21T20:00:00Z"), undefined],
    [42, new Date("2026-11-21T20:00:00Z"), "Mars/Olympus_Mons"],
  ])("rejects id %p, date %p, zone %p", (id, createdAt, timeZone) => {
    expect(() => formatOrderNumber(id, createdAt, timeZone)).toThrow(RangeError);
  });
});

describe("parseOrderNumber", () => {
  it.each([
    ["#42-112226", { id: 42, dateSuffix: "112226" }],
    ["42-1526", { id: 42, dateSuffix: "1526" }],
    [" # 42 ", { id: 42, dateSuffix: null }],
    ["42", { id: 42, dateSuffix: null }],
    ["0", null],
    ["2147483648", null],
    ["#42-12", null],
    ["42a", null],
    ["ann@example.com", null],
  ])("%j → %j", (text, expected) => {
    expect(parseOrderNumber(text)).toEqual(expected);
  });
});
