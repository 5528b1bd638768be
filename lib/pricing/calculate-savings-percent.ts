import { divideRoundHalfUp } from "@/lib/money/apply-basis-points";
import { calculateItemPrice } from "./calculate-item-price";
import { InvalidQuantityError } from "./pricing-errors";
import { MINIMUM_QUANTITY, getPriceTable } from "./price-table";

export type SavingsPercentInput = {
  sizeName: string;
  quantity: number;
};

/**
 * Whole-number percent saved versus buying the quantity as 50-sticker lots:
 * baseline = (50-sticker price) x quantity / 50, savings = round((1 - total / baseline) x 100).
 * Uses table prices only: the rounded-corner surcharge is the same per sticker
 * either way, so it is left out. Never negative (a price above the baseline
 * shows no label). Throws InvalidQuantityError like calculateItemPrice.
 */
export function calculateSavingsPercent({ sizeName, quantity }: SavingsPercentInput): number {
  const { totalPriceCents } = calculateItemPrice({ sizeName, quantity, roundedCorners: false });
  return compareWithBaseTier(getPriceTable(sizeName)[MINIMUM_QUANTITY], totalPriceCents, quantity);
}

/**
 * The savings percent of a line total (without surcharges) against its 50-sticker tier's total bought
 * quantity / 50 times; shared by custom sizes (calculateStickerSavingsPercent).
 */
export function compareWithBaseTier(baseTierCents: number, totalPriceCents: number, quantity: number): number {
  // 1 - total/baseline, scaled by 100 and kept in integers: 100 x (base x q - total x 50) / (base x q).
  const baselineTimes50 = baseTierCents * quantity;
  const savedTimes50 = baselineTimes50 - totalPriceCents * MINIMUM_QUANTITY;
  if (!Number.isSafeInteger(100 * baselineTimes50)) throw new InvalidQuantityError(quantity);
  if (savedTimes50 <= 0) return 0;
  return divideRoundHalfUp(100 * savedTimes50, baselineTimes50);
}

/** "Save 8%" for the design tool, or null when there is nothing to advertise. */
export function formatSavingsLabel(percent: number): string | null {
  if (!Number.isFinite(percent) || percent <= 0) return null;
  return `Save ${Math.round(percent)}%`;
}
