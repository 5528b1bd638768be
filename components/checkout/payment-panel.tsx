"use client";

import { lazy, Suspense, type ReactNode } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Checkout } from "./use-checkout";
import { TestCardForm } from "./test-card-form";

// Stripe.js and its React bindings are fetched only when Stripe is configured and a payment is set up.
const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

type Props = {
  checkout: Pick<
    Checkout,
    | "quote"
    | "quoteError"
    | "confirming"
    | "amountLabel"
    | "completeFreeOrder"
    | "payWithTestCard"
    | "stripe"
    | "paymentError"
  >;
  stripePublishableKey: string | null;
};

function Status({ spinner = true, children }: { spinner?: boolean; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
      {spinner && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
      {children}
    </p>
  );
}

/**
 * The Payment card's content: setting up, a free order, Stripe's form or the test card form. The card
 * forms stay mounted while a payment is confirmed (the status shows above them), so what the shopper
 * typed is still there after a declined card; Stripe's Element keeps its own state the same way.
 */
export function PaymentPanel({ checkout, stripePublishableKey }: Props) {
  const { quote, quoteError, confirming, amountLabel, paymentError } = checkout;
  const confirmingStatus = confirming && <Status>We&apos;re confirming your payment. Please wait...</Status>;

  if (!quote) {
    return (
      <Status spinner={!quoteError}>
        {quoteError ? "Payment could not be set up. Please reload the page." : "Setting up payment..."}
      </Status>
    );
  }

  if (quote.isPaidInFull) {
    if (confirming) return confirmingStatus;
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">Your discount covers the whole order: no payment is required.</p>
        <Button type="button" size="lg" className="w-full" onClick={() => void checkout.completeFreeOrder()}>
          Complete Order
        </Button>
      </div>
    );
  }

  if (stripePublishableKey && quote.clientSecret) {
    return (
      <Suspense fallback={<p className="text-sm text-slate-600">Setting up payment...</p>}>
        <StripePaymentForm
          publishableKey={stripePublishableKey}
          clientSecret={quote.clientSecret}
          amountLabel={amountLabel}
          disabled={false}
          paymentError={paymentError}
          {...checkout.stripe}
        />
      </Suspense>
    );
  }

  return (
    <div className="space-y-4">
      {confirmingStatus}
      <TestCardForm
        amountLabel={amountLabel}
        disabled={confirming}
        onPay={checkout.payWithTestCard}
        paymentError={paymentError}
      />
    </div>
  );
}
