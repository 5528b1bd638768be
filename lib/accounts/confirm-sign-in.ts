import "server-only";
import { CLIENT_ADDRESS_HEADER, CUSTOMER_AUTH_BASE_PATH, getCustomerAuth } from "./customer-auth";

/** Where a customer lands: their account, or back at the sign-in form when the link was used or expired. */
export const AFTER_SIGN_IN_PATH = "/account";
export const SIGN_IN_LINK_FAILED_PATH = "/account/sign-in?link=expired";

/**
 * Uses a sign-in link's token (once): better-auth's verification (consumes the hashed token, makes the
 * customer on first use, starts a session) runs in-process, so none of its endpoints is public. Answers
 * its redirect: to the account with the session cookie, or to the sign-in form for a used, expired or
 * unknown token.
 */
export async function confirmSignIn(
  token: string,
  { clientAddress, userAgent }: { clientAddress: string | null; userAgent: string | null },
  origin: string,
): Promise<Response> {
  const auth = await getCustomerAuth();
  const url = new URL(`${CUSTOMER_AUTH_BASE_PATH}/magic-link/verify`, origin);
  url.searchParams.set("token", token);
  url.searchParams.set("callbackURL", AFTER_SIGN_IN_PATH);
  url.searchParams.set("newUserCallbackURL", AFTER_SIGN_IN_PATH);
  url.searchParams.set("errorCallbackURL", SIGN_IN_LINK_FAILED_PATH);
  const headers = new Headers();
  if (clientAddress) headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  // Recorded on the session, so "Download my data" can name the browser.
  if (userAgent) headers.set("user-agent", userAgent.slice(0, 512));
  return auth.handler(new Request(url, { method: "GET", headers }));
}
