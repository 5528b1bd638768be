import "server-only";
import { getCustomerAuth } from "./customer-auth";

/**
 * Signs this browser out, or with `everywhere` every browser of the customer (their sessions deleted:
 * a stolen cookie stops working). Answers the Set-Cookie headers that clear this browser's cookie.
 */
export async function signOutCustomer(requestHeaders: Headers, { everywhere }: { everywhere: boolean }) {
  const auth = await getCustomerAuth();
  if (everywhere) {
    const session = await auth.api.getSession({ headers: requestHeaders });
    if (session) await auth.api.revokeSessions({ headers: requestHeaders });
  }
  const answer = await auth.api.signOut({ headers: requestHeaders, asResponse: true });
  return answer.headers.getSetCookie();
}
