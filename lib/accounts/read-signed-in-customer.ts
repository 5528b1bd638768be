import "server-only";
import { getCustomerAuth } from "./customer-auth";
import { hasCustomerSessionCookie } from "./has-customer-session-cookie";

export type SignedInCustomer = { id: string; email: string; name: string };

/**
 * The customer signed in on this request (its session cookie names a live session), or null. Without the
 * cookie, no statement runs.
 */
export async function readSignedInCustomer(headers: Headers): Promise<SignedInCustomer | null> {
  if (!hasCustomerSessionCookie(headers)) return null;
  const auth = await getCustomerAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email.toLowerCase(), name: session.user.name };
}
