import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { describeReferralCode } from "@/lib/affiliates/describe-referral";
import { validateCodeSchema } from "@/lib/validation/checkout";

export const POST = withErrorHandling(async (request: Request) => {
  const { code, sessionId } = await parseJsonBody(request, validateCodeSchema);
  await enforceRateLimit("codeCheck", request, sessionId ?? null);
  return NextResponse.json(await describeReferralCode(code));
});
