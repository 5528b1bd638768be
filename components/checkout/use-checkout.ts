"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/use-toast";
import { requestJson } from "@/lib/client/request-json";
import { getCartSessionId } from "@/lib/client/cart-session-id";
import type { CheckoutQuote, PlacedOrdersResponse } from "@/lib/checkout/checkout-quote";
import type { ShippingMethodId } from "@/lib/shipping/calculate-shipping";
import { SAVED_ADDRESS_FIELDS, type SavedAddress } from "@/lib/accounts/saved-address";
import type { CheckoutFormValues } from "@/lib/validation/checkout";
import { describeCheckoutFormProblem } from "@/lib/validation/describe-checkout-form-problem";
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from "@/lib/client/checkout-draft";
import { savePlacedCheckout } from "@/lib/client/placed-checkout";
import { checkCardDetails, type CardProblem } from "@/lib/payments/check-card-details";
import type { TestCard } from "./test-card-form";
import { useCustomerForm } from "./use-customer-form";

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

type QuoteInput = {
  shippingMethod: ShippingMethodId;
  appliedCode: string | null;
  removeReferralDiscount: boolean;
  paused: boolean;
};

/**
 * The server's quote for the cart (POST /api/create-payment-intent, which also prepares the payment):
 * asked at once, then again a second after the shipping method, the city, the state or the code
 * changes (spec sections 4, 5 and 9); not while the orders are being placed or paid.
 */
