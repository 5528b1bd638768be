import type { Catalogue } from "@/lib/domain/catalogue";
import type { ExactCents } from "./exact-cents";
import { findCustomSizeCap } from "./find-custom-size-cap";
import { interpolateCustomSizeTotal } from "./interpolate-custom-size-total";
import { measurePricingArea } from "./measure-pricing-area";

/**
 * A custom size's tier amount, exact and unrounded (#35): the custom rule (interpolateCustomSizeTotal)
 * capped by the cheapest active standard size of equal or larger pricing area (findCustomSizeCap), so
 * 2.5" × 3.5" costs at most the 3" square. Both rise with the area and the tier, so their minimum does.
 */
export function priceCatalogueCustomSize(
  catalogue: Catalogue,
  widthInches: number,
  heightInches: number,
  tierIndex: number,
): ExactCents {
  const area = measurePricingArea(widthInches, heightInches);
  const value = interpolateCustomSizeTotal(catalogue, area, tierIndex);
  const cap = findCustomSizeCap(catalogue, area, tierIndex);
  if (cap !== null && BigInt(cap) * value.denominator < value.numerator)
    return { numerator: BigInt(cap), denominator: 1n };
  return value;
}
