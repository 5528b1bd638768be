import type { ShippingRules } from "@/lib/domain/catalogue";
import { isShippingMethodId } from "@/lib/domain/shipping-methods";
import { FREE_LOCAL_DELIVERY_MESSAGE, type ShippingInput, type ShippingQuote } from "./calculate-shipping";
import { isFreeShippingCity } from "./is-free-shipping-city";

/**
 * Quotes one shipping method under the owner's shipping rules (#35), as calculateShipping does under the
 * spec's: the method's name and amount, "{businessDays} business days"; standard shipping is free to the
 * rules' cities ("Free local delivery", which wins when both apply) or from their quantity ("Free shipping
 * on {n}+ stickers"). Throws RangeError for a method the rules do not offer or a bad quantity.
 */
export function quoteShipping(
  rules: ShippingRules,
  { method, city, state, totalQuantity }: ShippingInput,
): ShippingQuote {
  const offered = isShippingMethodId(method) ? rules.methods.find((candidate) => candidate.id === method) : undefined;
  if (!offered) throw new RangeError(`unknown shipping method ${String(method)}`);
  if (!Number.isSafeInteger(totalQuantity) || totalQuantity < 0)
    throw new RangeError(`totalQuantity must be a non-negative integer, got ${String(totalQuantity)}`);

  const { name, amountCents, businessDays } = offered;
  const deliveryEstimate = `${businessDays} business days`;
  const local = method === "standard" && isFreeShippingCity(rules.freeShippingCities, city, state);
  const reason = local
    ? "local"
    : method === "standard" && totalQuantity >= rules.freeShippingMinQuantity
      ? "quantity"
      : null;
  if (reason === null)
    return { method, name, costCents: amountCents, message: deliveryEstimate, deliveryEstimate, isFree: false, reason };
  const message =
    reason === "local" ? FREE_LOCAL_DELIVERY_MESSAGE : `Free shipping on ${rules.freeShippingMinQuantity}+ stickers`;
  return { method, name, costCents: 0, message, deliveryEstimate, isFree: true, reason };
}