function useCheckoutQuote(
  { shippingCity, shippingState }: Pick<CheckoutFormValues, "shippingCity" | "shippingState">,
  { shippingMethod, appliedCode, removeReferralDiscount, paused }: QuoteInput,
) {
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [quoteError, setQuoteError] = useState(false);
  const firstQuote = useRef(true);
  const localShippingAnnounced = useRef(false);

  const city = shippingCity ?? "";
  const state = shippingState ?? "";
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
        removeReferralDiscount,
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
  }, [shippingMethod, quoteCity, quoteState, appliedCode, removeReferralDiscount]);

  useEffect(() => {
    if (paused) return;
    // The first quote is immediate; later changes are debounced by a second (spec section 9).
    const timer = setTimeout(() => void requestQuote(), firstQuote.current ? 0 : QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [requestQuote, paused]);

  return { quote, quoteError, refreshQuote: requestQuote };
}

/**
 * The checkout's state and actions: the customer form, shipping method and discount code, the quote,
 * placing the orders and paying, by Stripe, by the built-in test card form, or not at all for a free
 * order. The form locks only while an attempt runs: after a declined card the shopper may change the
 * details, shipping or code and pay again (the server updates the same orders and payment). The typed
 * details are kept in the tab's sessionStorage under the cart session (lib/client/checkout-draft.ts),
 * so a reload of /checkout shows them again; card data never is.
 */
/** A signed-in customer's checkout (#38): their account's e-mail and the addresses they shipped to before. */
export type CheckoutAccount = { email: string; addresses: SavedAddress[] };

/** What the form starts with: the tab's draft if any, else the account's e-mail and newest saved address. */
function initialCustomerValues(
  draft: Partial<CheckoutFormValues> | undefined,
  account: CheckoutAccount | null,
): CheckoutFormValues {
  if (draft) return { ...CUSTOMER_DEFAULTS, ...draft };
  if (!account) return CUSTOMER_DEFAULTS;
  const newest = account.addresses[0];
  const address = newest ? Object.fromEntries(SAVED_ADDRESS_FIELDS.map((field) => [field, newest[field]])) : {};
  return { ...CUSTOMER_DEFAULTS, ...address, customerEmail: account.email };
}

export function useCheckout(account: CheckoutAccount | null = null) {
  const router = useRouter();
  const [sessionId] = useState(() => getCartSessionId());
  const [draft] = useState(() => readCheckoutDraft(sessionId));
  const [shippingMethod, setShippingMethod] = useState<ShippingMethodId>(draft?.shippingMethod ?? "standard");
  const [appliedCode, setAppliedCode] = useState<string | null>(draft?.appliedCode ?? null);
  /** The shopper took the referral link's discount off ("Remove"), e.g. to apply a coupon instead. */
  const [removeReferralDiscount, setRemoveReferralDiscount] = useState(draft?.removeReferralDiscount ?? false);
  /** Why the last payment attempt failed, shown beside the card form until the next try. */
  const [paymentError, setPaymentError] = useState<string | null>(null);
  /** An attempt is running (placing the orders, then paying): one at a time. */
  const [submitting, setSubmitting] = useState(false);
  const attempt = useRef(false);
  /** Stripe is confirming the card (its form stays mounted meanwhile). */
  const [paying, setPaying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** The first order of the attempt Stripe is confirming. */
  const placedOrderId = useRef<number | null>(null);
  /** Paid (or free): on the way to the success page. */
  const [done, setDone] = useState(false);

  const form = useCustomerForm(initialCustomerValues(draft?.values, account));
  const locked = submitting || paying || confirming || done;
  const { quote, quoteError, refreshQuote } = useCheckoutQuote(form.values, {
    shippingMethod,
    appliedCode,
    removeReferralDiscount,
    paused: locked,
  });

  // The draft follows every change of the form, the shipping method and the code.
  useEffect(() => {
    saveCheckoutDraft(sessionId, { values: form.values, shippingMethod, appliedCode, removeReferralDiscount });
  }, [sessionId, form.values, shippingMethod, appliedCode, removeReferralDiscount]);

  /** Runs one attempt at a time, with the form locked meanwhile. */
  async function runAttempt(run: () => Promise<void>) {
    if (attempt.current) return;
    attempt.current = true;
    setSubmitting(true);
    setPaymentError(null);
    try {
      await run();
    } finally {
      attempt.current = false;
      setSubmitting(false);
    }
  }

  /**
   * Validates the form and places the orders (again after a decline: the server updates the same ones);
   * null when something is missing or the server's total is not the one shown, so nothing is charged.
   */
  async function placeOrdersFromForm(
    /** Checked once the customer form is valid, before anything is sent: false stops the attempt. */
    cardIsReady: () => boolean = () => true,
  ): Promise<PlacedOrdersResponse | null> {
    if (!quote) return null;
    const errors = await form.validate();
    if (Object.keys(errors).length > 0) {
      toast({ variant: "destructive", ...describeCheckoutFormProblem(form.getValues(), errors) });
      return null;
    }
    if (!cardIsReady()) return null;
    try {
      const result = await requestJson<PlacedOrdersResponse>("POST", "/api/orders", {
        ...form.getValues(),
        sessionId,
        paymentId: quote.paymentId,
        shippingMethod,
        code: appliedCode,
        removeReferralDiscount,
      });
      if (!result.isPaidInFull && result.total !== quote.total) {
        // The amount charged is always the one shown: show the server's total and let the shopper pay again.
        void refreshQuote();
        toast({
          variant: "destructive",
          title: "Total Updated",
          description: `Your total is now $${result.total}. Please check it and pay again.`,
        });
        return null;
      }
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

  /** A failed payment: the reason stays beside the card form until the next try, and is toasted too. */
  function failPayment(message: string) {
    setPaymentError(message);
    toast({ variant: "destructive", title: "Payment Failed", description: message });
  }

  function finish() {
    setDone(true);
    clearCheckoutDraft(sessionId);
  }

  function goToSuccess(orderIds: number[]) {
    finish();
    savePlacedCheckout(sessionId, { orderId: orderIds[0] as number });
    router.push(successPath(orderIds));
  }

  /** A discount that covers everything: place the orders, then go to the success page a second later. */
  async function completeFreeOrder() {
    await runAttempt(async () => {
      const result = await placeOrdersFromForm();
      if (!result) return;
      finish();
      toast({ title: "Order Complete!", description: "100% discount - no payment required" });
      setTimeout(() => goToSuccess(result.orderIds), FREE_ORDER_REDIRECT_MS);
    });
  }

  /** The built-in test mode: place the orders, then confirm the payment with the test card. */
  /**
   * The built-in test mode: checks the customer form, then the card in the browser (its problem is
   * answered for the card form to show; nothing is sent), places the orders and confirms with the card.
   */
  async function payWithTestCard(card: TestCard): Promise<CardProblem | null> {
    let cardProblem: CardProblem | null = null;
    await runAttempt(async () => {
      const result = await placeOrdersFromForm(() => {
        cardProblem = checkCardDetails(card);
        return cardProblem === null;
      });
      if (!result) return;
      if (result.isPaidInFull || !result.clientSecret) {
        goToSuccess(result.orderIds);
        return;
      }
      setConfirming(true);
      try {
        await requestJson("POST", "/api/test-payments/confirm", {
          clientSecret: result.clientSecret,
          ...card,
          expiry: card.expiry.replace(/\s/g, ""),
        });
        toast({ title: "Payment Successful", description: "Thank you! Your order is confirmed." });
        goToSuccess(result.orderIds);
      } catch (error) {
        // Declined: the cart, the orders and the typed card stay; the form opens again for another try.
        setConfirming(false);
        failPayment((error as Error).message || "Payment failed. Please try again.");
      }
    });
    return cardProblem;
  }

  /** Stripe's Payment Element: the orders are placed (or updated) before the card is confirmed. */
  const stripe = {
    onBeforePay: async () => {
      let next: { returnPath: string } | null = null;
      await runAttempt(async () => {
        const result = await placeOrdersFromForm();
        if (!result) return;
        setPaying(true);
        placedOrderId.current = result.orderIds[0] ?? null;
        next = { returnPath: successPath(result.orderIds) };
      });
      return next;
    },
    onPaid: (path: string) => {
      finish();
      // Only a paid checkout is "placed" for Back (a redirect to the success page records it there too).
      if (placedOrderId.current !== null) savePlacedCheckout(sessionId, { orderId: placedOrderId.current });
      router.push(path);
    },
    onError: (message: string) => {
      setPaying(false);
      failPayment(message);
    },
  };

  return {
    form,
    quote,
    quoteError,
    shippingMethod,
    setShippingMethod,
    appliedCode,
    setAppliedCode,
    /** The referral link's discount, when the server applied it (shown as the applied code, removable). */
    linkReferralCode: !removeReferralDiscount && quote?.appliedCode?.source === "link" ? quote.appliedCode.code : null,
    /** Takes the applied discount off: the typed code, else the referral link's (the code field opens). */
    removeDiscount: () => {
      if (appliedCode) setAppliedCode(null);
      else setRemoveReferralDiscount(true);
    },
    paymentError,
    /** An attempt to pay is running (or succeeded): the customer fields, shipping and code wait. */
    locked,
    confirming,
    amountLabel: quote ? `$${quote.total}` : "",
    completeFreeOrder,
    payWithTestCard,
    stripe,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
