import "server-only";
import Stripe from "stripe";

export type StripeClientOptions = {
  /** `sk_live_…` / `sk_test_…` (STRIPE_SECRET_KEY). */
  secretKey: string;
  /** Base URL of a local stand-in for tests (STRIPE_API_HOST), e.g. "http://127.0.0.1:12111"; default api.stripe.com. */
  apiHost?: string;
};

type StripeAddress = { host: string; port: number; protocol: "http" | "https" };

/** Turns "http://127.0.0.1:12111" into the SDK's host/port/protocol options (the SDK takes no base URL). */
export function parseStripeApiHost(apiHost: string): StripeAddress {
  let url: URL;
  try {
    url = new URL(apiHost);
  } catch {
    throw new Error(`STRIPE_API_HOST must be a URL like http://127.0.0.1:12111, got "${apiHost}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`STRIPE_API_HOST must use http or https, got "${apiHost}"`);
  }
  // The SDK builds paths from /v1/…, so a base path would be silently dropped.
  if (url.pathname !== "/" || url.search || url.hash) {
    throw new Error(`STRIPE_API_HOST must be an origin without a path, got "${apiHost}"`);
  }
  const protocol = url.protocol === "https:" ? "https" : "http";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "https" ? 443 : 80, protocol };
}

/** A Stripe client pinned to the API version this SDK release was built for. */
export function createStripeClient({ secretKey, apiHost }: StripeClientOptions): Stripe {
  if (!secretKey) throw new Error("STRIPE_SECRET_KEY is not set");
  return new Stripe(secretKey, {
    // The SDK's own version: its types describe exactly this version, so responses match them.
    apiVersion: Stripe.API_VERSION,
    // Retries (with the same idempotency key) ride out network blips in production; against a
    // stand-in a failure should show at once.
    maxNetworkRetries: apiHost ? 0 : 2,
    ...(apiHost ? parseStripeApiHost(apiHost) : {}),
  });
}
