import { formatUsd, parseDollarsToCents } from "@/lib/money/format-cents";
import { GridProblem } from "./grid-problem";

/**
 * One amount of a grid as sent ("12.50") in cents, or a GridProblem naming it by `label`: missing, not
 * dollars and cents, negative, or above `maximumCents`.
 */
export function readGridAmount(text: string | null | undefined, label: string, maximumCents: number): number {
  if (text === null || text === undefined || String(text).trim() === "")
    throw new GridProblem(`${label}: the price is missing.`);
  let cents: number;
  try {
    cents = parseDollarsToCents(String(text));
  } catch {
    throw new GridProblem(`${label}: "${String(text)}" is not an amount of dollars like 12.50.`);
  }
  if (cents < 0) throw new GridProblem(`${label}: the price cannot be negative.`);
  if (cents > maximumCents) throw new GridProblem(`${label}: at most ${formatUsd(maximumCents)}.`);
  return cents;
}
