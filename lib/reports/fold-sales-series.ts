import { listReportBuckets } from "./list-report-buckets";
import { addDays, dayNumberOf } from "./report-days";

/** Sums of one bucket or period. Net = paid − refunds. */
export type SalesFigures = {
  checkouts: number;
  orders: number;
  paidCents: number;
  discountCents: number;
  refundCents: number;
  netCents: number;
};

export type SalesPoint = {
  /** The bucket's first and last day in the current period. */
  firstDay: string;
  lastDay: string;
  current: SalesFigures;
  /** The bucket at the same place in the previous period. */
  previousFirstDay: string;
  previous: SalesFigures;
};

type DaySums = Omit<SalesFigures, "netCents">;

const ZERO: SalesFigures = { checkouts: 0, orders: 0, paidCents: 0, discountCents: 0, refundCents: 0, netCents: 0 };

function sumDays(days: ReadonlyMap<string, DaySums>, firstDay: string, lastDay: string): SalesFigures {
  const sum = { ...ZERO };
  const count = dayNumberOf(lastDay) - dayNumberOf(firstDay) + 1;
  for (let offset = 0; offset < count; offset++) {
    const day = days.get(addDays(firstDay, offset));
    if (!day) continue;
    sum.checkouts += day.checkouts;
    sum.orders += day.orders;
    sum.paidCents += day.paidCents;
    sum.discountCents += day.discountCents;
    sum.refundCents += day.refundCents;
  }
  sum.netCents = sum.paidCents - sum.refundCents;
  return sum;
}

/**
 * The chart's points: the per-day sums folded into the buckets of the current period, each beside the bucket at
 * the same place of the previous period (which has as many days, hence as many buckets).
 */
export function foldSalesSeries(
  days: ReadonlyMap<string, DaySums>,
  current: { firstDay: string; lastDay: string },
  previous: { firstDay: string; lastDay: string },
  bucket: "day" | "week",
): SalesPoint[] {
  const before = listReportBuckets(previous.firstDay, previous.lastDay, bucket);
  return listReportBuckets(current.firstDay, current.lastDay, bucket).map((range, index) => {
    const earlier = before[index]!;
    return {
      firstDay: range.firstDay,
      lastDay: range.lastDay,
      current: sumDays(days, range.firstDay, range.lastDay),
      previousFirstDay: earlier.firstDay,
      previous: sumDays(days, earlier.firstDay, earlier.lastDay),
    };
  });
}

/** The sums of every point of one side. */
export function totalSales(points: SalesPoint[], side: "current" | "previous"): SalesFigures {
  const total = { ...ZERO };
  for (const point of points) {
    for (const key of Object.keys(total) as (keyof SalesFigures)[]) total[key] += point[side][key];
  }
  return total;
}
