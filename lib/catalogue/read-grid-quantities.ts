import { MAX_QUANTITY_TIERS, MAX_TIER_QUANTITY } from "./catalogue-limits";
import { GridProblem } from "./grid-problem";
import { GRID_TIER_NAMES, type GridUnit } from "./grid-unit";

/**
 * A grid's tiers as sent, checked: at least one, at most MAX_QUANTITY_TIERS, each a positive whole number
 * up to MAX_TIER_QUANTITY, increasing. Throws a GridProblem naming the first bad tier ("Quantity tier 3
 * (100): the tiers must increase, and it follows 150.").
 */
export function readGridQuantities(quantities: readonly number[], unit: GridUnit): number[] {
  const tier = GRID_TIER_NAMES[unit];
  const Tier = tier.charAt(0).toUpperCase() + tier.slice(1);
  if (quantities.length === 0) throw new GridProblem(`Add at least one ${tier}.`);
  if (quantities.length > MAX_QUANTITY_TIERS) throw new GridProblem(`At most ${MAX_QUANTITY_TIERS} ${tier}s.`);
  quantities.forEach((quantity, index) => {
    if (!Number.isSafeInteger(quantity) || quantity <= 0)
      throw new GridProblem(`${Tier} ${index + 1} (${String(quantity)}): must be a positive whole number.`);
    if (quantity > MAX_TIER_QUANTITY)
      throw new GridProblem(
        `${Tier} ${index + 1} (${quantity}): must be at most ${MAX_TIER_QUANTITY.toLocaleString("en-US")}.`,
      );
    const previous = quantities[index - 1];
    if (previous !== undefined && quantity <= previous)
      throw new GridProblem(`${Tier} ${index + 1} (${quantity}): the tiers must increase, and it follows ${previous}.`);
  });
  return [...quantities];
}
