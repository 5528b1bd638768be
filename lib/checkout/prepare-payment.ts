import "server-only";
import { randomUUID } from "node:crypto";
import { conflict } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { getPaymentProvider } from "@/lib/payments/get-payment-provider";
import type { PaymentIntentStatus, ProviderPaymentIntent } from "@/lib/payments/payment-provider";
import type { PaymentQuoteInput } from "@/lib/validation/checkout";
import { pricePayableCheckout, type CheckoutPricing } from "./price-checkout";
import { matchesPayment, recordAmountMismatch } from "@/lib/payment-lifecycle/record-amount-mismatch";

export type PreparedPayment = {
  paymentId: string;
  clientSecret: string | null;
  isPaidInFull: boolean;
  pricing: CheckoutPricing;
};

type PaymentFields = {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  shippingMethod: string;
  couponId: number | null;
  affiliateId: number | null;
  attributionMethod: string | null;
};

export function toPaymentFields(pricing: CheckoutPricing, shippingMethod: string): PaymentFields {
  return {
    subtotalCents: pricing.subtotalCents,
    discountCents: pricing.discountCents,
    shippingCents: pricing.shippingCents,
    totalCents: pricing.totalCents,
    shippingMethod,
    couponId: pricing.couponId,
    affiliateId: pricing.affiliate?.id ?? null,
    attributionMethod: pricing.attributionMethod,
  };
}

/** The payment's columns the checkout reads (what the raw upsert below answers). */
export type PaymentSnapshot = PaymentFields & {
  id: string;
  sessionId: string;
  provider: string;
  status: string;
  currency: string;
  providerPaymentId: string | null;
  clientSecret: string | null;
};

/**
 * The one payment of this session's cart: identical carts share it, so a retry never makes a second.
 * One statement either way: an INSERT whose conflict on (sessionId, cartFingerprint) rewrites nothing
 * (DO NOTHING would answer no row, and Prisma's upsert with an empty update is a transaction of three
 * statements) and answers the existing row. The answer is a new payment when it carries the id made
 * here. Timestamps are sent, not left to the column defaults: SQLite's CURRENT_TIMESTAMP is not the
 * format Prisma writes and compares.
 */
async function findOrCreatePayment(
  sessionId: string,
  pricing: CheckoutPricing,
  fields: PaymentFields,
): Promise<{ payment: PaymentSnapshot; created: boolean }> {
  const id = randomUUID();
  const now = new Date();
  const [payment] = await prisma.$queryRaw<PaymentSnapshot[]>`
    INSERT INTO "Payment" ("id", "sessionId", "cartFingerprint", "provider", "subtotalCents", "discountCents",
      "shippingCents", "totalCents", "shippingMethod", "couponId", "affiliateId", "attributionMethod",
      "createdAt", "updatedAt")
    VALUES (${id}, ${sessionId}, ${pricing.cartFingerprint}, ${providerFor(pricing)}, ${fields.subtotalCents},
      ${fields.discountCents}, ${fields.shippingCents}, ${fields.totalCents}, ${fields.shippingMethod},
      ${fields.couponId}, ${fields.affiliateId}, ${fields.attributionMethod}, ${now}, ${now})
    ON CONFLICT ("sessionId", "cartFingerprint") DO UPDATE SET "sessionId" = excluded."sessionId"
    RETURNING "id", "sessionId", "provider", "status", "currency", "providerPaymentId", "clientSecret",
      "subtotalCents", "discountCents", "shippingCents", "totalCents", "shippingMethod", "couponId",
      "affiliateId", "attributionMethod"`;
  if (!payment) throw new Error("The payment upsert answered no row");
  return { payment, created: payment.id === id };
}

function providerFor(pricing: CheckoutPricing): string {
  return pricing.isFree ? "free" : getPaymentProvider().name;
}

/** True when the stored payment already holds exactly these amounts and this provider. */
function holdsFields(payment: PaymentSnapshot, fields: PaymentFields, provider: string): boolean {
  return (
    payment.provider === provider &&
    (Object.keys(fields) as (keyof PaymentFields)[]).every((key) => payment[key] === fields[key])
  );
}

/**
 * POST /api/create-payment-intent: prices the cart on the server and creates (or updates) the
 * provider's intent for exactly that amount. Amounts sent by the browser play no part.
 */
