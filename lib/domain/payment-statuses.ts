// A checkout payment's status (Payment.status). The database holds these values (a CHECK constraint,
// lib/domain/checked-columns.ts); a card that fails leaves the payment open or pending with its
// failureMessage, so there is no "failed" status.

/** open: created, no orders placed yet; pending: orders placed, waiting for the provider; paid: confirmed. */
export const PAYMENT_STATUSES = ["open", "pending", "paid"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment intent's status as Stripe names it (and TestPaymentIntent.status, the test mode's copy). */
export const PAYMENT_INTENT_STATUSES = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "succeeded",
  "canceled",
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];
