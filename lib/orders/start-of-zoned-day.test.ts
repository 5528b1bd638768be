import { startOfZonedDay } from "./start-of-zoned-day";

describe("startOfZonedDay", () => {
  it.each([
    // 7 pm in Las Vegas on Nov 21 is Nov 22 in UTC: the day began at 08:00 UTC on the 21st.
    ["2026-11-22T03:05:09.123Z", "America/Los_Angeles", "2026-11-21T08:00:00.000Z"],
    ["2026-11-22T08:00:00.000Z", "America/Los_Angeles", "2026-11-22T08:00:00.000Z"],
    ["2026-11-22T07:59:59.999Z", "America/Los_Angeles", "2026-11-21T08:00:00.000Z"],
    // Summer time (UTC-7).
    ["2026-07-04T20:00:00.000Z", "America/Los_Angeles", "2026-07-04T07:00:00.000Z"],
    // The days the clocks change: midnight is still before the change.
    ["2026-03-08T20:00:00.000Z", "America/Los_Angeles", "2026-03-08T08:00:00.000Z"],
    ["2026-11-01T20:00:00.000Z", "America/Los_Angeles", "2026-11-01T07:00:00.000Z"],
    ["2026-11-22T12:34:56.000Z", "UTC", "2026-11-22T00:00:00.000Z"],
    ["2026-11-22T12:34:56.000Z", "Asia/Kolkata", "2026-11-21T18:30:00.000Z"],
  ])("%s in %s → %s", (now, zone, expected) => {
    expect(startOfZonedDay(new Date(now), zone).toISOString()).toBe(expected);
  });

  it("refuses an unknown time zone", () => {
    expect(() => startOfZonedDay(new Date(), "Mars/Olympus")).toThrow(RangeError);
  });
});
