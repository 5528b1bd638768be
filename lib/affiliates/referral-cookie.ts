import "server-only";

// The referral link's attribution lives in an httpOnly cookie for 30 days. It only names an
// affiliate code: the affiliate is looked up (and must be active) whenever it is used.
export const REFERRAL_COOKIE = "sticker_ref";
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const CODE_PATTERN = /^[A-Z0-9_-]{1,64}$/;

export function normalizeAffiliateCode(value: string | null | undefined): string | null {
  const code = (value ?? "").trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The cookie's affiliate code; a cookie that does not parse (bad %-escapes, not a code) counts as none. */
export function readReferralCode(request: Request): string | null {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === REFERRAL_COOKIE) return normalizeAffiliateCode(decodeCookieValue(rest.join("=")));
  }
  return null;
}

function decodeCookieValue(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null; // "%E0%A4%A", "%zz": not a value this shop ever set
  }
}

export function buildReferralCookie(code: string, secure: boolean): string {
  return [
    `${REFERRAL_COOKIE}=${encodeURIComponent(code)}`,
    "Path=/",
    `Max-Age=${REFERRAL_COOKIE_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}
