import type { Catalogue } from "@/lib/domain/catalogue";
import { priceCatalogueLine, type CatalogueLineChoices, type CatalogueSticker } from "./price-catalogue-line";

export type CatalogueTierPrice = { quantity: number; unitPriceCents: number; totalPriceCents: number };

/**
 * The price of every quantity tier of the owner's grid for one sticker with its corners, material and
 * finish, as the cart would charge it (priceCatalogueLine): the design tool's price table (#35). Throws a
 * PricingError like priceCatalogueLine.
 */
export function listCatalogueTierPrices(
  catalogue: Catalogue,
  sticker: CatalogueSticker,
  choices: Omit<CatalogueLineChoices, "quantity">,
): CatalogueTierPrice[] {
  return catalogue.grid.quantities.map((quantity) => {
    const { unitPriceCents, totalPriceCents } = priceCatalogueLine(catalogue, sticker, { ...choices, quantity });
    return { quantity, unitPriceCents, totalPriceCents };
  });
}
