import type { Metadata } from "next";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { getServerEnv } from "@/lib/env";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Checkout | Professional Printing Services" };

export default function CheckoutPage() {
  const env = getServerEnv();
  // The Payment Element is used only when Stripe is fully configured; otherwise the test-mode form.
  const stripePublishableKey = env.STRIPE_SECRET_KEY && env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ? env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY : null;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">Checkout</h1>
      <CheckoutView stripePublishableKey={stripePublishableKey} />
    </main>
  );
}
