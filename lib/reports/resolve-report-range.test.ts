import { resolveReportRange } from "./resolve-report-range";

const LA = "America/Los_Angeles";

describe("resolveReportRange", () => {
  // 10 am on Thursday, November 26, 2026 in Los Angeles (PST, UTC−8).
  const now = new Date("2026-11-26T18:00:00.000Z");

  it.each([
    ["7d", "2026-11-20", "2026-11-26", 7, "day", "2026-11-13", "2026-11-19"],
    ["30d", "2026-10-28", "2026-11-26", 30, "day", "2026-09-28", "2026-10-27"],
    ["90d", "2026-08-29", "2026-11-26", 90, "day", "2026-05-31", "2026-08-28"],
    ["year", "2026-01-01", "2026-11-26", 330, "week", "2025-02-05", "2025-12-31"],
  ] as const)(
    "%s: %s to %s (%i days, per %s), previous %s to %s",
    (range, firstDay, lastDay, days, bucket, prevFirst, prevLast) => {
      const resolved = resolveReportRange({ range }, now, LA);
      expect(resolved).toMatchObject({
        kind: range,
        bucket,
        current: { firstDay, lastDay, days },
        previous: { firstDay: prevFirst, lastDay: prevLast, days },
      });
    },
  );

  it("reads today on the shop's clock: 11 pm on Nov 25 in Los Angeles is already Nov 26 in UTC", () => {
    const lateEvening = new Date("2026-11-26T07:30:00.000Z");
    expect(resolveReportRange({ range: "7d" }, lateEvening, LA).current.lastDay).toBe("2026-11-25");
    expect(resolveReportRange({ range: "7d" }, lateEvening, "UTC").current.lastDay).toBe("2026-11-26");
  });

  it("spans the instants from the first day's local midnight to the midnight after the last day, across DST", () => {
    const range = resolveReportRange({ range: "custom", from: "2026-03-07", to: "2026-03-09" }, now, LA);
    expect(range.current.start.toISOString()).toBe("2026-03-07T08:00:00.000Z"); // PST
    expect(range.current.end.toISOString()).toBe("2026-03-10T07:00:00.000Z"); // PDT: the period is 71 hours
    expect(range.previous).toMatchObject({ firstDay: "2026-03-04", lastDay: "2026-03-06", days: 3 });
    expect(range.previous.end).toEqual(range.current.start);
  });

  it.each([
    [90, "day"],
    [91, "week"],
  ] as const)("a custom range of %i days is drawn per %s", (days, bucket) => {
    const to = new Date(Date.UTC(2026, 0, days)).toISOString().slice(0, 10);
    expect(resolveReportRange({ range: "custom", from: "2026-01-01", to }, now, LA).bucket).toBe(bucket);
  });

  it.each([
    [{ range: "custom" as const, from: "2026-03-01" }, "A custom range needs from and to"],
    [{ range: "custom" as const, from: "2026-03-02", to: "2026-03-01" }, "from must not be after to"],
    [{ range: "custom" as const, from: "2026-02-29", to: "2026-03-01" }, "Dates are written YYYY-MM-DD"],
    [{ range: "custom" as const, from: "2023-01-01", to: "2026-03-01" }, "A report covers at most 732 days"],
  ])("refuses %o", (input, message) => {
    expect(() => resolveReportRange(input, now, LA)).toThrow(new RangeError(message));
  });
});
