import "server-only";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import type { PaymentProvider } from "./payment-provider";
import { createStripePaymentProvider } from "./stripe-payment-provider";
import { createTestPaymentProvider } from "./test-payment-provider";

let cached: PaymentProvider | undefined;

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test mode. */
export function getPaymentProvider(): PaymentProvider {
  if (cached) return cached;
  const env = getServerEnv();
  cached = env.STRIPE_SECRET_KEY
    ? createStripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY, apiHost: env.STRIPE_API_HOST })
    : createTestPaymentProvider(prisma);
  return cached;
}

export function isTestPaymentMode(): boolean {
  return !getServerEnv().STRIPE_SECRET_KEY;
}
