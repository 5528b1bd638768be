"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { ArrowLeft, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { CART_FUNNEL_STEPS } from "@/lib/reports/cart-funnel-steps";
import type { Report } from "@/lib/reports/get-report";
import { SIZE_BAND_LEGEND } from "@/lib/reports/size-bands";
import { AdminLink } from "../admin-link";
import { useAdminApi } from "../admin-session";
import { SignOutButton } from "../sign-out-button";
import { chooseChartBucket } from "./choose-chart-bucket";
import { formatChange, formatDays, formatHours, formatMoney, formatShare } from "./format-report";
import { RangePicker, rangeQuery, type RangeChoice } from "./range-picker";
import { ReportSection, ReportTable } from "./report-section";
import { useElementWidth } from "./use-element-width";

// Recharts comes with the first chart, in a chunk of its own: no other admin page loads it.
const ReportChart = dynamic(() => import("./report-chart"), {
  ssr: false,
  loading: () => <div className="h-64 w-full animate-pulse rounded-md bg-slate-100" />,
});

const COLORS = { current: "#1d4ed8", previous: "#94a3b8", refunds: "#b91c1c", discounts: "#b45309" };
const dollars = (value: number) => formatMoney(Math.round(value * 100));
const count = (value: number) => String(value);

function todayInBrowser(): string {
  return new Date().toISOString().slice(0, 10);
}

type LoadState = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; report: Report };

