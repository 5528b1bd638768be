import { NextResponse } from "next/server";
import { badRequest, parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { validateCouponCode } from "@/lib/checkout/validate-coupon-code";
import { validateCodeSchema } from "@/lib/validation/checkout";

// The orderAmount a browser may send is ignored: the coupon is checked against the cart the server prices.
export const POST = withErrorHandling(async (request: Request) => {
  const { code, sessionId, customerEmail } = await parseJsonBody(request, validateCodeSchema);
  if (!sessionId) throw badRequest("A valid cart session id is required");
  await enforceRateLimit("codeCheck", request, sessionId);
  return NextResponse.json(await validateCouponCode(code, sessionId, customerEmail));
});
