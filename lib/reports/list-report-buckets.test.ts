import { findBucketIndex, listReportBuckets } from "./list-report-buckets";

describe("listReportBuckets", () => {
  it("makes one bucket per day", () => {
    expect(listReportBuckets("2026-02-27", "2026-03-02", "day")).toEqual([
      { firstDay: "2026-02-27", lastDay: "2026-02-27" },
      { firstDay: "2026-02-28", lastDay: "2026-02-28" },
      { firstDay: "2026-03-01", lastDay: "2026-03-01" },
      { firstDay: "2026-03-02", lastDay: "2026-03-02" },
    ]);
  });

  it("makes 7-day steps from the first day, the last one shorter", () => {
    expect(listReportBuckets("2026-01-01", "2026-01-16", "week")).toEqual([
      { firstDay: "2026-01-01", lastDay: "2026-01-07" },
      { firstDay: "2026-01-08", lastDay: "2026-01-14" },
      { firstDay: "2026-01-15", lastDay: "2026-01-16" },
    ]);
    expect(listReportBuckets("2025-12-29", "2026-01-11", "week")).toEqual([
      { firstDay: "2025-12-29", lastDay: "2026-01-04" },
      { firstDay: "2026-01-05", lastDay: "2026-01-11" },
    ]);
  });

  it.each([
    ["2026-01-01", "day", 0],
    ["2026-01-07", "week", 0],
    ["2026-01-08", "week", 1],
    ["2026-03-01", "day", 59],
    ["2026-03-01", "week", 8],
    ["2025-12-31", "week", -1],
  ] as const)("puts %s in bucket (%s) %i of a period from Jan 1", (day, bucket, index) => {
    expect(findBucketIndex("2026-01-01", day, bucket)).toBe(index);
  });
});
