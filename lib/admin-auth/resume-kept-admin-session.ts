import "server-only";
import { readValidAdminToken, signAdminToken } from "./admin-token";

export type ResumedAdminSession = { token: string; expiresAt: string; keptUntil: string };

/**
 * An admin page's server render, given the device's kept-session cookie: a fresh page token issued
 * under it, or null when the cookie is missing, forged, expired, signed out (this device or all
 * devices) or from before a password change.
 */
export async function resumeKeptAdminSession(
  cookieToken: string | undefined,
  now = Date.now(),
): Promise<ResumedAdminSession | null> {
  if (!cookieToken || cookieToken.length > 2000) return null;
  const kept = await readValidAdminToken(cookieToken, now, "kept");
  if (!kept) return null;
  const page = await signAdminToken(now, { expiresAt: kept.exp, keptSessionId: kept.jti });
  return { token: page.token, expiresAt: page.expiresAt, keptUntil: new Date(kept.exp).toISOString() };
}
