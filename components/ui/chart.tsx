"use client";

import * as React from "react";
import { ResponsiveContainer } from "recharts";
import { cn } from "@/lib/utils";

// shadcn's chart style on Recharts: a config names each series' label and colour, the container hands the
// colours to the chart as CSS variables (--color-<key>) and styles axes and grid; the tooltip is a small card.

export type ChartConfig = Record<string, { label: string; color: string }>;

type ChartContainerProps = React.HTMLAttributes<HTMLDivElement> & {
  config: ChartConfig;
  children: React.ReactElement;
};

export function ChartContainer({ config, className, style, children, ...props }: ChartContainerProps) {
  const colours = Object.fromEntries(Object.entries(config).map(([key, { color }]) => [`--color-${key}`, color]));
  return (
    <div
      className={cn(
        "h-64 w-full text-xs [&_.recharts-cartesian-axis-tick_text]:fill-slate-600 [&_.recharts-cartesian-grid_line]:stroke-slate-200",
        className,
      )}
      style={{ ...colours, ...style }}
      {...props}
    >
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

type TooltipEntry = { dataKey?: unknown; name?: unknown; value?: unknown; color?: string };

type ChartTooltipContentProps = {
  active?: boolean;
  payload?: readonly TooltipEntry[];
  label?: string | number;
  config: ChartConfig;
  formatValue: (value: number) => string;
};

/** The tooltip card: the point's label, then each series' colour, label and value. */
export function ChartTooltipContent({ active, payload, label, config, formatValue }: ChartTooltipContentProps) {
  if (!active || !payload?.length) return null;
  return (
    <div className="rounded-md border bg-white px-3 py-2 text-xs shadow-md">
      <p className="mb-1 font-medium text-slate-900">{label}</p>
      <ul className="space-y-0.5">
        {payload.map((entry) => {
          const key = String(entry.dataKey ?? entry.name);
          return (
            <li key={key} className="flex items-center gap-2 text-slate-700">
              <span className="inline-block size-2.5 rounded-sm" style={{ background: entry.color }} />
              <span>{config[key]?.label ?? key}</span>
              <span className="ml-auto font-mono tabular-nums text-slate-900">{formatValue(Number(entry.value))}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
