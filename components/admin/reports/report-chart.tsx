"use client";

import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { CHART_RIGHT_MARGIN_PX, CHART_VALUE_AXIS_PX } from "./choose-chart-bucket";

// The Reports page's one chart component, in its own chunk: the page loads it with next/dynamic, so Recharts
// is fetched only there (no other admin page pays for it).

export type ChartSeries = { key: string; label: string; color: string; kind: "bar" | "line" };

type Props = {
  data: Record<string, string | number>[];
  /** The field naming each point (a day, a size, a step). */
  categoryKey: string;
  series: ChartSeries[];
  formatValue: (value: number) => string;
  /** Bars side by side per category (vertical layout: categories down the side, for long names). */
  layout?: "horizontal" | "vertical";
  /** Counts: no 0.5 ticks on the value axis. */
  wholeNumbers?: boolean;
  className?: string;
};

export default function ReportChart({
  data,
  categoryKey,
  series,
  formatValue,
  layout = "horizontal",
  wholeNumbers = false,
  className,
}: Props) {
  const config: ChartConfig = Object.fromEntries(series.map(({ key, label, color }) => [key, { label, color }]));
  const vertical = layout === "vertical";
  const compact = (value: number) => formatValue(value).replace(/\.00$/, "");
  return (
    <ChartContainer config={config} className={className}>
      <ComposedChart
        data={data}
        layout={layout}
        margin={{ top: 8, right: CHART_RIGHT_MARGIN_PX, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={vertical} horizontal={!vertical} />
        {vertical ? (
          <>
            <XAxis
              type="number"
              tickFormatter={compact}
              allowDecimals={!wholeNumbers}
              tickLine={false}
              axisLine={false}
            />
            <YAxis type="category" dataKey={categoryKey} width={110} tickLine={false} axisLine={false} />
          </>
        ) : (
          <>
            <XAxis dataKey={categoryKey} tickLine={false} axisLine={false} minTickGap={12} />
            <YAxis
              tickFormatter={compact}
              allowDecimals={!wholeNumbers}
              width={CHART_VALUE_AXIS_PX}
              tickLine={false}
              axisLine={false}
            />
          </>
        )}
        <Tooltip content={(props) => <ChartTooltipContent {...props} config={config} formatValue={formatValue} />} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((item) =>
          item.kind === "bar" ? (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              fill={`var(--color-${item.key})`}
              radius={3}
              isAnimationActive={false}
            />
          ) : (
            <Line
              key={item.key}
              dataKey={item.key}
              name={item.label}
              stroke={`var(--color-${item.key})`}
              strokeWidth={2}
              dot={false}
              type="monotone"
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </ChartContainer>
  );
}