export async function preparePayment(
  input: PaymentQuoteInput,
  referralLinkCode: string | null,
): Promise<PreparedPayment> {
  const pricing = await pricePayableCheckout(prisma, input, { referralLinkCode });

  const fields = toPaymentFields(pricing, input.shippingMethod);
  const found = await findOrCreatePayment(input.sessionId, pricing, fields);
  let payment = found.payment;
  if (payment.status === "paid") throw conflict("This cart has already been paid.");

  // A re-quote (new city, shipping method or code) changes the amounts; an unchanged one writes nothing.
  // A code that covered everything and was removed again ("Remove code") gives the card provider back.
  const provider = pricing.isFree ? "free" : payment.provider === "free" ? providerFor(pricing) : payment.provider;
  if (payment.status === "open" && !found.created && !holdsFields(payment, fields, provider)) {
    payment = await prisma.payment.update({
      where: { id: payment.id },
      data: { ...fields, provider },
      select: PAYMENT_SNAPSHOT,
    });
  }
  if (pricing.isFree) return { paymentId: payment.id, clientSecret: null, isPaidInFull: true, pricing };

  // The row as this request wrote (or found) it a moment ago: no need to read it again.
  const clientSecret = await syncPaymentIntent(payment);
  return { paymentId: payment.id, clientSecret, isPaidInFull: false, pricing };
}

type IntentTarget = Pick<
  PaymentSnapshot,
  "id" | "sessionId" | "totalCents" | "currency" | "providerPaymentId" | "clientSecret"
>;

/** Prisma's select for a PaymentSnapshot. */
export const PAYMENT_SNAPSHOT = {
  id: true,
  sessionId: true,
  provider: true,
  status: true,
  currency: true,
  providerPaymentId: true,
  clientSecret: true,
  subtotalCents: true,
  discountCents: true,
  shippingCents: true,
  totalCents: true,
  shippingMethod: true,
  couponId: true,
  affiliateId: true,
  attributionMethod: true,
} as const satisfies Record<keyof PaymentSnapshot, true>;

/** Stripe lets an intent's amount change until it is confirmed (or while it waits for 3-D Secure). */
export const AMOUNT_UPDATABLE: ReadonlySet<PaymentIntentStatus> = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);

/**
 * Makes the provider's intent exist and ask for exactly the payment's total; answers its client secret
 * only then. The caller passes the payment as it read or wrote it in this request after the last change
 * it made (never an older snapshot, which could set the intent back to an amount a re-submission has
 * replaced). A provider failure propagates (the request
 * fails and a retry syncs again). An intent already confirmed at another amount or in another
 * currency cannot be corrected: that is recorded on the payment for the operators and answered 409.
 */
export async function syncPaymentIntent(current: IntentTarget): Promise<string> {
  const provider = getPaymentProvider();
  let payment = current;
  let intent: ProviderPaymentIntent;
  if (!payment.providerPaymentId) {
    intent = await provider.createIntent({
      amountCents: payment.totalCents,
      currency: "usd",
      metadata: { paymentId: payment.id, sessionId: payment.sessionId },
      // Deterministic: concurrent or retried requests reach the same intent.
      idempotencyKey: `payment-${payment.id}-create`,
    });
    payment = await prisma.payment.update({
      where: { id: payment.id },
      data: { providerPaymentId: intent.id, clientSecret: intent.clientSecret, provider: provider.name },
      select: PAYMENT_SNAPSHOT,
    });
  } else {
    intent = await provider.retrieveIntent(payment.providerPaymentId);
  }
  if (matchesPayment(payment, intent)) return payment.clientSecret as string;

  if (AMOUNT_UPDATABLE.has(intent.status) && intent.currency.toLowerCase() === payment.currency) {
    const updated = await provider.updateIntentAmount(
      intent.id,
      payment.totalCents,
      `payment-${payment.id}-amount-${randomUUID()}`,
    );
    if (matchesPayment(payment, updated)) return payment.clientSecret as string;
    intent = updated;
  }
  await recordAmountMismatch(prisma, payment, intent, new Date());
  throw conflict(
    "Your payment does not match this order's total. We have been notified and will contact you; please do not pay again.",
  );
}
