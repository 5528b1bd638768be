import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

// Compact HMAC-SHA256 tokens: base64url(JSON payload) + "." + base64url(signature).

export function signPayload(payload: object, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const signature = createHmac("sha256", secret).update(body).digest("base64url");
  return `${body}.${signature}`;
}

/** The payload when the signature is valid; null for anything forged, truncated or malformed. */
export function verifySignedPayload<T>(token: string, secret: string): T | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = createHmac("sha256", secret).update(body).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as T;
  } catch {
    return null;
  }
}
