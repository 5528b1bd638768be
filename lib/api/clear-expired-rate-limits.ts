import "server-only";
import { prisma } from "@/lib/db/client";

/** A bucket's row stays this long after its window ended (a caller coming back soon reuses it). */
export const EXPIRED_RATE_LIMIT_GRACE_MS = 60 * 60 * 1000;

/**
 * Deletes the RateLimit rows whose period ended over an hour ago: every cart session, address and
 * e-mail asked about leaves a row, and nothing else removes them. A later request for the same key
 * simply starts a new period. Rows without an end (none are written today) stay.
 */
export async function clearExpiredRateLimits(now: Date): Promise<{ rateLimitsCleared: number }> {
  const { count } = await prisma.rateLimit.deleteMany({
    where: { expire: { lt: new Date(now.getTime() - EXPIRED_RATE_LIMIT_GRACE_MS) } },
  });
  return { rateLimitsCleared: count };
}
