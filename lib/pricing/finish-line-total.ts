import type { CatalogueFinish, CatalogueMaterial } from "@/lib/domain/catalogue";
import { divideRoundHalfUp } from "@/lib/money/apply-basis-points";
import type { ExactCents } from "./exact-cents";
import { InvalidQuantityError } from "./pricing-errors";
import { roundExactCentsHalfUp } from "./round-exact-cents-half-up";

const WHOLE_SQUARED = 10_000n * 10_000n; // material bps × finish bps at 100 % each

function checkFactor(basisPoints: number): number {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0)
    throw new RangeError(`a price factor must be whole basis points, got ${String(basisPoints)}`);
  return basisPoints;
}

/**
 * A line's total from its tier amount (decisions "A line's price"), shared by stickers and sheets:
 *
 *   total = round half up, once, of (amount × material factor × finish factor + fee each × quantity)
 *
 * with the display-only unit price round(total / quantity). Throws InvalidQuantityError (naming
 * `firstTier`) for a quantity so absurd the total leaves exact integers.
 */
export function finishLineTotal(
  amount: ExactCents,
  stock: { material: Pick<CatalogueMaterial, "priceFactorBps">; finish: Pick<CatalogueFinish, "priceFactorBps"> },
  { quantity, feeCentsEach, firstTier }: { quantity: number; feeCentsEach: number; firstTier: number },
): { unitPriceCents: number; totalPriceCents: number } {
  const factors = BigInt(checkFactor(stock.material.priceFactorBps)) * BigInt(checkFactor(stock.finish.priceFactorBps));
  const feeCents = BigInt(feeCentsEach) * BigInt(quantity);
  const denominator = amount.denominator * WHOLE_SQUARED;
  const total = roundExactCentsHalfUp({
    numerator: amount.numerator * factors + feeCents * denominator,
    denominator,
  });
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new InvalidQuantityError(quantity, firstTier);
  const totalPriceCents = Number(total);
  return { unitPriceCents: divideRoundHalfUp(totalPriceCents, quantity), totalPriceCents };
}
