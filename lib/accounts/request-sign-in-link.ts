import "server-only";
import { randomUUID } from "node:crypto";
import { CLIENT_ADDRESS_HEADER, getCustomerAuth } from "./customer-auth";

/**
 * Issues a one-time sign-in link for `email` (lower-cased: addresses match in any letter case) and queues
 * its e-mail; resolves the e-mail's key, to send once the answer has gone out. Any address gets a link:
 * the answer and the e-mail are the same whether or not it has orders or an account. `clientAddress` (from
 * TRUSTED_IP_HEADER, or null) is recorded on the session the link makes.
 */
export async function requestSignInLink(email: string, clientAddress: string | null): Promise<string> {
  const auth = await getCustomerAuth();
  const dedupeKey = `sign-in-link:${randomUUID()}`;
  const headers = new Headers();
  if (clientAddress) headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  await auth.api.signInMagicLink({
    // The e-mail links to /account/sign-in/confirm with the token alone (queueSignInLinkEmail); that page's
    // button names where to go next.
    body: { email: email.trim().toLowerCase(), metadata: { dedupeKey } },
    headers,
  });
  return dedupeKey;
}
