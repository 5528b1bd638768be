import { divideRoundHalfUp } from "@/lib/money/apply-basis-points";
import type { StickerShape } from "@/lib/domain/sticker-shapes";
import { calculateItemPrice, type ItemPrice } from "./calculate-item-price";
import { priceCustomSizeTier } from "./price-custom-size";
import { MINIMUM_QUANTITY, ROUNDED_CORNERS_CENTS_PER_STICKER, findTierQuantity } from "./price-table";
import { InvalidQuantityError, RoundedCornersNotAllowedError } from "./pricing-errors";
import { findEqualStandardSize } from "./standard-sizes";

export type StickerQuoteInput = {
  shape: StickerShape;
  /** The finished sticker's bounding box (die-cut: its cut line's; circle: the diameter twice). */
  widthInches: number;
  heightInches: number;
  quantity: number;
  roundedCorners: boolean;
};

/**
 * Prices a custom-size line: as the standard size it equals in shape and dimensions (either
 * orientation; a die-cut as the rectangle of its bounding box), else by the custom rule
 * (priceCustomSizeTier), plus 5 cents per sticker for rounded corners on squares and rectangles. The
 * line's total is rounded once; the unit price is for display.
 */
export function quoteStickerPrice({
  shape,
  widthInches,
  heightInches,
  quantity,
  roundedCorners,
}: StickerQuoteInput): ItemPrice {
  if (!Number.isSafeInteger(quantity) || quantity < MINIMUM_QUANTITY) throw new InvalidQuantityError(quantity);
  const tierQuantity = findTierQuantity(quantity);
  if (tierQuantity === null) throw new InvalidQuantityError(quantity);
  if (roundedCorners && shape !== "square") throw new RoundedCornersNotAllowedError(shape);

  // A die-cut costs what the rectangle of its bounding box costs, standard rectangles included.
  const standard = findEqualStandardSize(shape === "die-cut" ? "square" : shape, widthInches, heightInches);
  if (standard)
    return calculateItemPrice({ sizeName: standard, quantity, roundedCorners, isCircle: shape === "circle" });

  const surchargeCents = roundedCorners ? ROUNDED_CORNERS_CENTS_PER_STICKER * quantity : 0;
  const totalPriceCents = priceCustomSizeTier(widthInches, heightInches, tierQuantity) + surchargeCents;
  if (!Number.isSafeInteger(totalPriceCents)) throw new InvalidQuantityError(quantity);
  return { unitPriceCents: divideRoundHalfUp(totalPriceCents, quantity), totalPriceCents, tierQuantity };
}
