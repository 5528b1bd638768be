// What the checkout's browser code needs of its rules without loading zod (the schemas in
// checkout.ts load with the form's first submit).

// The spec's e-mail rule: text, an at sign, text, a dot, text (no spaces, one at sign). Written so that
// it matches in linear time: the domain's first character, then characters up to its first later dot,
// then the rest. It accepts exactly what the spec's `^[^\s@]+@[^\s@]+\.[^\s@]+$` accepts, which
// backtracks quadratically on input such as "a@....@" (tests/security/regex-safety.test.ts).
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** The fields the checkout asks for before anything else is checked (the spec's one message). */
export const REQUIRED_CHECKOUT_FIELDS = [
  "customerName",
  "customerEmail",
  "customerPhone",
  "shippingAddress",
  "shippingCity",
  "shippingState",
  "shippingZip",
  "shippingCountry",
] as const;
