import type { CatalogueSize, PriceGrid } from "@/lib/domain/catalogue";
import { formatUsd, parseDollarsToCents } from "@/lib/money/format-cents";
import {
  MAX_QUANTITY_TIERS,
  MAX_ROUNDED_CORNERS_FEE_CENTS,
  MAX_TIER_QUANTITY,
  MAX_TOTAL_CENTS,
} from "./catalogue-limits";
import { describePriceCell } from "./describe-price-cell";
import { listPriceGridWarnings } from "./list-price-grid-warnings";

/** The grid as PUT /api/admin/catalogue/prices sends it: amounts are decimal strings ("12.50"). */
export type PriceGridInput = {
  quantities: readonly number[];
  tables: readonly { sizeId: number; totals: readonly (string | null | undefined)[] }[];
  roundedCornersFee: string;
};

export type PriceGridSize = Pick<CatalogueSize, "id" | "name" | "anchor">;

export type PriceGridCheck = { ok: true; grid: PriceGrid; warnings: string[] } | { ok: false; message: string };

class GridProblem extends Error {}

function refuse(message: string): never {
  throw new GridProblem(message);
}

function readQuantities(quantities: readonly number[]): number[] {
  if (quantities.length === 0) refuse("Add at least one quantity tier.");
  if (quantities.length > MAX_QUANTITY_TIERS) refuse(`At most ${MAX_QUANTITY_TIERS} quantity tiers.`);
  quantities.forEach((quantity, index) => {
    if (!Number.isSafeInteger(quantity) || quantity <= 0)
      refuse(`Quantity tier ${index + 1} (${String(quantity)}): must be a positive whole number.`);
    if (quantity > MAX_TIER_QUANTITY)
      refuse(`Quantity tier ${index + 1} (${quantity}): must be at most ${MAX_TIER_QUANTITY.toLocaleString("en-US")}.`);
    const previous = quantities[index - 1];
    if (previous !== undefined && quantity <= previous)
      refuse(`Quantity tier ${index + 1} (${quantity}): the tiers must increase, and it follows ${previous}.`);
  });
  return [...quantities];
}

function readAmount(text: string | null | undefined, label: string, maximumCents: number): number {
  if (text === null || text === undefined || String(text).trim() === "") refuse(`${label}: the price is missing.`);
  let cents: number;
  try {
    cents = parseDollarsToCents(String(text));
  } catch {
    refuse(`${label}: "${String(text)}" is not an amount of dollars like 12.50.`);
  }
  if (cents < 0) refuse(`${label}: the price cannot be negative.`);
  if (cents > maximumCents) refuse(`${label}: at most ${formatUsd(maximumCents)}.`);
  return cents;
}

function readTotals(
  size: PriceGridSize,
  totals: readonly (string | null | undefined)[],
  quantities: readonly number[],
): number[] {
  if (totals.length > quantities.length)
    refuse(`${size.name}: ${totals.length} prices for ${quantities.length} quantity tiers.`);
  const cents = quantities.map((quantity, index) =>
    readAmount(totals[index], describePriceCell(size.name, quantity), MAX_TOTAL_CENTS),
  );
  cents.forEach((total, index) => {
    const previous = cents[index - 1];
    if (previous !== undefined && total < previous)
      refuse(
        `${describePriceCell(size.name, quantities[index]!)}: ${formatUsd(total)} is less than the ` +
          `${formatUsd(previous)} of ${quantities[index - 1]!.toLocaleString("en-US")} stickers; a total cannot fall as the quantity grows.`,
      );
  });
  return cents;
}

function checkAnchors(sizes: readonly PriceGridSize[], totalsBySizeId: Record<number, number[]>, quantities: number[]) {
  const small = sizes.find((size) => size.anchor === "small");
  const large = sizes.find((size) => size.anchor === "large");
  if (!small || !large) return;
  quantities.forEach((quantity, index) => {
    const smallTotal = totalsBySizeId[small.id]![index]!;
    const largeTotal = totalsBySizeId[large.id]![index]!;
    if (largeTotal < smallTotal)
      refuse(
        `${describePriceCell(large.name, quantity)}: ${formatUsd(largeTotal)} is less than the ${small.name}'s ` +
          `${formatUsd(smallTotal)}; the ${large.name} cannot cost less than the ${small.name}.`,
      );
  });
}

/**
 * Checks a whole price grid against the shop's sizes (every one, retired ones included) and turns it into
 * cents. Refused, naming the first problem and its cell ('3" square, 100 stickers: …'): a tier that is not
 * a positive whole number or does not increase, a missing, malformed or negative price, a total that falls
 * as the quantity grows, the large anchor (4") below the small one (2") in any tier, a table for an unknown
 * size or none for a known one. A unit price that rises with the quantity is only a warning.
 */
export function validatePriceGrid(input: PriceGridInput, sizes: readonly PriceGridSize[]): PriceGridCheck {
  try {
    const quantities = readQuantities(input.quantities);
    const roundedCornersFeeCents = readAmount(
      input.roundedCornersFee,
      "Rounded-corners fee",
      MAX_ROUNDED_CORNERS_FEE_CENTS,
    );
    const known = new Map(sizes.map((size) => [size.id, size]));
    const sent = new Map<number, PriceGridInput["tables"][number]>();
    for (const table of input.tables) {
      if (!known.has(table.sizeId)) refuse(`There is no size with id ${table.sizeId}.`);
      if (sent.has(table.sizeId)) refuse(`${known.get(table.sizeId)!.name}: its prices are sent twice.`);
      sent.set(table.sizeId, table);
    }
    const totalsBySizeId: Record<number, number[]> = {};
    for (const size of sizes) {
      const table = sent.get(size.id);
      if (!table) refuse(`${size.name}: its prices are missing (every size needs one per tier, retired ones too).`);
      totalsBySizeId[size.id] = readTotals(size, table.totals, quantities);
    }
    checkAnchors(sizes, totalsBySizeId, quantities);
    const grid: PriceGrid = { quantities, totalsBySizeId, roundedCornersFeeCents };
    return { ok: true, grid, warnings: listPriceGridWarnings(grid, sizes) };
  } catch (error) {
    if (error instanceof GridProblem) return { ok: false, message: error.message };
    throw error;
  }
}
