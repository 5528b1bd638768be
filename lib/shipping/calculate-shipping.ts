/**
 * Shipping rules (spec section 9): Standard $5 (3-5 business days), free for
 * Las Vegas-area cities or 300+ stickers; Priority $10 (2-3 business days), never free.
 */

import {
  SHIPPING_METHOD_IDS as METHOD_IDS,
  isShippingMethodId,
  type ShippingMethodId,
} from "@/lib/domain/shipping-methods";
import { isFreeShippingCity } from "./is-free-shipping-city";

export { isShippingMethodId, type ShippingMethodId };

export type ShippingMethod = {
  id: ShippingMethodId;
  name: string;
  costCents: number;
  deliveryEstimate: string;
};

export const SHIPPING_METHODS: Readonly<Record<ShippingMethodId, ShippingMethod>> = Object.freeze({
  standard: { id: "standard", name: "Standard Shipping", costCents: 500, deliveryEstimate: "3-5 business days" },
  priority: { id: "priority", name: "Priority Shipping", costCents: 1000, deliveryEstimate: "2-3 business days" },
});

/** Order in which options are offered to the shopper. */
export const SHIPPING_METHOD_IDS: readonly ShippingMethodId[] = METHOD_IDS;

export const LOCAL_DELIVERY_CITIES = ["las vegas", "henderson", "north las vegas"] as const;
export const FREE_SHIPPING_MIN_QUANTITY = 300;

export const FREE_LOCAL_DELIVERY_MESSAGE = "Free local delivery";
export const FREE_QUANTITY_SHIPPING_MESSAGE = `Free shipping on ${FREE_SHIPPING_MIN_QUANTITY}+ stickers`;

/**
 * True for Las Vegas, Henderson and North Las Vegas, ignoring case and extra
 * whitespace. When a state is given and is not Nevada the city does not count,
 * so Henderson, KY pays for shipping; a missing state is not held against it.
 */
export function isLocalDeliveryCity(city: string | null | undefined, state?: string | null): boolean {
  return isFreeShippingCity(LOCAL_DELIVERY_CITIES, city, state);
}

export type ShippingInput = {
  method: ShippingMethodId;
  city?: string | null;
  state?: string | null;
  /** Total stickers across the whole order. */
  totalQuantity: number;
};

export type FreeShippingReason = "local" | "quantity";

export type ShippingQuote = {
  method: ShippingMethodId;
  name: string;
  costCents: number;
  /** Shopper-facing line: the delivery estimate, or why shipping is free. */
  message: string;
  deliveryEstimate: string;
  isFree: boolean;
  reason: FreeShippingReason | null;
};

/** Quotes one shipping method. Local delivery wins over the quantity reason when both apply. */
export function calculateShipping({ method, city, state, totalQuantity }: ShippingInput): ShippingQuote {
  if (!isShippingMethodId(method)) {
    throw new RangeError(`unknown shipping method ${String(method)}`);
  }
  if (!Number.isSafeInteger(totalQuantity) || totalQuantity < 0) {
    throw new RangeError(`totalQuantity must be a non-negative integer, got ${String(totalQuantity)}`);
  }
  const { name, costCents, deliveryEstimate } = SHIPPING_METHODS[method];
  const reason = method === "standard" ? findFreeReason(city, state, totalQuantity) : null;
  if (reason === null) {
    return { method, name, costCents, message: deliveryEstimate, deliveryEstimate, isFree: false, reason };
  }
  const message = reason === "local" ? FREE_LOCAL_DELIVERY_MESSAGE : FREE_QUANTITY_SHIPPING_MESSAGE;
  return { method, name, costCents: 0, message, deliveryEstimate, isFree: true, reason };
}

function findFreeReason(
  city: string | null | undefined,
  state: string | null | undefined,
  totalQuantity: number,
): FreeShippingReason | null {
  if (isLocalDeliveryCity(city, state)) return "local";
  if (totalQuantity >= FREE_SHIPPING_MIN_QUANTITY) return "quantity";
  return null;
}
