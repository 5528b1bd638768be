// The card form's checks in the browser, before anything is sent: a number of 13 to 19 digits that
// passes the Luhn check, a complete MM/YY expiry that is not past, a 3- or 4-digit CVC. The messages
// are the ones the test-mode provider (evaluate-test-card.ts) and Stripe give for the same mistakes.

import { passesLuhn } from "@/lib/payments/passes-luhn";

export type CardField = "cardNumber" | "expiry" | "cvc";
export type CardDetails = { cardNumber: string; expiry: string; cvc: string };
export type CardProblem = { field: CardField; message: string };

/** The first problem of the typed card (number, then expiry, then CVC), or null when it may be sent. */
export function checkCardDetails(card: CardDetails, now = new Date()): CardProblem | null {
  const number = card.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d*$/.test(number) || number.length < 13)
    return { field: "cardNumber", message: "Your card number is incomplete." };
  if (number.length > 19 || !passesLuhn(number))
    return { field: "cardNumber", message: "Your card number is invalid." };

  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!expiry) return { field: "expiry", message: "Your card's expiration date is incomplete." };
  const month = Number(expiry[1]);
  if (month < 1 || month > 12) return { field: "expiry", message: "Your card's expiration month is invalid." };
  const year = 2000 + Number(expiry[2]);
  // A card is valid through the last day of its expiry month (the provider decides in UTC as well).
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    return { field: "expiry", message: "Your card's expiration date is in the past." };

  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { field: "cvc", message: "Your card's security code is incomplete." };
  return null;
}
