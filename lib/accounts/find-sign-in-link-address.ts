import "server-only";
import { prisma } from "@/lib/db/client";
import { signInTokenIdentifier } from "./hash-sign-in-token";
import { maskEmail } from "./mask-email";

/**
 * The address a sign-in link was sent to, masked, while the link still works; null for a used, expired or
 * unknown one. The confirm page names it, so nobody is signed in to an account that is not theirs by a link
 * someone else sent them.
 */
export async function findSignInLinkAddress(token: string, now = new Date()): Promise<string | null> {
  const row = await prisma.signInToken.findUnique({ where: { identifier: signInTokenIdentifier(token) } });
  if (!row || row.expiresAt <= now) return null;
  try {
    const value = JSON.parse(row.value) as { email?: unknown };
    return typeof value.email === "string" ? maskEmail(value.email) : null;
  } catch {
    return null;
  }
}
