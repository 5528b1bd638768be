import "server-only";
import { foldSalesSeries, totalSales, type SalesFigures, type SalesPoint } from "./fold-sales-series";
import { readAffiliateReport, type AffiliateReportRow } from "./read-affiliate-report";
import { readCouponReport, type CouponReportRow } from "./read-coupon-report";
import { readDailySales } from "./read-daily-sales";
import { readFunnel, type Funnel } from "./read-funnel";
import { readSalesMix, type QuantityTierRow, type SizeMixRow } from "./read-sales-mix";
import { resolveReportRange, type ReportRangeInput, type ReportRangeKind } from "./resolve-report-range";

type PeriodDto = { firstDay: string; lastDay: string; days: number; start: string; end: string };

/** The Reports page's data: money in integer cents, shares as fractions (0–1), hours as decimals. */
export type Report = {
  range: ReportRangeKind;
  timeZone: string;
  bucket: "day" | "week";
  current: PeriodDto;
  previous: PeriodDto;
  sales: { points: SalesPoint[]; current: SalesFigures; previous: SalesFigures };
  mix: {
    sizes: SizeMixRow[];
    quantityTiers: QuantityTierRow[];
    orders: number;
    roundedCornerOrders: number;
    /** Rounded-corner orders / orders; null without orders. */
    roundedCornerShare: number | null;
    checkouts: number;
    /** Paid amount / paid checkouts, rounded to the cent; null without checkouts. */
    averageOrderValueCents: number | null;
    priorityCheckouts: number;
    /** Priority checkouts / paid checkouts; null without checkouts. */
    priorityShare: number | null;
  };
  coupons: CouponReportRow[];
  affiliates: (Omit<AffiliateReportRow, "lastPayoutAt"> & { lastPayoutAt: string | null })[];
  funnel: { current: Funnel; previous: Funnel };
};

const periodDto = (period: { firstDay: string; lastDay: string; days: number; start: Date; end: Date }): PeriodDto => ({
  firstDay: period.firstDay,
  lastDay: period.lastDay,
  days: period.days,
  start: period.start.toISOString(),
  end: period.end.toISOString(),
});

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * Every figure of the Reports page for a range of the shop's calendar (lib/reports/resolve-report-range.ts),
 * computed in the database with aggregate statements (per-day GROUP BYs, per-coupon and per-affiliate sums,
 * funnel counts and medians); nothing reads the orders one by one. Throws RangeError for a bad range.
 */
export async function getReport(input: ReportRangeInput, timeZone: string, now = new Date()): Promise<Report> {
  const range = resolveReportRange(input, now, timeZone);
  const { current, previous } = range;
  const [days, mix, coupons, affiliates, funnelNow, funnelBefore] = await Promise.all([
    readDailySales(previous.start, current.end, timeZone),
    readSalesMix(current.start, current.end),
    readCouponReport(current.start, current.end),
    readAffiliateReport(current.start, current.end),
    readFunnel(current.start, current.end),
    readFunnel(previous.start, previous.end),
  ]);
  const points = foldSalesSeries(days, current, previous, range.bucket);
  return {
    range: range.kind,
    timeZone,
    bucket: range.bucket,
    current: periodDto(current),
    previous: periodDto(previous),
    sales: { points, current: totalSales(points, "current"), previous: totalSales(points, "previous") },
    mix: {
      sizes: mix.sizes,
      quantityTiers: mix.quantityTiers,
      orders: mix.orders,
      roundedCornerOrders: mix.roundedCornerOrders,
      roundedCornerShare: share(mix.roundedCornerOrders, mix.orders),
      checkouts: mix.checkouts,
      averageOrderValueCents: mix.checkouts === 0 ? null : Math.round(mix.paidCents / mix.checkouts),
      priorityCheckouts: mix.priorityCheckouts,
      priorityShare: share(mix.priorityCheckouts, mix.checkouts),
    },
    coupons,
    affiliates: affiliates.map((row) => ({ ...row, lastPayoutAt: row.lastPayoutAt?.toISOString() ?? null })),
    funnel: { current: funnelNow, previous: funnelBefore },
  };
}