/** /admin/reports once unlocked: the range picker and every block of the report for it. */
export function ReportsView() {
  const api = useAdminApi();
  const [choice, setChoice] = useState<RangeChoice>({ range: "30d", from: todayInBrowser(), to: todayInBrowser() });
  const query = rangeQuery(choice);
  // The answer is kept with the query it answers: a new range shows "Loading" until its own answer comes.
  const [loaded, setLoaded] = useState<{ query: string; state: LoadState } | null>(null);
  const state: LoadState = loaded?.query === query ? loaded.state : { kind: "loading" };

  useEffect(() => {
    let cancelled = false;
    api.request<Report>("GET", `/api/admin/reports?${query}`).then(
      (report) => {
        if (!cancelled) setLoaded({ query, state: { kind: "ready", report } });
      },
      (error: unknown) => {
        // The server's { message } (a refused range says what is wrong); an expired session shows the gate.
        const message = error instanceof Error ? error.message : String(error);
        if (!cancelled) setLoaded({ query, state: { kind: "error", message } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, query]);

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-3 py-6 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-slate-900">Reports</h1>
          {state.kind === "ready" && (
            <p className="text-sm text-slate-600">
              {formatDays(state.report.current.firstDay, state.report.current.lastDay)} ({state.report.current.days}{" "}
              days, {state.report.timeZone}), compared with{" "}
              {formatDays(state.report.previous.firstDay, state.report.previous.lastDay)}
              {state.report.bucket === "week" ? "; per week (7-day steps from the first day)" : "; per day"}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <AdminLink href="/admin">
              <ArrowLeft aria-hidden="true" />
              Dashboard
            </AdminLink>
          </Button>
          <SignOutButton />
        </div>
      </header>

      <RangePicker value={choice} onChange={setChoice} />

      {state.kind === "loading" && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Loading the report…
        </p>
      )}
      {state.kind === "error" && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {state.message}
        </p>
      )}
      {state.kind === "ready" && <ReportBlocks report={state.report} query={query} />}
    </main>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-md border bg-white p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
      {detail && <dd className="text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ReportBlocks({ report, query }: { report: Report; query: string }) {
  const { current, previous } = report.sales;
  const before = (cents: number, earlier: number) =>
    `${formatChange(cents, earlier)} vs ${formatMoney(earlier)} before`;
  // A bar per day while each of the two side-by-side bars stays a few pixels wide at the chart's own width;
  // per week (the report carries both series) on a phone or for a long range. The table follows the chart.
  const [chartHolder, chartWidth] = useElementWidth<HTMLDivElement>();
  const chartBucket = chooseChartBucket(report.bucket, chartWidth, report.sales.points.length, 2);
  const salesPoints = chartBucket === report.bucket ? report.sales.points : report.sales.weeklyPoints;
  const narrowed = chartBucket !== report.bucket;
  const points = salesPoints.map((point) => ({
    label: formatDays(point.firstDay, point.lastDay),
    net: point.current.netCents / 100,
    previousNet: point.previous.netCents / 100,
    refunds: point.current.refundCents / 100,
    discounts: point.current.discountCents / 100,
    orders: point.current.orders,
    previousOrders: point.previous.orders,
  }));
  const funnel = report.funnel;
  // A period that began before unordered designs were deleted (30 days) lost uploads: not compared.
  const funnelComplete = report.cartFunnel.complete;
  const sessionSteps = CART_FUNNEL_STEPS.map(
    ({ key, label }) =>
      [
        capitalize(label),
        report.cartFunnel.current[key],
        funnelComplete.previous ? report.cartFunnel.previous[key] : null,
      ] as const,
  );
  const funnelNote = [
    !funnelComplete.current &&
      "This period began more than 30 days ago, so it counts fewer uploads than it had (designs never ordered are deleted after 30 days).",
    funnelComplete.current &&
      !funnelComplete.previous &&
      "The previous period is not compared: it began more than 30 days ago, and designs never ordered are deleted after 30 days.",
  ]
    .filter(Boolean)
    .join(" ");
  const sizeBands = report.mix.sizeBands;
  const bandsByRevenue = [...sizeBands].sort((a, b) => b.revenueCents - a.revenueCents).slice(0, 8);
  const steps = [
    ["Checkouts started", funnel.current.checkoutsStarted, funnel.previous.checkoutsStarted],
    ["Paid", funnel.current.paid, funnel.previous.paid],
    ["Expired unpaid", funnel.current.expiredUnpaid, funnel.previous.expiredUnpaid],
    ["Proofs sent", funnel.current.proofsSent, funnel.previous.proofsSent],
    ["Approved first time", funnel.current.approvedFirstTime, funnel.previous.approvedFirstTime],
    ["Changes requested", funnel.current.changesRequested, funnel.previous.changesRequested],
  ] as const;
  const unit = chartBucket === "week" ? "Week" : "Day";

  return (
    <div className="space-y-6">
      <ReportSection
        title="Summary"
        description="Paid revenue net of refunds, and how the period's checkouts were made."
        table="summary"
        query={query}
      >
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure
            label="Net revenue"
            value={formatMoney(current.netCents)}
            detail={before(current.netCents, previous.netCents)}
          />
          <Figure
            label="Paid"
            value={formatMoney(current.paidCents)}
            detail={before(current.paidCents, previous.paidCents)}
          />
          <Figure
            label="Refunds"
            value={formatMoney(current.refundCents)}
            detail={before(current.refundCents, previous.refundCents)}
          />
          <Figure
            label="Discounts"
            value={formatMoney(current.discountCents)}
            detail={before(current.discountCents, previous.discountCents)}
          />
          <Figure
            label="Orders"
            value={String(current.orders)}
            detail={`${formatChange(current.orders, previous.orders)} vs ${previous.orders} before`}
          />
          <Figure
            label="Average order value"
            value={formatMoney(report.mix.averageOrderValueCents)}
            detail={`per checkout: ${report.mix.checkouts} paid`}
          />
          <Figure
            label="Priority shipping"
            value={formatShare(report.mix.priorityShare)}
            detail={`${report.mix.priorityCheckouts} of ${report.mix.checkouts} checkouts`}
          />
          <Figure
            label="Rounded corners"
            value={formatShare(report.mix.roundedCornerShare)}
            detail={`${report.mix.roundedCornerOrders} of ${report.mix.orders} orders`}
          />
        </dl>
      </ReportSection>

      <ReportSection
        title="Revenue and orders"
        description="Net revenue (paid − refunds) beside the previous period; refunds dated by the refund, discounts by the payment."
        table="sales"
        query={query}
        chart={
          <div ref={chartHolder} className="space-y-4" data-chart-bucket={chartBucket}>
            {narrowed && (
              <p className="text-xs text-slate-600">
                Per week (7-day steps from the first day): a bar per day would be too thin at this width.
              </p>
            )}
            <ReportChart
              data={points}
              categoryKey="label"
              formatValue={dollars}
              series={[
                { key: "net", label: "Net revenue", color: COLORS.current, kind: "bar" },
                { key: "previousNet", label: "Previous period", color: COLORS.previous, kind: "bar" },
                { key: "refunds", label: "Refunds", color: COLORS.refunds, kind: "line" },
                { key: "discounts", label: "Discounts", color: COLORS.discounts, kind: "line" },
              ]}
            />
            <ReportChart
              data={points}
              categoryKey="label"
              formatValue={count}
              wholeNumbers
              className="h-48"
              series={[
                { key: "orders", label: "Orders", color: COLORS.current, kind: "bar" },
                { key: "previousOrders", label: "Previous period", color: COLORS.previous, kind: "bar" },
              ]}
            />
          </div>
        }
      >
        <ReportTable>
          <caption className="sr-only">Revenue and orders per {unit.toLowerCase()}</caption>
          <TableHeader>
            <TableRow>
              <TableHead>{unit}</TableHead>
              <TableHead className="text-right">Orders</TableHead>
              <TableHead className="text-right">Paid</TableHead>
              <TableHead className="text-right">Discounts</TableHead>
              <TableHead className="text-right">Refunds</TableHead>
              <TableHead className="text-right">Net revenue</TableHead>
              <TableHead className="text-right">Previous orders</TableHead>
              <TableHead className="text-right">Previous net</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {salesPoints.map((point) => (
              <TableRow key={point.firstDay}>
                <TableCell className="whitespace-nowrap">{formatDays(point.firstDay, point.lastDay)}</TableCell>
                <TableCell className="text-right tabular-nums">{point.current.orders}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(point.current.paidCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(point.current.discountCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(point.current.refundCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(point.current.netCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{point.previous.orders}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(point.previous.netCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ReportTable>
      </ReportSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <ReportSection
          title="Shapes and sizes"
          description={`Orders paid in the period by shape and size band, goods revenue after discounts. ${SIZE_BAND_LEGEND}`}
          table="bands"
          query={query}
          chart={
            bandsByRevenue.length > 0 ? (
              <ReportChart
                data={bandsByRevenue.map((row) => ({
                  size: `${row.shape} ${row.bandLabel}`,
                  revenue: row.revenueCents / 100,
                }))}
                categoryKey="size"
                layout="vertical"
                formatValue={dollars}
                series={[{ key: "revenue", label: "Revenue", color: COLORS.current, kind: "bar" }]}
              />
            ) : undefined
          }
        >
          <ReportTable>
            <caption className="sr-only">Orders and revenue by shape and size band</caption>
            <TableHeader>
              <TableRow>
                <TableHead>Shape</TableHead>
                <TableHead>Size band</TableHead>
                <TableHead className="text-right">Orders</TableHead>
                <TableHead className="text-right">Custom sizes</TableHead>
                <TableHead className="text-right">Stickers</TableHead>
                <TableHead className="text-right">Revenue</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {sizeBands.length === 0 && <EmptyRow columns={6} />}
              {sizeBands.map((row) => (
                <TableRow key={`${row.shape} ${row.band}`}>
                  <TableCell>{row.shape}</TableCell>
                  <TableCell className="whitespace-nowrap">{row.bandLabel}</TableCell>
                  <TableCell className="text-right tabular-nums">{row.orders}</TableCell>
                  <TableCell className="text-right tabular-nums">{row.customOrders}</TableCell>
                  <TableCell className="text-right tabular-nums">{row.stickers}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.revenueCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
        </ReportSection>

        <ReportSection
          title="Quantity tiers"
          description="Orders paid in the period by the quantity chosen."
          table="quantities"
          query={query}
          chart={
            report.mix.quantityTiers.length > 0 ? (
              <ReportChart
                data={report.mix.quantityTiers.map((row) => ({ quantity: String(row.quantity), orders: row.orders }))}
                categoryKey="quantity"
                formatValue={count}
                wholeNumbers
                series={[{ key: "orders", label: "Orders", color: COLORS.current, kind: "bar" }]}
              />
            ) : undefined
          }
        >
          <ReportTable>
            <caption className="sr-only">Orders and revenue by quantity</caption>
            <TableHeader>
              <TableRow>
                <TableHead>Quantity</TableHead>
                <TableHead className="text-right">Orders</TableHead>
                <TableHead className="text-right">Revenue</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.mix.quantityTiers.length === 0 && <EmptyRow columns={3} />}
              {report.mix.quantityTiers.map((row) => (
                <TableRow key={row.quantity}>
                  <TableCell className="tabular-nums">{row.quantity}</TableCell>
                  <TableCell className="text-right tabular-nums">{row.orders}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.revenueCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
        </ReportSection>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <StockMixSection
          label="Material"
          title="Materials"
          table="materials"
          query={query}
          rows={report.mix.materials.map((row) => ({ ...row, id: row.materialId, name: row.materialName }))}
        />
        <StockMixSection
          label="Finish"
          title="Finishes"
          table="finishes"
          query={query}
          rows={report.mix.finishes.map((row) => ({ ...row, id: row.finishId, name: row.finishName }))}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <ReportSection
          title="Coupons"
          description="Checkouts paid in the period with each coupon: uses, discount given, what they charged."
          table="coupons"
          query={query}
        >
          <ReportTable>
            <caption className="sr-only">Coupons used in the period</caption>
            <TableHeader>
              <TableRow>
                <TableHead>Coupon</TableHead>
                <TableHead className="text-right">Uses</TableHead>
                <TableHead className="text-right">Discount</TableHead>
                <TableHead className="text-right">Revenue</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.coupons.length === 0 && <EmptyRow columns={4} />}
              {report.coupons.map((row) => (
                <TableRow key={row.couponId}>
                  <TableCell className="font-mono">{row.code}</TableCell>
                  <TableCell className="text-right tabular-nums">{row.uses}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.discountCents)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.revenueCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
        </ReportSection>

        <ReportSection
          title="Affiliates"
          description="Checkouts referred and paid in the period, commission earned and reversed on them; still to pay since the last payout."
          table="affiliates"
          query={query}
        >
          <ReportTable>
            <caption className="sr-only">Affiliates</caption>
            <TableHeader>
              <TableRow>
                <TableHead>Affiliate</TableHead>
                <TableHead className="text-right">Orders</TableHead>
                <TableHead className="text-right">Revenue</TableHead>
                <TableHead className="text-right">Commission</TableHead>
                <TableHead className="text-right">Reversed</TableHead>
                <TableHead className="text-right">Still to pay</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.affiliates.length === 0 && <EmptyRow columns={6} />}
              {report.affiliates.map((row) => (
                <TableRow key={row.affiliateId}>
                  <TableCell>
                    <span className="font-mono">{row.code}</span> <span className="text-slate-600">{row.name}</span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{row.orders}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.revenueCents)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.commissionCents)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.reversedCents)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.unpaidCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
        </ReportSection>
      </div>

      <ReportSection
        title="Funnel"
        description={`Cart sessions (one shopper's cart) that uploaded a design in the period, and how many of them have gone on to each step since; a session counts once per step however many designs, checkouts or orders it has.${funnelNote ? ` ${funnelNote}` : ""}`}
        table="funnel"
        query={query}
        chart={
          <ReportChart
            data={sessionSteps.map(([step, now, earlier]) => ({ step, current: now, previous: earlier ?? 0 }))}
            categoryKey="step"
            layout="vertical"
            formatValue={count}
            wholeNumbers
            series={[
              { key: "current", label: "This period", color: COLORS.current, kind: "bar" },
              ...(funnelComplete.previous
                ? [{ key: "previous", label: "Previous period", color: COLORS.previous, kind: "bar" } as const]
                : []),
            ]}
          />
        }
      >
        <ReportTable>
          <caption className="sr-only">Funnel of the period, in cart sessions</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Step</TableHead>
              <TableHead className="text-right">Cart sessions, this period</TableHead>
              <TableHead className="text-right">Cart sessions, previous period</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sessionSteps.map(([step, now, earlier]) => (
              <TableRow key={step}>
                <TableCell>{step}</TableCell>
                <TableCell className="text-right tabular-nums">{now}</TableCell>
                <TableCell className="text-right tabular-nums">{earlier ?? "not compared"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ReportTable>
      </ReportSection>

      <ReportSection
        title="Checkouts and proofs"
        description="Each event counted by its own time in the period (checkouts, proof versions, answers), beside the previous period."
        table="funnel"
        query={query}
      >
        <ReportTable>
          <caption className="sr-only">Checkouts and proofs of the period</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Event</TableHead>
              <TableHead className="text-right">This period</TableHead>
              <TableHead className="text-right">Previous period</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {steps.map(([step, now, earlier]) => (
              <TableRow key={step}>
                <TableCell>{step}</TableCell>
                <TableCell className="text-right tabular-nums">{now}</TableCell>
                <TableCell className="text-right tabular-nums">{earlier}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell>Median time from payment to proof sent</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatHours(funnel.current.medianHoursToProof)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatHours(funnel.previous.medianHoursToProof)}
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell>Median time from payment to shipped</TableCell>
              <TableCell className="text-right tabular-nums">{formatHours(funnel.current.medianHoursToShip)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatHours(funnel.previous.medianHoursToShip)}
              </TableCell>
            </TableRow>
          </TableBody>
        </ReportTable>
      </ReportSection>
    </div>
  );
}

type StockMixRow = { id: string; name: string; orders: number; stickers: number; revenueCents: number };

/** Sales by the material or the finish chosen (#35): one table each, no chart. */
function StockMixSection({
  label,
  title,
  table,
  query,
  rows,
}: {
  label: "Material" | "Finish";
  title: string;
  table: string;
  query: string;
  rows: StockMixRow[];
}) {
  const noun = label.toLowerCase();
  return (
    <ReportSection
      title={title}
      description={`Orders paid in the period by the ${noun} chosen, goods revenue after discounts; a renamed ${noun} stays one row.`}
      table={table}
      query={query}
    >
      <ReportTable>
        <caption className="sr-only">Orders, stickers and revenue by {noun}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>{label}</TableHead>
            <TableHead className="text-right">Orders</TableHead>
            <TableHead className="text-right">Stickers</TableHead>
            <TableHead className="text-right">Revenue</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 && <EmptyRow columns={4} />}
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.name}</TableCell>
              <TableCell className="text-right tabular-nums">{row.orders}</TableCell>
              <TableCell className="text-right tabular-nums">{row.stickers}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(row.revenueCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
    </ReportSection>
  );
}

function EmptyRow({ columns }: { columns: number }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="text-slate-600">
        Nothing in this period.
      </TableCell>
    </TableRow>
  );
}
