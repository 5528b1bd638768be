import "server-only";
import { badRequest, conflict } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import type { SheetGrid } from "@/lib/domain/catalogue";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import type { SheetGridBody } from "@/lib/validation/catalogue";
import { beginCatalogueChange } from "./begin-catalogue-change";
import { CATALOGUE_MESSAGES } from "./catalogue-messages";
import { computeCatalogueRevision } from "./compute-catalogue-revision";
import { loadCatalogue } from "./load-catalogue";
import { presentSheetGrid, type SheetGridDto } from "./present-sheet-grid";
import { recordCatalogueChange } from "./record-catalogue-change";
import { validateSheetGrid } from "./validate-sheet-grid";

/** Replaces the sheet tiers and every sheet size's totals with `grid`. */
async function writeSheetGrid(tx: TransactionClient, grid: SheetGrid): Promise<void> {
  await tx.sheetPrice.deleteMany({});
  await tx.sheetQuantityTier.deleteMany({});
  await tx.sheetQuantityTier.createMany({ data: grid.quantities.map((quantity) => ({ quantity })) });
  await tx.sheetPrice.createMany({
    data: Object.entries(grid.totalsBySheetSizeId).flatMap(([sheetSizeId, totals]) =>
      grid.quantities.map((quantity, index) => ({
        sheetSizeId: Number(sheetSizeId),
        quantity,
        totalCents: totals[index]!,
      })),
    ),
  });
}

/**
 * Saves the sheets' whole grid (#39: the sheet tiers and every sheet size's totals) in one transaction with
 * its history line and the version stamp, or refuses it and saves nothing: 409 when the grid changed since
 * the editor loaded it (its revision), 400 naming the first bad cell. Answers the grid as saved, its
 * warnings and its new revision.
 */
export async function saveSheetGrid(
  body: SheetGridBody,
): Promise<{ prices: SheetGridDto; warnings: string[]; revision: string }> {
  return prisma.$transaction(async (tx) => {
    await beginCatalogueChange(tx);
    const { sizes, grid } = (await loadCatalogue(tx)).sheets;
    const before = presentSheetGrid(grid, sizes);
    if (computeCatalogueRevision(before) !== body.revision)
      throw conflict(CATALOGUE_MESSAGES.sheetPricesChangedMeanwhile);
    const check = validateSheetGrid(body, sizes);
    if (!check.ok) throw badRequest(check.message);
    const after = presentSheetGrid(check.grid, sizes);
    await writeSheetGrid(tx, check.grid);
    if (JSON.stringify(after) !== JSON.stringify(before))
      await recordCatalogueChange(tx, { subject: "Sheet prices", kind: "changed", before, after });
    return { prices: after, warnings: check.warnings, revision: computeCatalogueRevision(after) };
  });
}
