import "server-only";
import { prisma } from "@/lib/db/client";

// Failed logins per client address, kept in the database so every server instance shares them.
// Wrong passwords are answered more slowly as they pile up; past the limit the address is refused
// for a few minutes, long enough to stop guessing and short enough not to lock the operator out.
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_WINDOW = 8;
export const BLOCK_DURATION_MS = 5 * 60 * 1000;
const DELAY_PER_FAILURE_MS = 150;
const MAX_DELAY_MS = 1500;

export type ThrottleState = { blocked: false } | { blocked: true; retryAfterSeconds: number };

export async function checkLoginThrottle(clientKey: string, now = new Date()): Promise<ThrottleState> {
  const row = await prisma.loginThrottle.findUnique({ where: { clientKey } });
  if (row?.blockedUntil && row.blockedUntil > now) {
    return { blocked: true, retryAfterSeconds: Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000) };
  }
  return { blocked: false };
}

/** Records a failure; answers how long to hold the reply and whether the address is now blocked. */
export async function recordLoginFailure(
  clientKey: string,
  now = new Date(),
): Promise<{ delayMs: number; blocked: boolean }> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const row = await prisma.$transaction(async (tx) => {
    const current = await tx.loginThrottle.findUnique({ where: { clientKey } });
    if (!current || current.windowStartsAt < windowStart) {
      return tx.loginThrottle.upsert({
        where: { clientKey },
        create: { clientKey, failures: 1, windowStartsAt: now },
        update: { failures: 1, windowStartsAt: now, blockedUntil: null },
      });
    }
    return tx.loginThrottle.update({ where: { clientKey }, data: { failures: { increment: 1 } } });
  });
  if (row.failures >= MAX_FAILURES_PER_WINDOW) {
    await prisma.loginThrottle.update({
      where: { clientKey },
      data: { blockedUntil: new Date(now.getTime() + BLOCK_DURATION_MS), failures: 0, windowStartsAt: now },
    });
    return { delayMs: MAX_DELAY_MS, blocked: true };
  }
  return { delayMs: Math.min(MAX_DELAY_MS, row.failures * DELAY_PER_FAILURE_MS), blocked: false };
}

export async function clearLoginFailures(clientKey: string): Promise<void> {
  await prisma.loginThrottle.deleteMany({ where: { clientKey } });
}

/** The caller's address as the hosting proxy reports it (Vercel sets x-real-ip / x-forwarded-for). */
export function readClientKey(request: Request): string {
  const realIp = request.headers.get("x-real-ip")?.trim();
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return (realIp || forwarded || "local").slice(0, 64);
}
