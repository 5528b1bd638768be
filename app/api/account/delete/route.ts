import { deleteCustomerAccount } from "@/lib/accounts/delete-customer-account";
import { readSignedInCustomer } from "@/lib/accounts/read-signed-in-customer";
import { signOutCustomer } from "@/lib/accounts/sign-out-customer";
import { checkSameOrigin } from "@/lib/api/check-same-origin";
import { badRequest, readBoundedText, withErrorHandling } from "@/lib/api/errors";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/account/delete (form: confirm=yes), the account page's "Delete my account": removes the account
// and the personal data the shop need not keep (deleteCustomerAccount), clears the cookie and answers 303
// to the sign-in page. 303 to sign in without a session; 400 { message } without the confirmation (nothing
// changes); 403 from another site.
export const POST = withErrorHandling(async (request: Request) => {
  checkSameOrigin(request);
  const form = new URLSearchParams(await readBoundedText(request, 1024));
  const customer = await readSignedInCustomer(request.headers);
  if (!customer)
    return new Response(null, { status: 303, headers: { Location: "/account/sign-in", "Cache-Control": "no-store" } });
  if (form.get("confirm") !== "yes") throw badRequest("Tick the box to confirm that you want to delete your account.");
  await deleteCustomerAccount(customer);
  // The session row went with the account; signing out now only answers the headers that clear the cookie.
  const cookies = await signOutCustomer(request.headers, { everywhere: false });
  const headers = new Headers({ Location: "/account/sign-in?deleted=1", "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
});
