import type { Catalogue } from "@/lib/domain/catalogue";
import { findGridTotal } from "./find-grid-total";
import { measurePricingArea } from "./measure-pricing-area";

/**
 * The most a custom size of this pricing area may cost in one tier (#35): the cheapest total among the
 * active standard sizes whose pricing area is at least as large, or null when none is (beyond the largest
 * standard size the custom rule alone prices). Retired sizes cap nothing: the shopper cannot pick them.
 */
export function findCustomSizeCap(catalogue: Catalogue, area: bigint, tierIndex: number): number | null {
  let cap: number | null = null;
  for (const size of catalogue.sizes) {
    if (!size.active || measurePricingArea(size.widthInches, size.heightInches) < area) continue;
    const total = findGridTotal(catalogue.grid, size.id, tierIndex);
    if (cap === null || total < cap) cap = total;
  }
  return cap;
}
