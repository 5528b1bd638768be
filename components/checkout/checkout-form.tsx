"use client";

import type { ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { CartItemDto } from "@/lib/cart/cart-item-dto";
import { CodeInput } from "./code-input";
import { CustomerFields } from "./customer-fields";
import { CheckoutOrderSummary } from "./order-summary";
import { PaymentPanel } from "./payment-panel";
import { ShippingOptions, type ShippingOffer } from "./shipping-options";
import { useCheckout, type CheckoutAccount } from "./use-checkout";

type Props = {
  items: CartItemDto[];
  stripePublishableKey: string | null;
  shippingOffers: ShippingOffer[];
  account?: CheckoutAccount | null;
};

function CheckoutSection({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}

/** The checkout of a non-empty cart: customer form, shipping, discount code and payment. */
export default function CheckoutForm({ items, stripePublishableKey, shippingOffers, account = null }: Props) {
  const checkout = useCheckout(account);
  const { form, quote, locked } = checkout;

  return (
    <div className="space-y-6">
      {/* A plain link: next/link's client code (about 3 kB compressed) is not worth one link back. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className="inline-flex items-center gap-1 text-sm font-medium text-blue-800 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to order details
      </a>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <CheckoutOrderSummary items={items} quote={quote} />
        </div>
        <div className="space-y-6">
          <CheckoutSection title="Customer Information">
            <form onSubmit={(event) => event.preventDefault()} noValidate aria-label="Customer information">
              <CustomerFields form={form} disabled={locked} savedAddresses={account?.addresses ?? []} />
            </form>
          </CheckoutSection>
          <CheckoutSection title="Shipping and Discounts" className="space-y-5">
            <ShippingOptions
              offers={shippingOffers}
              value={checkout.shippingMethod}
              onChange={checkout.setShippingMethod}
              quote={quote}
              disabled={locked}
            />
            <CodeInput
              appliedCode={checkout.appliedCode ?? checkout.linkReferralCode}
              fromReferralLink={!checkout.appliedCode && checkout.linkReferralCode !== null}
              disabled={locked}
              onApplied={checkout.setAppliedCode}
              onRemoved={checkout.removeDiscount}
              getCustomerEmail={() => form.getValues().customerEmail}
            />
          </CheckoutSection>
          <CheckoutSection title="Payment" className="space-y-4">
            <PaymentPanel checkout={checkout} stripePublishableKey={stripePublishableKey} />
          </CheckoutSection>
        </div>
      </div>
    </div>
  );
}
