import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { createAffiliate, listAffiliates } from "@/lib/affiliates/manage-affiliates";
import { affiliateFormSchema } from "@/lib/validation/affiliate";

export const dynamic = "force-dynamic";

// GET /api/affiliates (admin): every affiliate, newest first, with earnings and payouts.
export const GET = withAdmin(async () => {
  return NextResponse.json(await listAffiliates(), { headers: { "Cache-Control": "private, no-store" } });
});

// POST /api/affiliates (admin): 201 affiliate.
export const POST = withAdmin(async (request: Request) => {
  const input = await parseJsonBody(request, affiliateFormSchema);
  return NextResponse.json(await createAffiliate(input), { status: 201, headers: { "Cache-Control": "no-store" } });
});
