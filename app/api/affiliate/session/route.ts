import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { readReferralCode } from "@/lib/affiliates/referral-cookie";
import { findActiveAffiliate } from "@/lib/affiliates/find-active-affiliate";

export const GET = withErrorHandling(async (request: Request) => {
  const code = readReferralCode(request);
  const affiliate = code ? await findActiveAffiliate(code) : null;
  return NextResponse.json(
    affiliate
      ? { hasAffiliate: true, affiliateName: affiliate.name, affiliateCode: affiliate.code, attributionMethod: "link" }
      : { hasAffiliate: false, affiliateName: null, affiliateCode: null, attributionMethod: null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
