import * as React from "react";
import { cn } from "@/lib/utils";

type Props = React.HTMLAttributes<HTMLDivElement> & { value?: number | null; max?: number };

// A progress bar with the ARIA attributes Radix Progress renders, without its client JavaScript.
export function Progress({ className, value, max = 100, ...props }: Props) {
  const known = typeof value === "number";
  const state = !known ? "indeterminate" : value >= max ? "complete" : "loading";
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={known ? `${Math.round((value / max) * 100)}%` : undefined}
      data-state={state}
      data-value={known ? value : undefined}
      data-max={max}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
      {...props}
    >
      <div
        data-state={state}
        className="h-full w-full flex-1 bg-primary transition-all"
        style={{ transform: `translateX(-${100 - (value ?? 0)}%)` }}
      />
    </div>
  );
}
