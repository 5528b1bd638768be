import "server-only";
import { badRequest } from "@/lib/api/errors";
import { PricingError } from "@/lib/pricing/calculate-item-price";
import { priceSticker } from "@/lib/pricing/price-sticker";
import type { StickerLine } from "./sticker-line";

/**
 * Today's price of a line: a standard size from its table (spec section 9), a custom one by the
 * custom-size rule (lib/pricing/quote-sticker-price.ts). The one pricing of cart adds, quotes and
 * reorders; 400 when it cannot be priced.
 */
export function priceStickerLine(
  line: Pick<StickerLine, "sizeId" | "shape" | "widthInches" | "heightInches" | "sizeName">,
  quantity: number,
  roundedCorners: boolean,
): { unitPriceCents: number; totalPriceCents: number } {
  try {
    const price = priceSticker(line, quantity, roundedCorners);
    return { unitPriceCents: price.unitPriceCents, totalPriceCents: price.totalPriceCents };
  } catch (error) {
    if (error instanceof PricingError) throw badRequest(error.message);
    throw error;
  }
}
