import type { Catalogue } from "@/lib/domain/catalogue";
import type { CatalogueLineChoices, CatalogueLinePrice } from "./price-catalogue-line";
import { findCatalogueFinish } from "./find-catalogue-finish";
import { findCatalogueMaterial } from "./find-catalogue-material";
import { findCatalogueTier } from "./find-catalogue-tier";
import { finishLineTotal } from "./finish-line-total";
import { SizeNotPricedError, UnknownSheetSizeError } from "./pricing-errors";

/**
 * Prices a sticker-sheet line (#39) over the owner's catalogue, as a sticker line is priced but per sheet:
 * the sheets' grid total of the largest sheet tier not above the quantity, times the material's and the
 * finish's factors, plus the corner fee per sheet when its corners are rounded, rounded half up once. The
 * stickers on the sheet do not change its price. Retired sheet sizes still price (orders, reorders).
 * Throws a PricingError (InvalidQuantityError, UnknownSheetSizeError, SizeNotPricedError,
 * UnknownMaterialError, UnknownFinishError).
 */
export function priceCatalogueSheet(
  catalogue: Catalogue,
  sheetSizeId: number,
  { quantity, roundedCorners, materialId, finishId }: CatalogueLineChoices,
): CatalogueLinePrice {
  const { grid } = catalogue.sheets;
  const tier = findCatalogueTier(grid.quantities, quantity);
  const sheet = catalogue.sheets.sizes.find((candidate) => candidate.id === sheetSizeId);
  if (!sheet) throw new UnknownSheetSizeError(sheetSizeId);
  const totals = grid.totalsBySheetSizeId[sheet.id];
  const total = totals?.length === grid.quantities.length ? totals[tier.index] : undefined;
  if (total === undefined || !Number.isSafeInteger(total) || total < 0) throw new SizeNotPricedError(sheet.name);
  const price = finishLineTotal(
    { numerator: BigInt(total), denominator: 1n },
    { material: findCatalogueMaterial(catalogue, materialId), finish: findCatalogueFinish(catalogue, finishId) },
    {
      quantity,
      feeCentsEach: roundedCorners ? catalogue.grid.roundedCornersFeeCents : 0,
      firstTier: grid.quantities[0]!,
    },
  );
  return { ...price, tierQuantity: tier.quantity };
}
