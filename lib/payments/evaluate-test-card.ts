// The built-in test mode's card rules, after Stripe's test cards. No real card is ever accepted.
import { passesLuhn } from "@/lib/payments/passes-luhn";

export type TestCardInput = { number: string; expiry: string; cvc: string };

export type TestCardOutcome =
  | { ok: true }
  | {
      ok: false;
      code:
        | "incomplete_number"
        | "invalid_expiry"
        | "expired_card"
        | "invalid_cvc"
        | "card_declined"
        | "insufficient_funds";
      message: string;
    };

export const TEST_CARD_SUCCESS = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";
export const TEST_CARD_INSUFFICIENT_FUNDS = "4000000000009995";

export function evaluateTestCard(card: TestCardInput, now = new Date()): TestCardOutcome {
  const number = card.number.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) {
    return { ok: false, code: "incomplete_number", message: "Your card number is invalid." };
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    return { ok: false, code: "invalid_expiry", message: "Your card's expiration date is incomplete." };
  }
  const year = 2000 + Number(expiry[2]);
  // A card is valid through the last day of its expiry month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return { ok: false, code: "expired_card", message: "Your card's expiration year is in the past." };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { ok: false, code: "invalid_cvc", message: "Your card's security code is incomplete." };
  }
  if (number === TEST_CARD_SUCCESS) return { ok: true };
  if (number === TEST_CARD_INSUFFICIENT_FUNDS)
    return { ok: false, code: "insufficient_funds", message: "Your card has insufficient funds." };
  if (number === TEST_CARD_DECLINED) return { ok: false, code: "card_declined", message: "Your card was declined." };
  return {
    ok: false,
    code: "card_declined",
    message: "Your card was declined. In test mode, use the test card 4242 4242 4242 4242.",
  };
}
