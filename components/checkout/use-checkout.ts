"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/use-toast";
import { requestJson } from "@/lib/client/request-json";
import { getCartSessionId } from "@/lib/client/cart-session-id";
import type { CheckoutQuote, PlacedOrdersResponse } from "@/lib/checkout/checkout-quote";
import type { ShippingMethodId } from "@/lib/shipping/calculate-shipping";
import { checkoutFormSchema, REQUIRED_CHECKOUT_FIELDS, type CheckoutFormValues } from "@/lib/validation/checkout";
import type { TestCard } from "./test-card-form";

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

function successPath(orderIds: number[]) {
  return `/payment-success?orderId=${orderIds[0]}`;
}

type QuoteInput = { shippingMethod: ShippingMethodId; appliedCode: string | null; paused: boolean };

/**
 * The server's quote for the cart (POST /api/create-payment-intent, which also prepares the payment):
 * asked at once, then again a second after the shipping method, the city, the state or the code
 * changes (spec sections 4, 5 and 9); no longer once the orders are placed.
 */
function useCheckoutQuote(
  form: UseFormReturn<CheckoutFormValues>,
  { shippingMethod, appliedCode, paused }: QuoteInput,
) {
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [quoteError, setQuoteError] = useState(false);
  const firstQuote = useRef(true);
  const localShippingAnnounced = useRef(false);

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
    if (paused) return;
    // The first quote is immediate; later changes are debounced by a second (spec section 9).
    const timer = setTimeout(() => void requestQuote(), firstQuote.current ? 0 : QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [requestQuote, paused]);

  return { quote, quoteError };
}

/**
 * The checkout's state and actions: the customer form, shipping method and discount code, the quote,
 * placing the orders (once: later attempts get the same answer, and the form locks) and paying, by
 * Stripe, by the built-in test card form, or not at all for a free order.
 */
export function useCheckout() {
  const router = useRouter();
  const [shippingMethod, setShippingMethod] = useState<ShippingMethodId>("standard");
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PlacedOrdersResponse | null>(null);
  const [confirming, setConfirming] = useState(false);

  const form = useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: CUSTOMER_DEFAULTS,
    mode: "onSubmit",
  });
  const { quote, quoteError } = useCheckoutQuote(form, { shippingMethod, appliedCode, paused: placed !== null });

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
    router.push(successPath(orderIds));
  }

  /** A discount that covers everything: place the orders, then go to the success page a second later. */
  async function completeFreeOrder() {
    const result = await placeOrdersFromForm();
    if (!result) return;
    toast({ title: "Order Complete!", description: "100% discount - no payment required" });
    setTimeout(() => goToSuccess(result.orderIds), FREE_ORDER_REDIRECT_MS);
  }

  /** The built-in test mode: place the orders, then confirm the payment with the test card. */
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

  /** Stripe's Payment Element: the orders are placed before the card is confirmed. */
  const stripe = {
    onBeforePay: async () => {
      const result = await placeOrdersFromForm();
      return result ? { returnPath: successPath(result.orderIds) } : null;
    },
    onPaid: (path: string) => router.push(path),
    onError: (message: string) => toast({ variant: "destructive", title: "Payment Failed", description: message }),
  };

  return {
    form,
    quote,
    quoteError,
    shippingMethod,
    setShippingMethod,
    appliedCode,
    setAppliedCode,
    /** The orders are placed: the customer fields, shipping and code no longer change. */
    locked: placed !== null,
    confirming,
    amountLabel: quote ? `$${quote.total}` : "",
    completeFreeOrder,
    payWithTestCard,
    stripe,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
