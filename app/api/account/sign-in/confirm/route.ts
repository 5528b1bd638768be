import { confirmSignIn } from "@/lib/accounts/confirm-sign-in";
import { checkSameOrigin } from "@/lib/api/check-same-origin";
import { readTrustedClientAddress } from "@/lib/api/client-address";
import { badRequest, readBoundedText, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { resolveAppUrl } from "@/lib/deployment/app-url.mjs";
import { signInConfirmSchema } from "@/lib/validation/sign-in-confirm";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/account/sign-in/confirm (form: token), the "Sign in" button of the page the e-mailed link
// opens: 303 to /account with the session cookie, or to /account/sign-in?link=expired for a used,
// expired or unknown link. 400 { message } for a malformed token, 403 from another site, 429 when the
// caller tried too often.
export const POST = withErrorHandling(async (request: Request) => {
  checkSameOrigin(request);
  const form = new URLSearchParams(await readBoundedText(request, 4096));
  const parsed = signInConfirmSchema.safeParse({ token: form.get("token") ?? "" });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Invalid sign-in link");
  // Per caller only: a guess is a new token each time, so a count per token would count nothing.
  await enforceRateLimit("signInVerify", request, null);
  const answer = await confirmSignIn(
    parsed.data.token,
    { clientAddress: readTrustedClientAddress(request), userAgent: request.headers.get("user-agent") },
    resolveAppUrl(),
  );
  // better-auth answers 302; after a form post the browser must follow with a GET: 303. Its Location is
  // absolute on APP_URL; the path alone keeps the browser on the host it came by, where its cookie was set.
  const headers = new Headers(answer.headers);
  headers.set("Cache-Control", "no-store");
  const location = headers.get("location");
  if (location) {
    const target = new URL(location, resolveAppUrl());
    headers.set("location", `${target.pathname}${target.search}`);
  }
  return new Response(null, { status: answer.status === 302 ? 303 : answer.status, headers });
});
