import "server-only";
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { prisma } from "@/lib/db/client";

// Admin login attempts, counted in the database (table RateLimit) so every server instance shares them.
// An attempt is reserved before the password is checked and handed back when the password was right, so
// a parallel burst counts every guess. Two limits hold at once:
// - per client key (a trusted address, else the one shared bucket): MAX_FAILURES_PER_WINDOW wrong
//   passwords per window, then the key is refused for BLOCK_DURATION_MS;
// - in all: GLOBAL_MAX_FAILURES_PER_MINUTE wrong passwords per minute, whatever addresses are used.
// Wrong passwords are answered more slowly as they pile up.
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_WINDOW = 8;
export const BLOCK_DURATION_MS = 5 * 60 * 1000;
export const GLOBAL_MAX_FAILURES_PER_MINUTE = 20;
const DELAY_PER_FAILURE_MS = 150;
const MAX_DELAY_MS = 1500;

const perClient = new RateLimiterPrisma({
  storeClient: prisma,
  tableName: "rateLimit",
  keyPrefix: "admin-login",
  points: MAX_FAILURES_PER_WINDOW,
  duration: THROTTLE_WINDOW_MS / 1000,
  blockDuration: BLOCK_DURATION_MS / 1000,
  // Expired rows are cleared by the compact-counters job (every instance, and Vercel Cron): the
  // library's own 5-minute timer does not run between requests on Vercel.
  clearExpiredByTimeout: false,
});

const global = new RateLimiterPrisma({
  storeClient: prisma,
  tableName: "rateLimit",
  keyPrefix: "admin-login-global",
  points: GLOBAL_MAX_FAILURES_PER_MINUTE,
  duration: 60,
  clearExpiredByTimeout: false,
});
const GLOBAL_KEY = "all";

export type LoginAttempt = { allowed: true; attempt: number } | { allowed: false; retryAfterSeconds: number };

const retryAfter = (result: RateLimiterRes) => Math.max(1, Math.ceil(result.msBeforeNext / 1000));

async function consume(limiter: RateLimiterPrisma, key: string): Promise<RateLimiterRes | { refused: RateLimiterRes }> {
  try {
    return await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) return { refused: error };
    throw error;
  }
}

/**
 * Reserves one attempt for the client key and one in the global count, atomically in the database,
 * before any password is checked. Refused when either limit is used up.
 */
export async function reserveLoginAttempt(clientKey: string): Promise<LoginAttempt> {
  const client = await consume(perClient, clientKey);
  if ("refused" in client) return { allowed: false, retryAfterSeconds: retryAfter(client.refused) };
  const all = await consume(global, GLOBAL_KEY);
  if ("refused" in all) {
    await perClient.reward(clientKey, 1); // this attempt was never checked
    return { allowed: false, retryAfterSeconds: retryAfter(all.refused) };
  }
  return { allowed: true, attempt: client.consumedPoints };
}

/** The password was right: the reserved attempt does not count as a failure. */
export async function releaseLoginAttempt(clientKey: string): Promise<void> {
  await Promise.all([perClient.reward(clientKey, 1), global.reward(GLOBAL_KEY, 1)]);
}

/**
 * The password was wrong: the reservation stays a failure. Answers how long to hold the reply and, when
 * this was the key's last allowed attempt, blocks the key and says for how long.
 */
export async function recordLoginFailure(
  clientKey: string,
  attempt: number,
): Promise<{ delayMs: number; blockedForSeconds?: number }> {
  const delayMs = Math.min(MAX_DELAY_MS, attempt * DELAY_PER_FAILURE_MS);
  if (attempt < MAX_FAILURES_PER_WINDOW) return { delayMs };
  await perClient.block(clientKey, BLOCK_DURATION_MS / 1000);
  return { delayMs: MAX_DELAY_MS, blockedForSeconds: BLOCK_DURATION_MS / 1000 };
}
