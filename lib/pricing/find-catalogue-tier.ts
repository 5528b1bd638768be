import { InvalidQuantityError } from "./pricing-errors";

export type CatalogueTier = {
  /** The tier's position in the grid's quantities (and in every size's totals). */
  index: number;
  /** The tier's quantity: the largest grid quantity not above the line's. */
  quantity: number;
};

/**
 * The grid tier a quantity is priced at: the largest tier not above it (120 stickers cost the 100
 * tier's total). Throws InvalidQuantityError, naming the first tier, below it or for a non-integer.
 */
export function findCatalogueTier(quantities: readonly number[], quantity: number): CatalogueTier {
  const first = quantities[0];
  if (first === undefined) throw new RangeError("the price grid has no quantity tier");
  if (!Number.isSafeInteger(quantity) || quantity < first) throw new InvalidQuantityError(quantity, first);
  let index = 0;
  for (let i = 1; i < quantities.length; i++) if (quantities[i]! <= quantity) index = i;
  return { index, quantity: quantities[index]! };
}
