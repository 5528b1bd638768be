/** The session cookie's name (customer-auth.ts's cookiePrefix), with or without the __Secure- prefix of https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?customer\.session_token=/;

/** Whether the request carries a customer session cookie at all: anonymous pages ask the database nothing. */
export function hasCustomerSessionCookie(headers: Headers): boolean {
  return SESSION_COOKIE.test(headers.get("cookie") ?? "");
}
