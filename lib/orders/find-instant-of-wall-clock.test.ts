import { findInstantOfWallClock } from "./find-instant-of-wall-clock";

const at = (iso: string) => Date.parse(`${iso}Z`);

describe("findInstantOfWallClock", () => {
  it.each([
    ["2026-11-25T09:14:00", "America/Los_Angeles", "2026-11-25T17:14:00.000Z"],
    ["2026-07-01T09:14:00", "America/Los_Angeles", "2026-07-01T16:14:00.000Z"],
    ["2026-12-31T23:59:00", "Asia/Tokyo", "2026-12-31T14:59:00.000Z"],
    ["2026-03-08T01:30:00", "America/Los_Angeles", "2026-03-08T09:30:00.000Z"], // just before spring forward
    ["2026-03-08T03:30:00", "America/Los_Angeles", "2026-03-08T10:30:00.000Z"], // just after it
    ["2026-11-01T00:30:00", "America/Los_Angeles", "2026-11-01T07:30:00.000Z"], // the night clocks fall back
  ])("%s in %s is %s", (wall, timeZone, expected) => {
    expect(new Date(findInstantOfWallClock(at(wall), timeZone)).toISOString()).toBe(expected);
  });

  it("throws for an unknown zone", () => {
    expect(() => findInstantOfWallClock(at("2026-11-25T09:14:00"), "Mars/Olympus_Mons")).toThrow(RangeError);
  });
});
