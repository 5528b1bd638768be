import "server-only";
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "@/lib/api/errors";
import { readTrustedClientAddress } from "@/lib/api/client-address";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";

// Limits on the public endpoints that cost work (uploads, payment intents, code checks, cart writes),
// counted in the database (table RateLimit) so every server instance shares them. Each request counts
// once per cart session (when it has one) and once per trusted address (TRUSTED_IP_HEADER); without a
// trusted address it counts in one shared bucket instead, whose cap is generous. The numbers are far
// above what a shopper does by hand; RATE_LIMIT_MULTIPLIER scales them all (e.g. for load tests).

type Window = { points: number; seconds: number };
type RateLimitRule = { perSession: Window; perAddress: Window; shared: Window; message: string };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  upload: {
    perSession: { points: 20, seconds: MINUTE },
    perAddress: { points: 60, seconds: HOUR },
    shared: { points: 600, seconds: HOUR },
    message: "Too many uploads. Please wait a little and try again.",
  },
  paymentIntent: {
    perSession: { points: 30, seconds: MINUTE },
    perAddress: { points: 120, seconds: MINUTE },
    shared: { points: 1200, seconds: MINUTE },
    message: "Too many payment attempts. Please wait a minute and try again.",
  },
  codeCheck: {
    perSession: { points: 20, seconds: MINUTE },
    perAddress: { points: 60, seconds: MINUTE },
    shared: { points: 600, seconds: MINUTE },
    message: "Too many code checks. Please wait a minute and try again.",
  },
  placeOrder: {
    perSession: { points: 30, seconds: MINUTE },
    perAddress: { points: 120, seconds: MINUTE },
    shared: { points: 1200, seconds: MINUTE },
    message: "Too many order attempts. Please wait a minute and try again.",
  },
  cartWrite: {
    perSession: { points: 60, seconds: MINUTE },
    perAddress: { points: 300, seconds: MINUTE },
    shared: { points: 3000, seconds: MINUTE },
    message: "Too many cart changes. Please wait a minute and try again.",
  },
  // "Find my order": perSession counts per e-mail address asked about (the caller passes it as the key).
  findOrder: {
    perSession: { points: 5, seconds: HOUR },
    perAddress: { points: 20, seconds: HOUR },
    shared: { points: 200, seconds: HOUR },
    message: "Too many order look-ups. Please wait a while and try again.",
  },
  // Answers to a proof on the order page (approve, request changes with an optional design upload):
  // perSession counts per order link (the caller passes the token's hash as the key).
  proofResponse: {
    perSession: { points: 20, seconds: HOUR },
    perAddress: { points: 60, seconds: HOUR },
    shared: { points: 600, seconds: HOUR },
    message: "Too many answers to proofs. Please wait a while and try again.",
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
type Scope = "perSession" | "perAddress" | "shared";

/** The key every request without a trusted address counts under. */
const SHARED_KEY = "all";

const limiters = new Map<string, RateLimiterPrisma>();

/** The limiter of one rule and scope, with the configured multiplier applied (made once). */
export function getRateLimiter(name: RateLimitName, scope: Scope): RateLimiterPrisma {
  const id = `${name}-${scope}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const rule = RATE_LIMITS[name][scope];
    limiter = new RateLimiterPrisma({
      storeClient: prisma,
      tableName: "rateLimit",
      keyPrefix: `rl-${id}`,
      points: Math.max(1, Math.round(rule.points * getServerEnv().RATE_LIMIT_MULTIPLIER)),
      duration: rule.seconds,
    });
    limiters.set(id, limiter);
  }
  return limiter;
}

/**
 * Counts one request against the rule for the cart session (if any) and the caller's trusted address
 * (or the shared bucket). Throws 429 `{ message }` with Retry-After when a limit is used up; a refused
 * request is handed back to the buckets it was already counted in.
 */
export async function enforceRateLimit(name: RateLimitName, request: Request, sessionId: string | null): Promise<void> {
  const address = readTrustedClientAddress(request);
  const checks: Array<[RateLimiterPrisma, string]> = [];
  if (sessionId) checks.push([getRateLimiter(name, "perSession"), sessionId]);
  checks.push(address ? [getRateLimiter(name, "perAddress"), address] : [getRateLimiter(name, "shared"), SHARED_KEY]);

  // Both buckets are counted at once (one round trip of latency, not two); a refused request is handed
  // back to the buckets that did count it.
  const results = await Promise.allSettled(checks.map(([limiter, key]) => limiter.consume(key)));
  const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
  if (refused.length === 0) return;
  const unexpected = refused.find((reason) => !(reason instanceof RateLimiterRes));
  await Promise.all(
    results.flatMap((result, index) => {
      const [limiter, key] = checks[index] as [RateLimiterPrisma, string];
      return result.status === "fulfilled" ? [limiter.reward(key, 1)] : [];
    }),
  );
  if (unexpected !== undefined) throw unexpected;
  const waitMs = Math.max(...refused.map((reason) => (reason as RateLimiterRes).msBeforeNext));
  throw new ApiError(429, RATE_LIMITS[name].message, { "Retry-After": String(Math.max(1, Math.ceil(waitMs / 1000))) });
}
