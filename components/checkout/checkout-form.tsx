"use client";

import Link from "next/link";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { requestJson } from "@/lib/client/request-json";
import type { CartItemDto } from "@/lib/cart/cart-item-dto";
import { getCartSessionId } from "@/lib/client/cart-session-id";
import type { CheckoutQuote, PlacedOrdersResponse } from "@/lib/checkout/checkout-quote";
import type { ShippingMethodId } from "@/lib/shipping/calculate-shipping";
import { checkoutFormSchema, REQUIRED_CHECKOUT_FIELDS, type CheckoutFormValues } from "@/lib/validation/checkout";
import { CodeInput } from "./code-input";
import { CustomerFields } from "./customer-fields";
import { CheckoutOrderSummary } from "./order-summary";
import { ShippingOptions } from "./shipping-options";
import { TestCardForm, type TestCard } from "./test-card-form";

// Stripe.js and its React bindings are fetched only when Stripe is configured and a payment is set up.
const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

const QUOTE_DEBOUNCE_MS = 1000;
const FREE_ORDER_REDIRECT_MS = 1000;

// Every field starts empty (the fields are controlled), the country with the shop's own.
const CUSTOMER_DEFAULTS: CheckoutFormValues = {
  customerName: "",
  customerEmail: "",
  customerPhone: "",
  companyName: "",
  shippingAddress: "",
  shippingCity: "",
  shippingState: "",
  shippingZip: "",
  shippingCountry: "United States",
  additionalNotes: "",
};

type Props = { items: CartItemDto[]; stripePublishableKey: string | null };

