// The checkout's typed details, kept for a reload of /checkout (a declined card, a closed laptop lid)
// under the cart session: name, e-mail, phone, address, notes, shipping method and applied code. Never
// card data: the card fields live in the payment forms and are not part of the draft. Browser-only.
//
// sessionStorage, not localStorage: the details are personal data, and sessionStorage keeps them only
// while the tab lives, which covers a reload and a retry after a declined card; on a shared computer
// closing the tab forgets them, where localStorage (like the cart id) would keep them indefinitely.
import type { ShippingMethodId } from "@/lib/shipping/calculate-shipping";
import type { CheckoutFormValues } from "@/lib/validation/checkout";

export type CheckoutDraft = {
  values: Partial<Record<keyof CheckoutFormValues, string>>;
  shippingMethod: ShippingMethodId;
  appliedCode: string | null;
  /** The referral link's discount was removed (optional: drafts saved before it have none). */
  removeReferralDiscount?: boolean;
};

const DRAFT_FIELDS: readonly (keyof CheckoutFormValues)[] = [
  "customerName",
  "customerEmail",
  "customerPhone",
  "companyName",
  "shippingAddress",
  "shippingCity",
  "shippingState",
  "shippingZip",
  "shippingCountry",
  "additionalNotes",
];

export function checkoutDraftKey(sessionId: string): string {
  return `checkoutDraft:${sessionId}`;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser's settings
  }
}

/** The draft saved for this cart session, keeping only known fields of the right types. */
export function readCheckoutDraft(sessionId: string, storage = sessionStore()): CheckoutDraft | null {
  const raw = storage?.getItem(checkoutDraftKey(sessionId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CheckoutDraft>;
    const values: CheckoutDraft["values"] = {};
    for (const field of DRAFT_FIELDS) {
      const value = parsed.values?.[field];
      if (typeof value === "string") values[field] = value.slice(0, 2000);
    }
    return {
      values,
      shippingMethod: parsed.shippingMethod === "priority" ? "priority" : "standard",
      appliedCode: typeof parsed.appliedCode === "string" && parsed.appliedCode ? parsed.appliedCode : null,
      removeReferralDiscount: parsed.removeReferralDiscount === true,
    };
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(sessionId: string, draft: CheckoutDraft, storage = sessionStore()): void {
  const values: CheckoutDraft["values"] = {};
  for (const field of DRAFT_FIELDS) {
    const value = draft.values[field];
    if (typeof value === "string") values[field] = value;
  }
  try {
    storage?.setItem(checkoutDraftKey(sessionId), JSON.stringify({ ...draft, values }));
  } catch {
    // A full or disabled storage only loses the convenience of a restored form.
  }
}

export function clearCheckoutDraft(sessionId: string, storage = sessionStore()): void {
  storage?.removeItem(checkoutDraftKey(sessionId));
}
