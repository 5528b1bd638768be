import { createHash } from "node:crypto";
import { NextResponse } from "next/server";
import { requestSignInLink } from "@/lib/accounts/request-sign-in-link";
import { checkSameOrigin } from "@/lib/api/check-same-origin";
import { readTrustedClientAddress } from "@/lib/api/client-address";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { sendQueuedEmailAfterAnswer } from "@/lib/email/send-queued-email-after-answer";
import { SIGN_IN_MESSAGE, signInSchema } from "@/lib/validation/sign-in";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/account/sign-in { email } (public): e-mails a one-time sign-in link (15 minutes) to the
// address. Always 202 { message } with the same text, whether or not the address has orders or an
// account. 400 { message } for a malformed address; 403 from another site; 429 when the address or the
// caller asked too often.
export const POST = withErrorHandling(async (request: Request) => {
  checkSameOrigin(request);
  const { email } = await parseJsonBody(request, signInSchema);
  // Counted per address under its hash, so the RateLimit table holds no addresses.
  const emailKey = createHash("sha256").update(email.toLowerCase(), "utf8").digest("hex");
  await enforceRateLimit("signInLink", request, `email:${emailKey}`);
  const dedupeKey = await requestSignInLink(email, readTrustedClientAddress(request));
  sendQueuedEmailAfterAnswer(dedupeKey);
  return NextResponse.json({ message: SIGN_IN_MESSAGE }, { status: 202, headers: { "Cache-Control": "no-store" } });
});
