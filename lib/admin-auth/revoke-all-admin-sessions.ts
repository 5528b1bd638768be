import "server-only";
import { prisma } from "@/lib/db/client";

// "Sign out all devices": admin tokens issued at or before this moment are refused. Tokens are signed,
// not stored, so there is no list to walk; one shared time mark revokes them all at once, on every instance.
const NOT_BEFORE_KEY = "admin_sessions_not_before";

/** Every admin token issued until now (page tokens and kept sessions, on every device) is refused from now on. */
export async function revokeAllAdminSessions(now = Date.now()): Promise<void> {
  const value = String(now);
  await prisma.appSetting.upsert({
    where: { key: NOT_BEFORE_KEY },
    create: { key: NOT_BEFORE_KEY, value },
    update: { value },
  });
}

/** The last "sign out all devices" (ms since the epoch), or 0 when there was none. */
export async function readAdminSessionsNotBefore(): Promise<number> {
  const row = await prisma.appSetting.findUnique({ where: { key: NOT_BEFORE_KEY } });
  const value = Number(row?.value ?? 0);
  return Number.isFinite(value) ? value : 0;
}
