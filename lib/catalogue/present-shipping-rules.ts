import type { ShippingRules } from "@/lib/domain/catalogue";
import type { ShippingMethodId } from "@/lib/domain/shipping-methods";
import { formatCents } from "@/lib/money/format-cents";

/** The shipping rules as GET /api/admin/catalogue answers them and PUT …/shipping takes them. */
export type ShippingRulesDto = {
  methods: { id: ShippingMethodId; name: string; amount: string; businessDays: string }[];
  freeShippingCities: string[];
  freeShippingMinQuantity: number;
};

export function presentShippingRules(rules: ShippingRules): ShippingRulesDto {
  return {
    methods: rules.methods.map((method) => ({
      id: method.id,
      name: method.name,
      amount: formatCents(method.amountCents),
      businessDays: method.businessDays,
    })),
    freeShippingCities: [...rules.freeShippingCities],
    freeShippingMinQuantity: rules.freeShippingMinQuantity,
  };
}
