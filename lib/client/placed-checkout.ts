// The checkout this tab last placed, kept under the cart session so that going Back from the success
// page to /checkout (where the paid cart is now empty) says the order is placed, with the same links,
// instead of "No Order Found". sessionStorage, like the checkout draft: it lives with the tab only.
// Browser-only. Holds ids and the order page link the success page was given, no personal data.

export type PlacedCheckout = {
  /** The first order of the checkout: the success page's ?orderId. */
  orderId: number;
  /** The checkout's order numbers as the success page showed them ("#43-112526"), once known. */
  orderNumbers: string[];
  /** The customer's order page (/orders/{token}), once the success page has one. */
  orderPageUrl: string | null;
};

export function placedCheckoutKey(sessionId: string): string {
  return `placedCheckout:${sessionId}`;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser's settings
  }
}

/** The record for this cart session, keeping only well-formed fields (it is read back from storage). */
export function readPlacedCheckout(sessionId: string, storage = sessionStore()): PlacedCheckout | null {
  const raw = storage?.getItem(placedCheckoutKey(sessionId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PlacedCheckout>;
    if (!Number.isSafeInteger(parsed.orderId) || (parsed.orderId as number) <= 0) return null;
    const numbers = Array.isArray(parsed.orderNumbers) ? parsed.orderNumbers : [];
    const url = typeof parsed.orderPageUrl === "string" ? parsed.orderPageUrl : null;
    return {
      orderId: parsed.orderId as number,
      orderNumbers: numbers.filter((number): number is string => typeof number === "string").slice(0, 50),
      // Only a link to this shop's order page is ever shown.
      orderPageUrl: url && /^\/orders\/[A-Za-z0-9_-]{43}$/.test(url) ? url : null,
    };
  } catch {
    return null;
  }
}

/** Records (or completes) the placed checkout: fields not given keep what was stored for the same order. */
export function savePlacedCheckout(
  sessionId: string,
  update: Pick<PlacedCheckout, "orderId"> & Partial<PlacedCheckout>,
  storage = sessionStore(),
): void {
  const stored = readPlacedCheckout(sessionId, storage);
  const base = stored?.orderId === update.orderId ? stored : { orderNumbers: [], orderPageUrl: null };
  try {
    storage?.setItem(placedCheckoutKey(sessionId), JSON.stringify({ ...base, ...update }));
  } catch {
    // A full or disabled storage only loses the note on the way back.
  }
}
