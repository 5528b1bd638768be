"use client";

import type { ShippingMethodId } from "@/lib/shipping/calculate-shipping";
import type { CheckoutQuote } from "@/lib/checkout/checkout-quote";

type Props = {
  value: ShippingMethodId;
  onChange: (method: ShippingMethodId) => void;
  quote: CheckoutQuote | null;
  disabled: boolean;
};

export function ShippingOptions({ value, onChange, quote, disabled }: Props) {
  const standardFree = quote?.shippingOption.id === "standard" && quote.shippingOption.isFree;
  const options = [
    {
      id: "standard" as const,
      name: "Standard",
      price: standardFree ? "FREE" : "$5.00",
      detail: standardFree ? quote?.shippingOption.message : "3-5 business days",
    },
    { id: "priority" as const, name: "Priority", price: "$10.00", detail: "2-3 business days" },
  ];
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Shipping</legend>
      {options.map((option) => (
        <label
          key={option.id}
          className="flex cursor-pointer items-center justify-between rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-blue-50"
        >
          <span className="flex items-center gap-3">
            <input
              type="radio"
              name="shippingMethod"
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              className="h-4 w-4 accent-blue-700"
            />
            <span>
              <span className="block text-sm font-medium">{option.name}</span>
              <span className="block text-xs text-slate-600">{option.detail}</span>
            </span>
          </span>
          <span className="text-sm font-semibold">{option.price}</span>
        </label>
      ))}
    </fieldset>
  );
}
