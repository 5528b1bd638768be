import { findZoneOffsetSegments } from "./find-zone-offset-segments";

const ms = (iso: string) => new Date(iso).getTime();
const HOUR = 3_600_000;

describe("findZoneOffsetSegments", () => {
  it("is one segment where the offset does not change", () => {
    expect(
      findZoneOffsetSegments(ms("2026-06-01T07:00:00Z"), ms("2026-07-01T07:00:00Z"), "America/Los_Angeles"),
    ).toEqual([{ fromMs: ms("2026-06-01T07:00:00Z"), offsetMs: -7 * HOUR }]);
    expect(findZoneOffsetSegments(ms("2026-01-01T00:00:00Z"), ms("2027-01-01T00:00:00Z"), "UTC")).toEqual([
      { fromMs: ms("2026-01-01T00:00:00Z"), offsetMs: 0 },
    ]);
  });

  it("finds each change to the second (Los Angeles: Nov 1 2026 at 09:00Z, Mar 14 2027 at 10:00Z)", () => {
    expect(
      findZoneOffsetSegments(ms("2026-10-01T07:00:00Z"), ms("2027-04-01T07:00:00Z"), "America/Los_Angeles"),
    ).toEqual([
      { fromMs: ms("2026-10-01T07:00:00Z"), offsetMs: -7 * HOUR },
      { fromMs: ms("2026-11-01T09:00:00Z"), offsetMs: -8 * HOUR },
      { fromMs: ms("2027-03-14T10:00:00Z"), offsetMs: -7 * HOUR },
    ]);
  });

  it("handles half-hour zones and the southern hemisphere (Adelaide: +10:30 until 3 am on Apr 5 2026, 16:30Z on Apr 4, then +9:30)", () => {
    expect(
      findZoneOffsetSegments(ms("2026-04-01T00:00:00Z"), ms("2026-04-10T00:00:00Z"), "Australia/Adelaide"),
    ).toEqual([
      { fromMs: ms("2026-04-01T00:00:00Z"), offsetMs: 10.5 * HOUR },
      { fromMs: ms("2026-04-04T16:30:00Z"), offsetMs: 9.5 * HOUR },
    ]);
  });
});
