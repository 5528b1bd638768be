import { NextResponse } from "next/server";
import { notFound, withErrorHandling } from "@/lib/api/errors";
import { buildReferralCookie, normalizeAffiliateCode } from "@/lib/affiliates/referral-cookie";
import { findActiveAffiliate } from "@/lib/affiliates/find-active-affiliate";

type Context = { params: Promise<{ code: string }> };

// GET /api/affiliate/track/{code}: remembers a referral link's affiliate for this browser.
export const GET = withErrorHandling(async (request: Request, { params }: Context) => {
  const code = normalizeAffiliateCode((await params).code);
  const affiliate = code ? await findActiveAffiliate(code) : null;
  if (!affiliate) throw notFound("This referral link is not valid.");
  const response = NextResponse.json({
    success: true,
    message: `You were referred by ${affiliate.name}.`,
    affiliateName: affiliate.name,
  });
  response.headers.append(
    "Set-Cookie",
    buildReferralCookie(affiliate.code, new URL(request.url).protocol === "https:"),
  );
  return response;
});
