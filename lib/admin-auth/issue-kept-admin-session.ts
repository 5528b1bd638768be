import "server-only";
import { signAdminToken } from "./admin-token";
import { KEPT_SESSION_LIFETIME_MS } from "./kept-session-cookie";

export type KeptAdminSession = {
  /** The page's token, as an unticked unlock gets (it names the kept session, so revoking either revokes it). */
  token: string;
  expiresAt: string;
  /** When the device's kept session ends (ISO). */
  keptUntil: string;
  /** The kept session's own token: for the httpOnly cookie only, never sent in a response body. */
  cookieToken: string;
  cookieMaxAgeSeconds: number;
};

/** "Keep me signed in on this device": a kept session for the cookie and a page token issued under it. */
export async function issueKeptAdminSession(now = Date.now()): Promise<KeptAdminSession> {
  const kept = await signAdminToken(now, { lifetimeMs: KEPT_SESSION_LIFETIME_MS, kept: true });
  const page = await signAdminToken(now, { expiresAt: kept.exp, keptSessionId: kept.jti });
  return {
    token: page.token,
    expiresAt: page.expiresAt,
    keptUntil: kept.expiresAt,
    cookieToken: kept.token,
    cookieMaxAgeSeconds: Math.floor(KEPT_SESSION_LIFETIME_MS / 1000),
  };
}
