import { compareWithBaseTier } from "./calculate-savings-percent";
import { priceSticker, type PricedSticker } from "./price-sticker";
import { MINIMUM_QUANTITY } from "./price-table";

/**
 * The savings label's percent for any sticker, standard or custom: its total for `quantity` against its
 * own 50-sticker price bought in lots of 50, without the rounded-corner surcharge (as for standard sizes,
 * calculateSavingsPercent). Throws InvalidQuantityError like priceSticker.
 */
export function calculateStickerSavingsPercent(sticker: PricedSticker, quantity: number): number {
  const { totalPriceCents } = priceSticker(sticker, quantity, false);
  const base = priceSticker(sticker, MINIMUM_QUANTITY, false);
  return compareWithBaseTier(base.totalPriceCents, totalPriceCents, quantity);
}
