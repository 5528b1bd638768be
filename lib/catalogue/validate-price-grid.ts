import type { CatalogueSize, PriceGrid } from "@/lib/domain/catalogue";
import { formatUsd } from "@/lib/money/format-cents";
import { MAX_ROUNDED_CORNERS_FEE_CENTS } from "./catalogue-limits";
import { describePriceCell } from "./describe-price-cell";
import { GridProblem } from "./grid-problem";
import { listPriceGridWarnings } from "./list-price-grid-warnings";
import { readGridAmount } from "./read-grid-amount";
import { readGridQuantities } from "./read-grid-quantities";
import { readGridTotals } from "./read-grid-totals";

/** The grid as PUT /api/admin/catalogue/prices sends it: amounts are decimal strings ("12.50"). */
export type PriceGridInput = {
  quantities: readonly number[];
  tables: readonly { sizeId: number; totals: readonly (string | null | undefined)[] }[];
  roundedCornersFee: string;
};

export type PriceGridSize = Pick<CatalogueSize, "id" | "name" | "anchor">;

export type PriceGridCheck = { ok: true; grid: PriceGrid; warnings: string[] } | { ok: false; message: string };

function refuse(message: string): never {
  throw new GridProblem(message);
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
    const quantities = readGridQuantities(input.quantities, "sticker");
    const roundedCornersFeeCents = readGridAmount(
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
      totalsBySizeId[size.id] = readGridTotals(size.name, table.totals, quantities, "sticker");
    }
    checkAnchors(sizes, totalsBySizeId, quantities);
    const grid: PriceGrid = { quantities, totalsBySizeId, roundedCornersFeeCents };
    return { ok: true, grid, warnings: listPriceGridWarnings(grid, sizes) };
  } catch (error) {
    if (error instanceof GridProblem) return { ok: false, message: error.message };
    throw error;
  }
}
