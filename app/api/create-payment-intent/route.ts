import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { readReferralCode } from "@/lib/affiliates/referral-cookie";
import { describePricing } from "@/lib/checkout/describe-pricing";
import { preparePayment } from "@/lib/checkout/prepare-payment";
import { paymentQuoteSchema } from "@/lib/validation/checkout";

export const POST = withErrorHandling(async (request: Request) => {
  const input = await parseJsonBody(request, paymentQuoteSchema);
  await enforceRateLimit("paymentIntent", request, input.sessionId);
  const prepared = await preparePayment(input, readReferralCode(request));
  return NextResponse.json({
    clientSecret: prepared.clientSecret,
    isPaidInFull: prepared.isPaidInFull,
    paymentId: prepared.paymentId,
    ...describePricing(prepared.pricing),
  });
});
