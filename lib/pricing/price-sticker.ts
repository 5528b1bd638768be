import type { StickerShape } from "@/lib/domain/sticker-shapes";
import { calculateItemPrice, type ItemPrice } from "./calculate-item-price";
import { quoteStickerPrice } from "./quote-sticker-price";

export type PricedSticker = {
  /** The standard size chosen, or null for a custom size. */
  sizeId: number | null;
  sizeName: string;
  shape: StickerShape;
  widthInches: number;
  heightInches: number;
};

/**
 * A line's price: a standard size from its table (spec section 9, by name), a custom size by the
 * custom-size rule (quoteStickerPrice). Throws a PricingError when it cannot be priced.
 */
export function priceSticker(sticker: PricedSticker, quantity: number, roundedCorners: boolean): ItemPrice {
  return sticker.sizeId !== null
    ? calculateItemPrice({ sizeName: sticker.sizeName, quantity, roundedCorners, isCircle: sticker.shape === "circle" })
    : quoteStickerPrice({ ...sticker, quantity, roundedCorners });
}
