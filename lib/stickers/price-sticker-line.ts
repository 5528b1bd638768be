import "server-only";
import { badRequest } from "@/lib/api/errors";
import type { Catalogue } from "@/lib/domain/catalogue";
import { findCatalogueFinish } from "@/lib/pricing/find-catalogue-finish";
import { findCatalogueMaterial } from "@/lib/pricing/find-catalogue-material";
import { priceCatalogueLine } from "@/lib/pricing/price-catalogue-line";
import { priceCatalogueSheet } from "@/lib/pricing/price-catalogue-sheet";
import { PricingError, SizeNotPricedError } from "@/lib/pricing/pricing-errors";
import type { StickerLine } from "./sticker-line";

/** What a line is priced with besides its sticker: the quantity, the corners and the stock (#35). */
export type StickerLineChoices = {
  quantity: number;
  roundedCorners: boolean;
  /** The catalogue's default material or finish when null or absent. */
  materialId?: string | null;
  finishId?: string | null;
  /**
   * A quantity the shopper picks now (the quote, a cart add) must be one of the catalogue's tiers; a line
   * already in the cart or on an order is priced at its tier as it is (the largest not above it).
   */
  requireTier?: boolean;
};

/** A line's price, its size's name, and the material and finish it is made of, by id and by today's name. */
export type PricedStickerLine = {
  unitPriceCents: number;
  totalPriceCents: number;
  /** A standard size's name today (the owner may have renamed it since the line was added); a custom size's own. */
  sizeName: string;
  materialId: string;
  materialName: string;
  finishId: string;
  finishName: string;
};

/**
 * Today's price of a line over the owner's catalogue (#35): a standard size by its id (never its name), a
 * custom one by the custom-size rule capped by the standard sizes, times the material's and the finish's
 * factors, plus the corner fee (lib/pricing/price-catalogue-line.ts). The one pricing of quotes, cart
 * adds, the checkout and reorders; a sticker sheet's (#39) is priced by the sheet (priceCatalogueSheet). 400 { message } when it cannot be priced: a quantity that is not a tier
 * (when required), an unknown or inactive material or finish, rounded corners on a circle; a size the grid
 * has no prices for (never, once the admin saved it whole) is a server error, not the shopper's.
 */
export function priceStickerLine(
  catalogue: Catalogue,
  line: Pick<StickerLine, "sizeId" | "shape" | "widthInches" | "heightInches" | "sizeName"> &
    Partial<Pick<StickerLine, "sheetSizeId">>,
  { quantity, roundedCorners, materialId = null, finishId = null, requireTier = false }: StickerLineChoices,
): PricedStickerLine {
  // A sticker sheet (#39) is sold by the sheet, over the sheets' own tiers.
  const sheetSizeId = line.sheetSizeId ?? null;
  const tiers = sheetSizeId === null ? catalogue.grid.quantities : catalogue.sheets.grid.quantities;
  if (requireTier && !tiers.includes(quantity)) throw badRequest(`Quantity must be one of ${tiers.join(", ")}`);
  try {
    const material = findCatalogueMaterial(catalogue, materialId);
    const finish = findCatalogueFinish(catalogue, finishId);
    const choices = { quantity, roundedCorners, materialId: material.id, finishId: finish.id };
    const price =
      sheetSizeId === null
        ? priceCatalogueLine(catalogue, line, choices)
        : priceCatalogueSheet(catalogue, sheetSizeId, choices);
    const standardSize = line.sizeId === null ? undefined : catalogue.sizes.find((size) => size.id === line.sizeId);
    return {
      unitPriceCents: price.unitPriceCents,
      totalPriceCents: price.totalPriceCents,
      sizeName: standardSize?.name ?? line.sizeName,
      materialId: material.id,
      materialName: material.name,
      finishId: finish.id,
      finishName: finish.name,
    };
  } catch (error) {
    // A size without its row of prices is the catalogue's fault, not the shopper's: it stays a server error.
    if (error instanceof PricingError && !(error instanceof SizeNotPricedError)) throw badRequest(error.message);
    throw error;
  }
}
