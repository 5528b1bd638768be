import "server-only";
import { foldSalesSeries, totalSales, type SalesFigures, type SalesPoint } from "./fold-sales-series";
import { readAffiliateReport, type AffiliateReportRow } from "./read-affiliate-report";
import { readCouponReport, type CouponReportRow } from "./read-coupon-report";
import { getCatalogue } from "@/lib/catalogue/get-catalogue";
import { findOldestKeptUpload } from "@/lib/designs/unused-design-retention";
import { readCartFunnel, type CartFunnel } from "./read-cart-funnel";
import { readDailySales } from "./read-daily-sales";
import { readFunnel, type Funnel } from "./read-funnel";
import {
  readSalesMix,
  type FinishMixRow,
  type MaterialMixRow,
  type QuantityTierRow,
  type SizeBandRow,
  type SizeMixRow,
} from "./read-sales-mix";
import { resolveReportRange, type ReportRangeInput, type ReportRangeKind } from "./resolve-report-range";

type PeriodDto = { firstDay: string; lastDay: string; days: number; start: string; end: string };

/** The Reports page's data: money in integer cents, shares as fractions (0–1), hours as decimals. */
export type Report = {
  range: ReportRangeKind;
  timeZone: string;
  bucket: "day" | "week";
  current: PeriodDto;
  previous: PeriodDto;
  sales: {
    points: SalesPoint[];
    /**
     * The same days in 7-day steps from the first day (equal to points when bucket is "week"): a chart too
     * narrow for a bar per day draws these instead, without asking again.
     */
    weeklyPoints: SalesPoint[];
    current: SalesFigures;
    previous: SalesFigures;
  };
  mix: {
    /** Every shape and size sold (one row per die-cut size): the CSV's detail. */
    sizes: SizeMixRow[];
    /** Per shape and size band (lib/reports/size-bands.ts): what the page shows. */
    sizeBands: SizeBandRow[];
    quantityTiers: QuantityTierRow[];
    /** Per material and per finish (#35), by revenue. */
    materials: MaterialMixRow[];
    finishes: FinishMixRow[];
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
  /** Each step's events counted by their own time (checkouts started, proofs sent…). */
  funnel: { current: Funnel; previous: Funnel };
  /** The cart sessions that uploaded a design in each period and how far they got, per session throughout. */
  cartFunnel: {
    current: CartFunnel;
    previous: CartFunnel;
    /**
     * Per period, whether it began within UNUSED_DESIGN_RETENTION_DAYS of now: designs never ordered are
     * deleted after that, so a period that began earlier counts fewer uploads than it had (not comparable).
     */
    complete: { current: boolean; previous: boolean };
  };
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
 * computed in the database with aggregate statements (per-day GROUP BYs, per-size and per-size-band sums,
 * per-coupon and per-affiliate sums, event counts and medians, the cart-session funnel); nothing reads the orders
 * one by one. Throws RangeError for a bad range.
 */
export async function getReport(input: ReportRangeInput, timeZone: string, now = new Date()): Promise<Report> {
  const range = resolveReportRange(input, now, timeZone);
  const { current, previous } = range;
  const [days, mix, coupons, affiliates, funnelNow, funnelBefore, cartFunnel, catalogue] = await Promise.all([
    readDailySales(previous.start, current.end, timeZone),
    readSalesMix(current.start, current.end),
    readCouponReport(current.start, current.end),
    readAffiliateReport(current.start, current.end),
    readFunnel(current.start, current.end),
    readFunnel(previous.start, previous.end),
    readCartFunnel(previous.start, current.start, current.end),
    getCatalogue(),
  ]);
  // A stock renamed in the catalogue is reported under today's name (its orders keep the name they were sold with).
  const todaysName = (entries: { id: string; name: string }[], id: string, soldAs: string) =>
    entries.find((entry) => entry.id === id)?.name ?? soldAs;
  const points = foldSalesSeries(days, current, previous, range.bucket);
  return {
    range: range.kind,
    timeZone,
    bucket: range.bucket,
    current: periodDto(current),
    previous: periodDto(previous),
    sales: {
      points,
      weeklyPoints: range.bucket === "week" ? points : foldSalesSeries(days, current, previous, "week"),
      current: totalSales(points, "current"),
      previous: totalSales(points, "previous"),
    },
    mix: {
      sizes: mix.sizes,
      sizeBands: mix.sizeBands,
      quantityTiers: mix.quantityTiers,
      materials: mix.materials.map((row) => ({
        ...row,
        materialName: todaysName(catalogue.materials, row.materialId, row.materialName),
      })),
      finishes: mix.finishes.map((row) => ({
        ...row,
        finishName: todaysName(catalogue.finishes, row.finishId, row.finishName),
      })),
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
    cartFunnel: {
      ...cartFunnel,
      complete: {
        current: current.start >= findOldestKeptUpload(now),
        previous: previous.start >= findOldestKeptUpload(now),
      },
    },
  };
}
