import "server-only";
import { ApiError } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { isDeployment } from "@/lib/deployment/is-deployment.mjs";
import { getServerEnv, type ServerEnv } from "@/lib/env";
import type { PaymentProvider } from "./payment-provider";
import { createStripePaymentProvider } from "./stripe-payment-provider";
import { createTestPaymentProvider } from "./test-payment-provider";

/** Stripe, the built-in test mode, or neither (a deployment that forgot its Stripe keys). */
export type PaymentMode = "stripe" | "test" | "unconfigured";

type PaymentModeEnv = Pick<
  ServerEnv,
  "NODE_ENV" | "DATABASE_URL" | "VERCEL" | "STRIPE_SECRET_KEY" | "PAYMENTS_TEST_MODE"
>;

/**
 * Stripe when STRIPE_SECRET_KEY is set. Otherwise the built-in test mode, which takes Stripe's test
 * cards: by default everywhere but in a deployment, where it needs PAYMENTS_TEST_MODE=1 (a deployment
 * that forgot its keys must not take 4242… as payment).
 */
export function resolvePaymentMode(env: PaymentModeEnv): PaymentMode {
  if (env.STRIPE_SECRET_KEY) return "stripe";
  if (env.PAYMENTS_TEST_MODE === "1") return "test";
  if (env.PAYMENTS_TEST_MODE === "0" || isDeployment(env)) return "unconfigured";
  return "test";
}

export function getPaymentMode(): PaymentMode {
  return resolvePaymentMode(getServerEnv());
}

export const PAYMENTS_NOT_CONFIGURED = "Card payments are not configured on this shop yet. Please try again later.";

let cached: PaymentProvider | undefined;

/** The provider of the payment mode; a 503 ApiError when card payments are not configured. */
export function getPaymentProvider(): PaymentProvider {
  if (cached) return cached;
  const env = getServerEnv();
  const mode = resolvePaymentMode(env);
  if (mode === "unconfigured") throw new ApiError(503, PAYMENTS_NOT_CONFIGURED);
  cached =
    mode === "stripe" && env.STRIPE_SECRET_KEY
      ? createStripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY, apiHost: env.STRIPE_API_HOST })
      : createTestPaymentProvider(prisma);
  return cached;
}

export function isTestPaymentMode(): boolean {
  return getPaymentMode() === "test";
}
