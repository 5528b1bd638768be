import type { Catalogue } from "@/lib/domain/catalogue";
import { compareWithFirstTier } from "./compare-with-first-tier";
import { priceCatalogueLine, type CatalogueLineChoices, type CatalogueSticker } from "./price-catalogue-line";

/**
 * The savings label's percent for any sticker over the owner's catalogue (#35): its total for the quantity
 * against its own first-tier total bought in lots of the first tier, with its material and finish and
 * without the rounded-corner fee (the same per sticker either way). Throws a PricingError like
 * priceCatalogueLine (a quantity below the first tier included).
 */
export function calculateCatalogueSavingsPercent(
  catalogue: Catalogue,
  sticker: CatalogueSticker,
  { quantity, materialId, finishId }: Omit<CatalogueLineChoices, "roundedCorners">,
): number {
  const choices = { roundedCorners: false, materialId, finishId };
  const { totalPriceCents } = priceCatalogueLine(catalogue, sticker, { ...choices, quantity });
  const firstTierQuantity = catalogue.grid.quantities[0]!;
  const first = priceCatalogueLine(catalogue, sticker, { ...choices, quantity: firstTierQuantity });
  return compareWithFirstTier({ firstTierQuantity, firstTierCents: first.totalPriceCents, quantity, totalPriceCents });
}
