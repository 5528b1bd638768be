"use client";

import type { ShippingMethodId } from "@/lib/shipping/calculate-shipping";
import type { CheckoutQuote } from "@/lib/checkout/checkout-quote";
import type { CatalogueShippingMethod } from "@/lib/domain/catalogue";
import { formatUsd } from "@/lib/money/format-cents";

/** A shipping method as the checkout offers it: the owner's amount and business days (#35). */
export type ShippingOffer = Pick<CatalogueShippingMethod, "id" | "amountCents" | "businessDays">;

/** The spec's short labels beside the radio buttons (the catalogue's names are the orders' and e-mails'). */
const LABELS: Record<ShippingMethodId, string> = { standard: "Standard", priority: "Priority" };

type Props = {
  /** In the order offered (the owner's catalogue, read by the page on the server). */
  offers: ShippingOffer[];
  value: ShippingMethodId;
  onChange: (method: ShippingMethodId) => void;
  quote: CheckoutQuote | null;
  disabled: boolean;
};

export function ShippingOptions({ offers, value, onChange, quote, disabled }: Props) {
  const options = offers.map((offer) => {
    // The server's quote says when (and why) the chosen method is free; the offer says what it costs otherwise.
    const free = quote?.shippingOption.id === offer.id && quote.shippingOption.isFree;
    return {
      id: offer.id,
      name: LABELS[offer.id],
      price: free ? "FREE" : formatUsd(offer.amountCents),
      detail: free ? quote?.shippingOption.message : `${offer.businessDays} business days`,
    };
  });
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
