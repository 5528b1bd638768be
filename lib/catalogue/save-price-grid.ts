import "server-only";
import { badRequest, conflict } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import type { PriceGridBody } from "@/lib/validation/catalogue";
import { beginCatalogueChange } from "./begin-catalogue-change";
import { CATALOGUE_MESSAGES } from "./catalogue-messages";
import { computeCatalogueRevision } from "./compute-catalogue-revision";
import { loadCatalogue } from "./load-catalogue";
import { presentPriceGrid, type PriceGridDto } from "./present-price-grid";
import { CATALOGUE_SETTING_ID } from "./read-catalogue-version";
import { recordCatalogueChange } from "./record-catalogue-change";
import { validatePriceGrid } from "./validate-price-grid";
import type { PriceGrid } from "@/lib/domain/catalogue";

/** Replaces the tiers and every size's totals with `grid`, and keeps each size's priceCents its first total. */
async function writePriceGrid(tx: TransactionClient, grid: PriceGrid): Promise<void> {
  await tx.sizePrice.deleteMany({});
  await tx.quantityTier.deleteMany({});
  await tx.quantityTier.createMany({ data: grid.quantities.map((quantity) => ({ quantity })) });
  const sizeIds = Object.keys(grid.totalsBySizeId).map(Number);
  await tx.sizePrice.createMany({
    data: sizeIds.flatMap((sizeId) =>
      grid.quantities.map((quantity, index) => ({
        sizeId,
        quantity,
        totalCents: grid.totalsBySizeId[sizeId]![index]!,
      })),
    ),
  });
  for (const sizeId of sizeIds)
    await tx.stickerSize.update({ where: { id: sizeId }, data: { priceCents: grid.totalsBySizeId[sizeId]![0]! } });
  await tx.catalogueSetting.update({
    where: { id: CATALOGUE_SETTING_ID },
    data: { roundedCornersFeeCents: grid.roundedCornersFeeCents },
  });
}

/**
 * Saves the whole price grid (tiers, every size's totals, the corner fee) in one transaction with its
 * history line and the version stamp, or refuses it and saves nothing: 409 when the grid changed since the
 * editor loaded it (its revision), 400 naming the first bad cell. Answers the grid as saved, its warnings
 * (a unit price that rises with the quantity) and its new revision.
 */
export async function savePriceGrid(
  body: PriceGridBody,
): Promise<{ prices: PriceGridDto; warnings: string[]; revision: string }> {
  return prisma.$transaction(async (tx) => {
    await beginCatalogueChange(tx);
    const current = await loadCatalogue(tx);
    const before = presentPriceGrid(current.grid, current.sizes);
    if (computeCatalogueRevision(before) !== body.revision) throw conflict(CATALOGUE_MESSAGES.pricesChangedMeanwhile);
    const check = validatePriceGrid(body, current.sizes);
    if (!check.ok) throw badRequest(check.message);
    const after = presentPriceGrid(check.grid, current.sizes);
    await writePriceGrid(tx, check.grid);
    if (JSON.stringify(after) !== JSON.stringify(before))
      await recordCatalogueChange(tx, { subject: "Prices", kind: "changed", before, after });
    return { prices: after, warnings: check.warnings, revision: computeCatalogueRevision(after) };
  });
}
