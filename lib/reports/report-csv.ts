// The Reports page's tables as CSV files: the same numbers the page shows, money in dollars ("12.34"), every
// value quoted, CRLF line ends, text cells that a spreadsheet could run as a formula neutralised. Pure.
import { stringify } from "csv-stringify/sync";
import { formatCents } from "@/lib/money/format-cents";
import { neutralizeFormula } from "@/lib/orders/neutralize-formula";
import { CART_FUNNEL_STEPS } from "./cart-funnel-steps";
import type { Report } from "./get-report";
import type { ReportTable } from "./parse-report-query";

// Text from the shop's rows (codes, names, size names) is neutralised; figures the report computed
// ({ figure }, e.g. a negative net "-5.00") are written as they are, so they stay numbers in a spreadsheet.
type Figure = { figure: string };
type Cell = string | number | null | Figure;

const money = (cents: number | null): Figure => ({ figure: cents === null ? "" : formatCents(cents) });
const ratio = (value: number | null): Figure => ({ figure: value === null ? "" : value.toFixed(4) });
const hours = (value: number | null): Figure => ({ figure: value === null ? "" : value.toFixed(2) });

function tableRows(report: Report, table: ReportTable): Cell[][] {
  switch (table) {
    case "summary": {
      const { current, previous } = report.sales;
      return [
        ["Figure", "This period", "Previous period"],
        ["From", report.current.firstDay, report.previous.firstDay],
        ["To", report.current.lastDay, report.previous.lastDay],
        ["Orders", current.orders, previous.orders],
        ["Checkouts paid", current.checkouts, previous.checkouts],
        ["Paid", money(current.paidCents), money(previous.paidCents)],
        ["Discounts", money(current.discountCents), money(previous.discountCents)],
        ["Refunds", money(current.refundCents), money(previous.refundCents)],
        ["Net revenue", money(current.netCents), money(previous.netCents)],
        ["Average order value", money(report.mix.averageOrderValueCents), ""],
        ["Rounded corners share", ratio(report.mix.roundedCornerShare), ""],
        ["Priority shipping share", ratio(report.mix.priorityShare), ""],
      ];
    }
    case "sales":
      return [
        [
          report.bucket === "week" ? "Week from" : "Day",
          "To",
          "Orders",
          "Checkouts",
          "Paid",
          "Discounts",
          "Refunds",
          "Net revenue",
          "Previous period from",
          "Previous orders",
          "Previous paid",
          "Previous refunds",
          "Previous net revenue",
        ],
        ...report.sales.points.map((point) => [
          point.firstDay,
          point.lastDay,
          point.current.orders,
          point.current.checkouts,
          money(point.current.paidCents),
          money(point.current.discountCents),
          money(point.current.refundCents),
          money(point.current.netCents),
          point.previousFirstDay,
          point.previous.orders,
          money(point.previous.paidCents),
          money(point.previous.refundCents),
          money(point.previous.netCents),
        ]),
      ];
    case "sizes":
      return [
        ["Shape", "Size", "Custom size", "Orders", "Stickers", "Revenue"],
        ...report.mix.sizes.map((row) => [
          row.shape,
          row.sizeName,
          row.custom ? "yes" : "no",
          row.orders,
          row.stickers,
          money(row.revenueCents),
        ]),
      ];
    case "bands":
      return [
        [
          "Shape",
          "Size band (longer side, upper bound inclusive)",
          "Orders",
          "Custom-size orders",
          "Stickers",
          "Revenue",
        ],
        ...report.mix.sizeBands.map((row) => [
          row.shape,
          row.bandLabel,
          row.orders,
          row.customOrders,
          row.stickers,
          money(row.revenueCents),
        ]),
      ];
    case "quantities":
      return [
        ["Quantity", "Orders", "Revenue"],
        ...report.mix.quantityTiers.map((row) => [row.quantity, row.orders, money(row.revenueCents)]),
      ];
    case "materials":
      return [
        ["Material", "Material id", "Orders", "Stickers", "Revenue"],
        ...report.mix.materials.map((row) => [
          row.materialName,
          row.materialId,
          row.orders,
          row.stickers,
          money(row.revenueCents),
        ]),
      ];
    case "finishes":
      return [
        ["Finish", "Finish id", "Orders", "Stickers", "Revenue"],
        ...report.mix.finishes.map((row) => [
          row.finishName,
          row.finishId,
          row.orders,
          row.stickers,
          money(row.revenueCents),
        ]),
      ];
    case "coupons":
      return [
        ["Coupon", "Uses", "Discount given", "Revenue"],
        ...report.coupons.map((row) => [row.code, row.uses, money(row.discountCents), money(row.revenueCents)]),
      ];
    case "affiliates":
      return [
        [
          "Code",
          "Name",
          "Orders",
          "Revenue",
          "Commission earned",
          "Commission reversed",
          "Still to pay",
          "Last payout",
        ],
        ...report.affiliates.map((row) => [
          row.code,
          row.name,
          row.orders,
          money(row.revenueCents),
          money(row.commissionCents),
          money(row.reversedCents),
          money(row.unpaidCents),
          row.lastPayoutAt ?? "",
        ]),
      ];
    case "funnel": {
      const { current, previous } = report.funnel;
      const sessions = report.cartFunnel;
      const counts = [
        ...CART_FUNNEL_STEPS.map(({ key, label }) => [
          `Cart sessions: ${label}`,
          sessions.current[key],
          sessions.previous[key],
        ]),
        ["Checkouts started", current.checkoutsStarted, previous.checkoutsStarted],
        ["Paid", current.paid, previous.paid],
        ["Expired unpaid", current.expiredUnpaid, previous.expiredUnpaid],
        ["Proofs sent", current.proofsSent, previous.proofsSent],
        ["Approved first time", current.approvedFirstTime, previous.approvedFirstTime],
        ["Changes requested", current.changesRequested, previous.changesRequested],
      ] as Cell[][];
      return [
        ["Step", "This period", "Previous period"],
        ...counts,
        [
          "Median hours from payment to proof sent",
          hours(current.medianHoursToProof),
          hours(previous.medianHoursToProof),
        ],
        ["Median hours from payment to shipped", hours(current.medianHoursToShip), hours(previous.medianHoursToShip)],
      ];
    }
  }
}

/** The table as CSV text (RFC 4180, every value quoted). */
export function formatReportCsv(report: Report, table: ReportTable): string {
  const rows = tableRows(report, table).map((row) =>
    row.map((cell) =>
      typeof cell === "string"
        ? neutralizeFormula(cell)
        : cell === null
          ? ""
          : typeof cell === "number"
            ? String(cell)
            : cell.figure,
    ),
  );
  return stringify(rows, { quoted: true, record_delimiter: "\r\n" });
}

/** "report-sales-2026-10-28-to-2026-11-26.csv". */
export function reportCsvFileName(report: Report, table: ReportTable): string {
  return `report-${table}-${report.current.firstDay}-to-${report.current.lastDay}.csv`;
}
