import { headers } from "next/headers";
import { UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { hasCustomerSessionCookie } from "@/lib/accounts/has-customer-session-cookie";

/**
 * "Sign in", or "Account" when the browser holds a customer session cookie: decided on the server from the
 * cookie alone (no statement, no JavaScript). A cookie whose session has ended leads to the sign-in page.
 */
export async function HeaderAccountLink() {
  const signedIn = hasCustomerSessionCookie(await headers());
  const label = signedIn ? "Account" : "Sign in";
  return (
    <Button asChild variant="outline" size="sm">
      <a href={signedIn ? "/account" : "/account/sign-in"}>
        <UserRound aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{label}</span>
      </a>
    </Button>
  );
}
