import { addDays, dayNumberOf } from "./report-days";

/** One point of a chart: the days it sums, first to last inclusive. */
export type ReportBucket = { firstDay: string; lastDay: string };

/**
 * The buckets of a period: one per day, or per week as 7-day steps from the period's first day (the last
 * one shorter when the days do not divide by 7). Steps from the first day rather than calendar weeks, so
 * bucket i of the current period and bucket i of the previous one cover the same place in their periods.
 */
export function listReportBuckets(firstDay: string, lastDay: string, bucket: "day" | "week"): ReportBucket[] {
  const days = dayNumberOf(lastDay) - dayNumberOf(firstDay) + 1;
  const step = bucket === "week" ? 7 : 1;
  const buckets: ReportBucket[] = [];
  for (let offset = 0; offset < days; offset += step) {
    buckets.push({
      firstDay: addDays(firstDay, offset),
      lastDay: addDays(firstDay, Math.min(offset + step, days) - 1),
    });
  }
  return buckets;
}

/** The index of the bucket holding `day` in a period starting at `firstDay`; -1 before it. */
export function findBucketIndex(firstDay: string, day: string, bucket: "day" | "week"): number {
  const offset = dayNumberOf(day) - dayNumberOf(firstDay);
  if (offset < 0) return -1;
  return bucket === "week" ? Math.floor(offset / 7) : offset;
}
