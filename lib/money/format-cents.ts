import { assertCents } from "./assert-cents";

/** Splits cents into sign, whole dollars and two-digit cents using integer math only. */
function splitCents(cents: number): { sign: "" | "-"; dollars: number; centsPart: string } {
  assertCents(cents, "cents");
  const absolute = Math.abs(cents);
  return {
    sign: cents < 0 ? "-" : "",
    dollars: Math.floor(absolute / 100),
    centsPart: String(absolute % 100).padStart(2, "0"),
  };
}

/**
 * Plain decimal string for APIs and CSV: 9200 -> "92.00", -500 -> "-5.00".
 * No currency sign and no thousands separators (123456 -> "1234.56").
 */
export function formatCents(cents: number): string {
  const { sign, dollars, centsPart } = splitCents(cents);
  return `${sign}${dollars}.${centsPart}`;
}

/**
 * Shopper-facing dollars: 9200 -> "$92.00", -500 -> "-$5.00",
 * 123456 -> "$1,234.56" (thousands separated for readability).
 */
export function formatUsd(cents: number): string {
  const { sign, dollars, centsPart } = splitCents(cents);
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${grouped}.${centsPart}`;
}

// Optional minus, whole dollars, optionally a dot and one or two cent digits.
const DOLLAR_STRING = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Converts a dollar amount to integer cents: "10.00" -> 1000, 10.5 -> 1050.
 * Strings are parsed digit by digit (no float), must look like "12", "12.3" or
 * "12.34" after trimming (no "$", commas, exponents or a third decimal).
 * Numbers tolerate float noise (0.1 + 0.2 -> 30) but a real third decimal
 * (10.005) is rejected instead of silently rounded. Throws RangeError.
 */
export function parseDollarsToCents(value: string | number): number {
  const cents = typeof value === "string" ? parseDollarString(value) : parseDollarNumber(value);
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`amount ${String(value)} is too large`);
  }
  return cents + 0; // turns -0 into 0
}

function parseDollarString(value: string): number {
  const match = DOLLAR_STRING.exec(value.trim());
  if (!match) {
    throw new RangeError(`"${value}" is not a dollar amount with at most 2 decimals`);
  }
  const [, minus, whole = "", fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return minus ? -cents : cents;
}

function parseDollarNumber(value: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new RangeError(`${String(value)} is not a finite dollar amount`);
  }
  const scaled = value * 100;
  const cents = Math.round(scaled);
  // Tolerance covers binary float noise, scaled for large magnitudes.
  const tolerance = Math.max(1e-6, Math.abs(scaled) * Number.EPSILON * 8);
  if (Math.abs(scaled - cents) > tolerance) {
    throw new RangeError(`${value} has more than 2 decimals`);
  }
  return cents;
}
