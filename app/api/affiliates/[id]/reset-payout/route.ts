import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { parseAffiliateId, resetAffiliatePayout } from "@/lib/affiliates/manage-affiliates";

type Context = { params: Promise<{ id: string }> };

// POST /api/affiliates/{id}/reset-payout (admin, no body): records the unpaid earnings as a payout
// and sets them to $0.00 → { message, affiliate }.
export const POST = withAdmin(async (request: Request, { params }: Context) => {
  const result = await resetAffiliatePayout(parseAffiliateId((await params).id));
  return NextResponse.json(result, { headers: { "Cache-Control": "no-store" } });
});
