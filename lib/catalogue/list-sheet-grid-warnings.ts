import type { CatalogueSheetSize, SheetGrid } from "@/lib/domain/catalogue";
import { formatUsd } from "@/lib/money/format-cents";
import { describePriceCell } from "./describe-price-cell";
import { listRisingUnitPrices } from "./list-rising-unit-prices";

export type SheetGridWarningSize = Pick<CatalogueSheetSize, "id" | "name" | "widthInches" | "heightInches" | "active">;

/** Whether `larger` is bigger than `smaller` and holds it, turned or not. */
function holds(larger: SheetGridWarningSize, smaller: SheetGridWarningSize): boolean {
  const fits =
    (larger.widthInches >= smaller.widthInches && larger.heightInches >= smaller.heightInches) ||
    (larger.widthInches >= smaller.heightInches && larger.heightInches >= smaller.widthInches);
  return fits && larger.widthInches * larger.heightInches > smaller.widthInches * smaller.heightInches;
}

/**
 * What the owner is told about the sheets' grid (#39) but may keep: a unit price that rises with the
 * quantity (every sheet size, as the sticker grid), and a sheet on sale that costs less than a smaller
 * sheet on sale it would hold, in the same tier (a shopper would buy the larger one). In the sizes' order.
 */
export function listSheetGridWarnings(grid: SheetGrid, sheets: readonly SheetGridWarningSize[]): string[] {
  const warnings = listRisingUnitPrices(
    grid.quantities,
    sheets.map((sheet) => ({ name: sheet.name, totals: grid.totalsBySheetSizeId[sheet.id] })),
    "sheet",
  );
  const onSale = sheets.filter((sheet) => sheet.active);
  for (const larger of onSale)
    for (const smaller of onSale) {
      if (!holds(larger, smaller)) continue;
      grid.quantities.forEach((quantity, index) => {
        const largerTotal = grid.totalsBySheetSizeId[larger.id]?.[index];
        const smallerTotal = grid.totalsBySheetSizeId[smaller.id]?.[index];
        if (largerTotal === undefined || smallerTotal === undefined || largerTotal >= smallerTotal) return;
        warnings.push(
          `${describePriceCell(larger.name, quantity, "sheet")}: ${formatUsd(largerTotal)}, less than the ` +
            `${formatUsd(smallerTotal)} of the smaller ${smaller.name}`,
        );
      });
    }
  return warnings;
}
