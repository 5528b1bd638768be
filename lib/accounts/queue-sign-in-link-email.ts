import "server-only";
import { prisma } from "@/lib/db/client";
import { getOrderEmailShop } from "@/lib/email/get-order-email-shop";
import { queueEmail } from "@/lib/email/queue-email";
import { renderSignInLinkEmail } from "@/lib/email/templates/render-emails";
import { SIGN_IN_LINK_MINUTES } from "@/lib/validation/sign-in";

/**
 * Queues the sign-in e-mail under `dedupeKey` (the caller sends it after answering). The link opens
 * /account/sign-in/confirm, a page with a "Sign in" button, rather than signing in at once: mail scanners
 * that open every link in an e-mail would otherwise use up the one-time link before the customer does.
 */
export async function queueSignInLinkEmail({
  email,
  token,
  dedupeKey,
  baseURL,
}: {
  email: string;
  token: string;
  dedupeKey: string;
  baseURL: string;
}): Promise<void> {
  if (!dedupeKey) throw new TypeError("A sign-in e-mail needs its dedupeKey");
  const signInUrl = new URL("/account/sign-in/confirm", baseURL);
  signInUrl.searchParams.set("token", token);
  const rendered = await renderSignInLinkEmail({
    shop: getOrderEmailShop(),
    signInUrl: signInUrl.toString(),
    validMinutes: SIGN_IN_LINK_MINUTES,
  });
  if (!rendered) return;
  await queueEmail(prisma, { dedupeKey, to: email, ...rendered });
}
