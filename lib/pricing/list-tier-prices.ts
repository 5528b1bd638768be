import { priceSticker, type PricedSticker } from "./price-sticker";
import { QUANTITY_TIERS, type QuantityTier } from "./price-table";

export type TierPrice = { quantity: QuantityTier; unitPriceCents: number; totalPriceCents: number };

/**
 * The price of every quantity tier of one sticker, as the cart would charge it (priceSticker: a standard
 * size from its table, a custom one by the custom rule, a custom size equal to a standard one at the
 * standard price): the design tool's price table.
 */
export function listTierPrices(sticker: PricedSticker, roundedCorners: boolean): TierPrice[] {
  return QUANTITY_TIERS.map((quantity) => {
    const { unitPriceCents, totalPriceCents } = priceSticker(sticker, quantity, roundedCorners);
    return { quantity, unitPriceCents, totalPriceCents };
  });
}