/** The checkout of a non-empty cart: customer form, shipping, discount code and payment. */
export default function CheckoutForm({ items, stripePublishableKey }: Props) {
  const router = useRouter();
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [quoteError, setQuoteError] = useState(false);
  const [shippingMethod, setShippingMethod] = useState<ShippingMethodId>("standard");
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PlacedOrdersResponse | null>(null);
  const [confirming, setConfirming] = useState(false);
  const firstQuote = useRef(true);
  const localShippingAnnounced = useRef(false);

  const form = useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: CUSTOMER_DEFAULTS,
    mode: "onSubmit",
  });
  const city = useWatch({ control: form.control, name: "shippingCity" }) ?? "";
  const state = useWatch({ control: form.control, name: "shippingState" }) ?? "";
  // Shipping is re-quoted only once the city or state says something (spec section 5).
  const quoteCity = city.trim().length > 2 ? city.trim() : "";
  const quoteState = state.trim().length > 1 ? state.trim() : "";

  const requestQuote = useCallback(async () => {
    try {
      const next = await requestJson<CheckoutQuote>("POST", "/api/create-payment-intent", {
        sessionId: getCartSessionId(),
        shippingMethod,
        shippingCity: quoteCity,
        shippingState: quoteState,
        code: appliedCode,
      });
      setQuote(next);
      setQuoteError(false);
      if (next.shippingOption.freeReason === "local" && !localShippingAnnounced.current) {
        localShippingAnnounced.current = true;
        toast({ title: "Free Shipping Applied!", description: "Las Vegas local delivery is free" });
      }
      if (next.shippingOption.freeReason !== "local") localShippingAnnounced.current = false;
    } catch (error) {
      setQuoteError(true);
      toast({
        variant: "destructive",
        title: firstQuote.current ? "Payment Setup Failed" : "Error",
        description: firstQuote.current
          ? "Unable to setup payment. Please try again."
          : `Failed to update payment amount. Please try again. (${(error as Error).message})`,
      });
    } finally {
      firstQuote.current = false;
    }
  }, [shippingMethod, quoteCity, quoteState, appliedCode]);

  useEffect(() => {
    if (placed) return;
    // The first quote is immediate; later changes are debounced by a second (spec section 9).
    const timer = setTimeout(() => void requestQuote(), firstQuote.current ? 0 : QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [requestQuote, placed]);

  /** Validates the form and places the orders (once); null when something is missing. */
  async function placeOrdersFromForm(): Promise<PlacedOrdersResponse | null> {
    if (placed) return placed;
    if (!quote) return null;
    const valid = await form.trigger();
    if (!valid) {
      const errors = form.formState.errors;
      const missing = REQUIRED_CHECKOUT_FIELDS.some((field) => !String(form.getValues(field) ?? "").trim());
      if (missing || !errors.customerEmail) {
        toast({
          variant: "destructive",
          title: "Missing Information",
          description: "Please fill in all required customer information and shipping address fields",
        });
      } else {
        toast({ variant: "destructive", title: "Invalid Email", description: "Please enter a valid email address" });
      }
      return null;
    }
    try {
      const result = await requestJson<PlacedOrdersResponse>("POST", "/api/orders", {
        ...form.getValues(),
        sessionId: getCartSessionId(),
        paymentId: quote.paymentId,
        shippingMethod,
        code: appliedCode,
      });
      setPlaced(result);
      return result;
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Order Processing Failed",
        description: `Failed to process your order: ${(error as Error).message}. Please try again.`,
      });
      return null;
    }
  }

  function goToSuccess(orderIds: number[]) {
    router.push(`/payment-success?orderId=${orderIds[0]}`);
  }

  async function completeFreeOrder() {
    const result = await placeOrdersFromForm();
    if (!result) return;
    toast({ title: "Order Complete!", description: "100% discount - no payment required" });
    setTimeout(() => goToSuccess(result.orderIds), FREE_ORDER_REDIRECT_MS);
  }

  async function payWithTestCard(card: TestCard) {
    const result = await placeOrdersFromForm();
    if (!result) return;
    if (result.isPaidInFull || !result.clientSecret) {
      goToSuccess(result.orderIds);
      return;
    }
    setConfirming(true);
    try {
      await requestJson("POST", "/api/test-payments/confirm", { clientSecret: result.clientSecret, ...card });
      toast({ title: "Payment Successful", description: "Thank you! Your order is confirmed." });
      goToSuccess(result.orderIds);
    } catch (error) {
      setConfirming(false);
      toast({
        variant: "destructive",
        title: "Payment Failed",
        description: (error as Error).message || "Payment failed. Please try again.",
      });
    }
  }

  const amountLabel = quote ? `$${quote.total}` : "";
  const locked = placed !== null;

  return (
    <div className="space-y-6">
      <Link href="/" className="inline-flex items-center gap-1 text-sm font-medium text-blue-800 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to order details
      </Link>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <CheckoutOrderSummary items={items} quote={quote} />
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Customer Information</CardTitle>
            </CardHeader>
            <CardContent>
              <Form {...form}>
                <form onSubmit={(event) => event.preventDefault()} noValidate aria-label="Customer information">
                  <CustomerFields disabled={locked} />
                </form>
              </Form>
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Shipping and Discounts</CardTitle>
            </CardHeader>
            <CardContent className="space-y-5">
              <ShippingOptions value={shippingMethod} onChange={setShippingMethod} quote={quote} disabled={locked} />
              <CodeInput appliedCode={appliedCode} disabled={locked} onApplied={setAppliedCode} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Payment</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              {confirming ? (
                <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> We&apos;re confirming your payment.
                  Please wait...
                </p>
              ) : !quote ? (
                <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
                  {!quoteError && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
                  {quoteError ? "Payment could not be set up. Please reload the page." : "Setting up payment..."}
                </p>
              ) : quote.isPaidInFull ? (
                <div className="space-y-3">
                  <p className="text-sm text-slate-700">
                    Your discount covers the whole order: no payment is required.
                  </p>
                  <Button type="button" size="lg" className="w-full" onClick={() => void completeFreeOrder()}>
                    Complete Order
                  </Button>
                </div>
              ) : stripePublishableKey && quote.clientSecret ? (
                <Suspense fallback={<p className="text-sm text-slate-600">Setting up payment...</p>}>
                  <StripePaymentForm
                    publishableKey={stripePublishableKey}
                    clientSecret={quote.clientSecret}
                    amountLabel={amountLabel}
                    disabled={false}
                    onBeforePay={async () => {
                      const result = await placeOrdersFromForm();
                      return result ? { returnPath: `/payment-success?orderId=${result.orderIds[0]}` } : null;
                    }}
                    onPaid={(path) => router.push(path)}
                    onError={(message) =>
                      toast({ variant: "destructive", title: "Payment Failed", description: message })
                    }
                  />
                </Suspense>
              ) : (
                <TestCardForm amountLabel={amountLabel} disabled={false} onPay={payWithTestCard} />
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
