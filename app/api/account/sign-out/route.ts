import { signOutCustomer } from "@/lib/accounts/sign-out-customer";
import { checkSameOrigin } from "@/lib/api/check-same-origin";
import { readBoundedText, withErrorHandling } from "@/lib/api/errors";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/account/sign-out (form: everywhere=1 to sign out every browser): 303 to the sign-in page,
// with this browser's session cookie cleared. 403 from another site.
export const POST = withErrorHandling(async (request: Request) => {
  checkSameOrigin(request);
  const form = new URLSearchParams(await readBoundedText(request, 1024));
  const everywhere = form.get("everywhere") === "1";
  const cookies = await signOutCustomer(request.headers, { everywhere });
  const headers = new Headers({
    Location: everywhere ? "/account/sign-in?signed-out=everywhere" : "/account/sign-in?signed-out=1",
    "Cache-Control": "no-store",
  });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
});
