// Whether the revenue charts draw a bar per day or per week, from the width the chart actually has. Pure: the
// page measures its chart holder and asks; the report already carries both series, so nothing is fetched again.

/** The value axis' width and the plot's right margin of a horizontal ReportChart (report-chart.tsx uses them). */
export const CHART_VALUE_AXIS_PX = 56;
export const CHART_RIGHT_MARGIN_PX = 8;
/** A bar narrower than this is hard to see and to point at: the chart goes per week below it. */
export const MIN_BAR_PX = 4;
// Recharts' defaults: 10% of each category's band is left empty on either side, 4 px between its bars.
const CATEGORY_GAP_SHARE = 0.1;
const BAR_GAP_PX = 4;

/** The width of each bar when `points` categories of `barsPerPoint` bars share a chart `chartWidth` px wide. */
export function measureBarWidth(chartWidth: number, points: number, barsPerPoint: number): number {
  if (points === 0) return 0;
  const band = Math.max(0, chartWidth - CHART_VALUE_AXIS_PX - CHART_RIGHT_MARGIN_PX) / points;
  return Math.max(0, (band * (1 - 2 * CATEGORY_GAP_SHARE) - (barsPerPoint - 1) * BAR_GAP_PX) / barsPerPoint);
}

/**
 * "week" when the report is already weekly or a bar per day would be thinner than MIN_BAR_PX; "day" otherwise,
 * and while the width is not known yet (0).
 */
export function chooseChartBucket(
  reportBucket: "day" | "week",
  chartWidth: number,
  days: number,
  barsPerPoint: number,
): "day" | "week" {
  if (reportBucket === "week") return "week";
  if (chartWidth <= 0) return "day";
  return measureBarWidth(chartWidth, days, barsPerPoint) < MIN_BAR_PX ? "week" : "day";
}
