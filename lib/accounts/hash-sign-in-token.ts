import "server-only";
import { createHash } from "node:crypto";

/** What the SignInToken table keeps of a sign-in link's token: its SHA-256, base64url (never the token). */
export function hashSignInToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}

/** The row's identifier for a token, as better-auth's magic-link plugin names it ("magic-link:" + stored token). */
export const signInTokenIdentifier = (token: string) => `magic-link:${hashSignInToken(token)}`;
