"use client";

import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { requestJson } from "@/lib/client/request-json";
import type { CartItemDto } from "@/lib/cart/cart-item-dto";
import { CART_SESSION_STORAGE_KEY, getCartSessionId } from "@/lib/client/cart-session-id";
import { readPlacedCheckout, type PlacedCheckout } from "@/lib/client/placed-checkout";
import { PlacedCheckoutNotice } from "./placed-checkout-notice";
import type { ShippingOffer } from "./shipping-options";
import type { CheckoutAccount } from "./use-checkout";

// The form (its fields, quotes and payment; zod loads later, with the first submit) is fetched only once the cart turns
// out to hold something: an empty cart needs none of it.
const loadCheckoutForm = () => import("./checkout-form");
const CheckoutForm = lazy(loadCheckoutForm);

type Props = {
  stripePublishableKey: string | null;
  /** The shipping methods offered, from the owner's catalogue. */
  shippingOffers: ShippingOffer[];
  /** The signed-in customer's e-mail and saved addresses (#38), or null for a guest. */
  account?: CheckoutAccount | null;
  /** Shown while the cart loads; rendered on the server, so it costs no JavaScript here. */
  loading: ReactNode;
  /** Shown when the cart is empty; rendered on the server too. */
  empty: ReactNode;
};

type LoadState =
  | { status: "loading" }
  | { status: "empty" }
  | { status: "placed"; placed: PlacedCheckout }
  | { status: "ready"; items: CartItemDto[] };

/** An empty cart: this tab's paid checkout (Back from the success page), or truly no order. */
function emptyCart(sessionId: string): LoadState {
  const placed = readPlacedCheckout(sessionId);
  return placed ? { status: "placed", placed } : { status: "empty" };
}

/** The shopper's cart: empty without asking the server when this browser has no cart session yet. */
async function readCart(): Promise<LoadState> {
  if (!window.localStorage.getItem(CART_SESSION_STORAGE_KEY)) return { status: "empty" };
  // A shopper with a session most likely has a cart: the form's code loads alongside the cart, not after it.
  void loadCheckoutForm().catch(() => undefined);
  const sessionId = getCartSessionId();
  try {
    const items = await requestJson<CartItemDto[]>("GET", `/api/cart/${encodeURIComponent(sessionId)}`);
    return items.length ? { status: "ready", items } : emptyCart(sessionId);
  } catch {
    return { status: "empty" };
  }
}

export function CheckoutView({ stripePublishableKey, shippingOffers, account = null, loading, empty }: Props) {
  const [cart, setCart] = useState<LoadState>({ status: "loading" });

  useEffect(() => {
    void readCart().then(setCart);
  }, []);

  if (cart.status === "loading") return loading;
  if (cart.status === "empty") return empty;
  if (cart.status === "placed") return <PlacedCheckoutNotice placed={cart.placed} />;
  return (
    <Suspense fallback={loading}>
      <CheckoutForm
        items={cart.items}
        stripePublishableKey={stripePublishableKey}
        shippingOffers={shippingOffers}
        account={account}
      />
    </Suspense>
  );
}
