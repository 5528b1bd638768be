import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/account/sign-in-form";
import { readSignedInCustomer } from "@/lib/accounts/read-signed-in-customer";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const metadata: Metadata = {
  title: "Sign in | Professional Printing Services",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What the page says above the form after a redirect here. */
function noticeFor(query: Record<string, string | string[] | undefined>): string | null {
  if (query.link === "expired") return "That sign-in link has expired or was used already. Ask for a new one below.";
  if (query.deleted === "1")
    return "Your account is deleted. Orders still on their way keep your contact details: we need them to deliver.";
  if (query["signed-out"] === "everywhere") return "You are signed out on every device.";
  if (query["signed-out"] === "1") return "You are signed out.";
  return null;
}

export default async function SignInPage({ searchParams }: Props) {
  if (await readSignedInCustomer(await headers())) redirect("/account");
  const notice = noticeFor(await searchParams);
  return (
    <main className="px-4 py-10">
      <div className="mx-auto w-full max-w-md space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">Sign in</h1>
        {notice ? (
          <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
            {notice}
          </p>
        ) : null}
        <p className="text-sm text-slate-600">
          Enter the e-mail address you order with. We will e-mail you a link that signs you in, no password needed, and
          your account will show every order placed with that address, including the ones you placed as a guest.
        </p>
        <SignInForm />
        <p className="text-sm text-slate-600">
          You never need an account to order: checkout works the same without one.
        </p>
      </div>
    </main>
  );
}
