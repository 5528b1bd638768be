import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { readReferralCode } from "@/lib/affiliates/referral-cookie";
import { prisma } from "@/lib/db/client";
import { findActiveAffiliate } from "@/lib/checkout/resolve-discount-code";

export const GET = withErrorHandling(async (request: Request) => {
  const code = readReferralCode(request);
  const affiliate = code ? await findActiveAffiliate(prisma, code) : null;
  return NextResponse.json(
    affiliate
      ? { hasAffiliate: true, affiliateName: affiliate.name, affiliateCode: affiliate.code, attributionMethod: "link" }
      : { hasAffiliate: false, affiliateName: null, affiliateCode: null, attributionMethod: null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
