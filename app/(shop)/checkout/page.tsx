import type { Metadata } from "next";
import { headers } from "next/headers";
import { Loader2 } from "lucide-react";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { listSavedAddresses } from "@/lib/accounts/list-saved-addresses";
import { readSignedInCustomer } from "@/lib/accounts/read-signed-in-customer";
import { getCatalogue } from "@/lib/catalogue/get-catalogue";
import { getServerEnv } from "@/lib/env";
import { getPaymentMode } from "@/lib/payments/get-payment-provider";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Checkout | Professional Printing Services" };

export default async function CheckoutPage() {
  const env = getServerEnv();
  if (getPaymentMode() === "unconfigured") return <PaymentsNotConfigured />;
  // What the options show is what the checkout charges: the owner's shipping methods (#35).
  const shippingOffers = (await getCatalogue()).shipping.methods.map(({ id, amountCents, businessDays }) => ({
    id,
    amountCents,
    businessDays,
  }));
  // A signed-in customer's checkout starts from their account's address and newest shipping address
  // (#38); a guest's reads nothing more (no session cookie, no statement).
  const customer = await readSignedInCustomer(await headers());
  const account = customer ? { email: customer.email, addresses: await listSavedAddresses(customer.email) } : null;
  // The Payment Element is used only when Stripe is fully configured; otherwise the test-mode form.
  const stripePublishableKey =
    env.STRIPE_SECRET_KEY && env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ? env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY : null;
  return (
    // The cart and the form arrive after the first paint: at least a screen's height keeps the footer
    // below the fold meanwhile, so neither the form nor the empty-cart card shifts it (CLS).
    <main className="mx-auto min-h-screen max-w-6xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-slate-900">Checkout</h1>
      {/* Rendered on the server, so the first paint already says what the page is for while the cart loads. */}
      <p className="mb-6 text-slate-600">Check your order, tell us where to ship it, and pay.</p>
      <CheckoutView
        stripePublishableKey={stripePublishableKey}
        shippingOffers={shippingOffers}
        account={account}
        loading={
          <p className="flex items-center justify-center gap-2 py-24 text-slate-600">
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> Loading your order...
          </p>
        }
        empty={
          <Card className="mx-auto max-w-md text-center">
            <CardHeader>
              <CardTitle>No Order Found</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <p className="text-slate-600">Please go back and create an order first.</p>
              <Button asChild>
                <a href="/stickers">Back to Design Tool</a>
              </Button>
            </CardContent>
          </Card>
        }
      />
    </main>
  );
}

/** A deployment without Stripe keys (and without PAYMENTS_TEST_MODE=1) takes no card payments. */
function PaymentsNotConfigured() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">Checkout</h1>
      <Card className="mx-auto max-w-md text-center" role="alert">
        <CardHeader>
          <CardTitle>Card payments are not configured</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-slate-600">
            This shop cannot take card payments yet. Your cart is kept; please try again later.
          </p>
          <Button asChild>
            {/* A plain link: next/link would add its client code to every /checkout view for this rare page. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">Back to Cart</a>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
