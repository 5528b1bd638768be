import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/admin-auth/admin-token";
import { parseAffiliateId, resetAffiliatePayout } from "@/lib/affiliates/manage-affiliates";

type Context = { params: Promise<{ id: string }> };

// POST /api/affiliates/{id}/reset-payout (admin, no body): records the unpaid earnings as a payout
// and sets them to $0.00 → { message, affiliate }.
export const POST = withErrorHandling(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const result = await resetAffiliatePayout(parseAffiliateId((await params).id));
  return NextResponse.json(result, { headers: { "Cache-Control": "no-store" } });
});
