import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { describeReferralCode } from "@/lib/affiliates/describe-referral";
import { validateCodeSchema } from "@/lib/validation/checkout";

export const POST = withErrorHandling(async (request: Request) => {
  const { code } = await parseJsonBody(request, validateCodeSchema);
  return NextResponse.json(await describeReferralCode(code));
});
