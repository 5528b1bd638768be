export type FirstTierComparison = {
  /** The grid's first quantity tier (the spec's 50) and the line's total there, in cents. */
  firstTierQuantity: number;
  firstTierCents: number;
  quantity: number;
  totalPriceCents: number;
};

/**
 * Whole-number percent saved against buying `quantity` in lots of the first tier (#35, the catalogue's
 * form of compareWithBaseTier): baseline = first tier's total × quantity / first tier quantity, savings =
 * round half up of (1 − total / baseline) × 100. Never negative (a price above the baseline shows no label).
 */
export function compareWithFirstTier({
  firstTierQuantity,
  firstTierCents,
  quantity,
  totalPriceCents,
}: FirstTierComparison): number {
  // 100 × (base × q − total × first) / (base × q), exact in BigInt.
  const baseline = BigInt(firstTierCents) * BigInt(quantity);
  const saved = baseline - BigInt(totalPriceCents) * BigInt(firstTierQuantity);
  if (saved <= 0n || baseline <= 0n) return 0;
  return Number((200n * saved + baseline) / (2n * baseline));
}
