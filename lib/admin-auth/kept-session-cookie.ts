import "server-only";

/** The cookie that keeps an operator signed in on one device (an admin token, ticked on the gate). */
export const KEPT_SESSION_COOKIE = "admin_kept_session";

/**
 * A working day: long enough for one shift (8 hours plus breaks), short enough that a shared or lost
 * device is signed out by the next morning without anyone remembering to.
 */
export const KEPT_SESSION_LIFETIME_MS = 10 * 60 * 60 * 1000;

/**
 * Only the admin pages receive it: their server render exchanges it for a page token. No API reads it,
 * so a cookie alone can drive no admin call (each still needs `Authorization: Bearer`). httpOnly keeps
 * it from scripts, SameSite=Strict from requests started on another site. Secure always: browsers
 * accept it on https and on http://localhost or 127.0.0.1 (potentially trustworthy origins).
 */
export function keptSessionCookieOptions(maxAgeSeconds: number) {
  return {
    httpOnly: true,
    secure: true,
    sameSite: "strict" as const,
    path: "/admin",
    maxAge: maxAgeSeconds,
  };
}
