import { divideRoundHalfUp } from "@/lib/money/apply-basis-points";
import { isCircleSize } from "./is-circle-size";
import {
  MINIMUM_QUANTITY,
  ROUNDED_CORNERS_CENTS_PER_STICKER,
  findTierQuantity,
  getPriceTable,
  type QuantityTier,
} from "./price-table";
import { InvalidQuantityError, RoundedCornersNotAllowedError } from "./pricing-errors";

export { isCircleSize } from "./is-circle-size";
export { InvalidQuantityError, PricingError, RoundedCornersNotAllowedError } from "./pricing-errors";

export type ItemPriceInput = {
  sizeName: string;
  quantity: number;
  roundedCorners: boolean;
  /** Overrides the name-based circle check when the caller knows the shape. */
  isCircle?: boolean;
};

export type ItemPrice = {
  /** Per-sticker price for display only: round(total / quantity), half up. Never multiply it back. */
  unitPriceCents: number;
  /** The exact amount charged for the line. */
  totalPriceCents: number;
  /** The table tier the price was taken from (largest tier not above quantity). */
  tierQuantity: QuantityTier;
};

/**
 * Prices one cart line. The table value of the largest tier not above the
 * quantity is the line total (120 stickers cost the 100-sticker price);
 * rounded corners add 5 cents per actual sticker, square sizes only.
 */
export function calculateItemPrice({ sizeName, quantity, roundedCorners, isCircle }: ItemPriceInput): ItemPrice {
  if (!Number.isSafeInteger(quantity) || quantity < MINIMUM_QUANTITY) {
    throw new InvalidQuantityError(quantity);
  }
  const tierQuantity = findTierQuantity(quantity);
  if (tierQuantity === null) throw new InvalidQuantityError(quantity);

  const circle = isCircle ?? isCircleSize(sizeName);
  if (roundedCorners && circle) throw new RoundedCornersNotAllowedError(sizeName);

  const surchargeCents = roundedCorners ? ROUNDED_CORNERS_CENTS_PER_STICKER * quantity : 0;
  const totalPriceCents = getPriceTable(sizeName)[tierQuantity] + surchargeCents;
  // Absurd quantities could overflow exact integer arithmetic.
  if (!Number.isSafeInteger(totalPriceCents)) throw new InvalidQuantityError(quantity);

  return {
    unitPriceCents: divideRoundHalfUp(totalPriceCents, quantity),
    totalPriceCents,
    tierQuantity,
  };
}
