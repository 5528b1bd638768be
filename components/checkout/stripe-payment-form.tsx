"use client";

import { useMemo, useState } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PaymentError } from "./payment-error";

type Props = {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  disabled: boolean;
  /** Why the last attempt failed, shown beside the Element until the next try. */
  paymentError: string | null;
  /** Validates the form and places the orders; answers where to go after payment, or null to stop. */
  onBeforePay: () => Promise<{ returnPath: string } | null>;
  onPaid: (returnPath: string) => void;
  onError: (message: string) => void;
};

function PayButton({
  amountLabel,
  disabled,
  onBeforePay,
  onPaid,
  onError,
}: Omit<Props, "publishableKey" | "clientSecret" | "paymentError">) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);

  async function pay() {
    if (!stripe || !elements) return;
    setPaying(true);
    try {
      const { error: submitError } = await elements.submit();
      if (submitError) {
        onError(submitError.message ?? "Please complete all required fields.");
        return;
      }
      const next = await onBeforePay();
      if (!next) return;
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: "if_required",
        confirmParams: { return_url: `${window.location.origin}${next.returnPath}` },
      });
      if (error) onError(error.message ?? "Payment failed. Please try again.");
      else if (paymentIntent) onPaid(next.returnPath);
    } finally {
      setPaying(false);
    }
  }

  return (
    <Button
      type="button"
      size="lg"
      className="w-full"
      disabled={disabled || paying || !stripe}
      onClick={() => void pay()}
    >
      {paying && <Loader2 className="animate-spin" aria-hidden="true" />}
      Pay {amountLabel}
    </Button>
  );
}

/**
 * Stripe's Payment Element; loaded only when Stripe keys are configured. After a failed confirmation the
 * Element is left as it is (never remounted): it keeps the card, clearing only what Stripe itself clears.
 */
export default function StripePaymentForm({ publishableKey, clientSecret, paymentError, ...rest }: Props) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      <div className="space-y-4">
        <PaymentElement />
        <PaymentError title="Payment failed:" message={paymentError} />
        <PayButton {...rest} />
      </div>
    </Elements>
  );
}
