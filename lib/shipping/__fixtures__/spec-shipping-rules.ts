import type { ShippingRules } from "@/lib/domain/catalogue";

/**
 * The spec's shipping rules (section 9) as the owner's catalogue holds them (#35), for tests: Standard
 * $5 in 3-5 business days, free to Las Vegas, Henderson and North Las Vegas or from 300 stickers;
 * Priority $10 in 2-3 business days, never free. A fresh copy per call, so a test may change it.
 */
export function buildSpecShippingRules(): ShippingRules {
  return {
    methods: [
      { id: "standard", name: "Standard Shipping", amountCents: 500, businessDays: "3-5" },
      { id: "priority", name: "Priority Shipping", amountCents: 1000, businessDays: "2-3" },
    ],
    freeShippingCities: ["las vegas", "henderson", "north las vegas"],
    freeShippingMinQuantity: 300,
  };
}
