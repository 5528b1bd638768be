/** The shipping methods the shop offers, in the order offered (spec section 9); the catalogue sets their names and amounts. */
export const SHIPPING_METHOD_IDS = ["standard", "priority"] as const;

export type ShippingMethodId = (typeof SHIPPING_METHOD_IDS)[number];

export function isShippingMethodId(value: unknown): value is ShippingMethodId {
  return value === "standard" || value === "priority";
}
