import { formatUsd } from "@/lib/money/format-cents";

/** "2026-03-06" → "Mar 6" (a calendar day of the shop: no zone to convert). */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

/** "Mar 6" for a day, "Mar 6 – Mar 12" for a longer bucket. */
export function formatDays(firstDay: string, lastDay: string): string {
  return firstDay === lastDay ? formatDay(firstDay) : `${formatDay(firstDay)} – ${formatDay(lastDay)}`;
}

/** Dollars from cents, "—" for none. */
export function formatMoney(cents: number | null): string {
  return cents === null ? "—" : formatUsd(cents);
}

/** 0.4 → "40%", 0.125 → "12.5%", null → "—". */
export function formatShare(share: number | null): string {
  return share === null ? "—" : `${Math.round(share * 1000) / 10}%`;
}

/** 18 → "18 h", 25.25 → "25.3 h", null → "—" (nothing to measure in the period). */
export function formatHours(hours: number | null): string {
  return hours === null ? "—" : `${Math.round(hours * 10) / 10} h`;
}

/** The change from the previous period: "+12.5%", "−3%", "new" when there was nothing before. */
export function formatChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "no change" : "new";
  const change = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  return `${change > 0 ? "+" : change < 0 ? "−" : "±"}${Math.abs(change)}%`;
}
