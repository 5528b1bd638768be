import type { Catalogue, CatalogueSize, SizeAnchor } from "@/lib/domain/catalogue";
import type { ExactCents } from "./exact-cents";
import { findGridTotal } from "./find-grid-total";
import { measurePricingArea } from "./measure-pricing-area";
import { SizeNotPricedError } from "./pricing-errors";

/**
 * The custom-size rule (README "Prices") over the owner's catalogue (#35), exact
 * and unrounded, before the cap by standard sizes. With the small anchor's total S and area a_S, the
 * large anchor's L and a_L (the spec's 2" and 4": 4 and 16 sq in), for a pricing area A in one tier:
 *
 * - A ≤ a_S: S;
 * - a_S < A ≤ a_L: S and L interpolated linearly by area;
 * - A > a_L: L × (1 + (A − a_L) / (2 a_L)), i.e. half the large price more per further a_L.
 *
 * The grid keeps L ≥ S and both rising from tier to tier, so the value never falls as A or the tier grows.
 */
export function interpolateCustomSizeTotal(catalogue: Catalogue, area: bigint, tierIndex: number): ExactCents {
  const small = findAnchor(catalogue.sizes, "small");
  const large = findAnchor(catalogue.sizes, "large");
  const smallTotal = BigInt(findGridTotal(catalogue.grid, small.id, tierIndex, "small"));
  const largeTotal = BigInt(findGridTotal(catalogue.grid, large.id, tierIndex, "large"));
  const smallArea = measurePricingArea(small.widthInches, small.heightInches);
  const largeArea = measurePricingArea(large.widthInches, large.heightInches);
  if (largeArea <= smallArea) throw new RangeError("the large anchor must be larger than the small one");

  const span = largeArea - smallArea;
  const growth = 2n * largeArea;
  const interpolated = area <= smallArea ? 0n : area >= largeArea ? span : area - smallArea;
  const beyond = area > largeArea ? area - largeArea : 0n;
  // S + (L − S)·interpolated/span + L·beyond/growth, over one denominator.
  const denominator = span * growth;
  const numerator =
    smallTotal * denominator + (largeTotal - smallTotal) * interpolated * growth + largeTotal * beyond * span;
  return { numerator, denominator };
}

function findAnchor(sizes: readonly CatalogueSize[], anchor: SizeAnchor): CatalogueSize {
  const size = sizes.find((candidate) => candidate.anchor === anchor);
  if (!size) throw new SizeNotPricedError(anchor);
  return size;
}
