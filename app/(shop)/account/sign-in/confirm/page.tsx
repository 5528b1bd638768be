import type { Metadata } from "next";
import { Button } from "@/components/ui/button";
import { findSignInLinkAddress } from "@/lib/accounts/find-sign-in-link-address";
import { SIGN_IN_TOKEN_PATTERN } from "@/lib/validation/sign-in-confirm";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const metadata: Metadata = {
  title: "Sign in | Professional Printing Services",
  robots: { index: false, follow: false },
  // The address holds the one-time token: never send it on to another site. ("no-referrer" would also make
  // the browser send the form's Origin as "null", which the shop refuses as another site's.)
  referrer: "same-origin",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The page an e-mailed sign-in link opens. It signs in only when the button is pressed: mail scanners
// that open every link of an e-mail would otherwise use the one-time link up before the customer.
export default async function ConfirmSignInPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const complete = typeof token === "string" && SIGN_IN_TOKEN_PATTERN.test(token);
  const address = complete ? await findSignInLinkAddress(token) : null;
  return (
    <main className="px-4 py-10">
      <div className="mx-auto w-full max-w-md space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">Sign in</h1>
        {complete && address ? (
          <form method="post" action="/api/account/sign-in/confirm" className="space-y-4">
            <p className="text-sm text-slate-700">
              This link signs you in as <span className="font-medium text-slate-900">{address}</span>. If that is not
              your address, do not use it.
            </p>
            <p className="text-sm text-slate-600">Press the button to finish signing in on this device.</p>
            <input type="hidden" name="token" value={token} />
            <Button type="submit">Sign in</Button>
          </form>
        ) : complete ? (
          <p className="text-sm text-slate-700">
            This sign-in link has expired or was used already.{" "}
            <a href="/account/sign-in" className="underline underline-offset-4">
              Ask for a new one
            </a>
            .
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            This sign-in link is not complete. Open the whole link from the e-mail, or{" "}
            <a href="/account/sign-in" className="underline underline-offset-4">
              ask for a new one
            </a>
            .
          </p>
        )}
      </div>
    </main>
  );
}
