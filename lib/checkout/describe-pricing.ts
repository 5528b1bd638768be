import { formatCents } from "@/lib/money/format-cents";
import type { CheckoutPricing } from "./price-checkout";

/** The checkout amounts as the browser shows them (decimal strings, computed by the server). */
export function describePricing(pricing: CheckoutPricing) {
  return {
    subtotal: formatCents(pricing.subtotalCents),
    discount: formatCents(pricing.discountCents),
    shipping: formatCents(pricing.shippingCents),
    total: formatCents(pricing.totalCents),
    shippingOption: {
      id: pricing.shipping.method,
      name: pricing.shipping.name,
      cost: formatCents(pricing.shipping.costCents),
      message: pricing.shipping.message,
      isFree: pricing.shipping.isFree,
      freeReason: pricing.shipping.reason,
    },
    appliedCode: pricing.appliedCode,
    affiliateName: pricing.affiliate?.name ?? null,
  };
}
