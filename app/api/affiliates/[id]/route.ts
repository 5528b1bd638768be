import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { deleteAffiliate, parseAffiliateId, setAffiliateActive } from "@/lib/affiliates/manage-affiliates";
import { affiliateActiveSchema } from "@/lib/validation/affiliate";

type Context = { params: Promise<{ id: string }> };

// PATCH /api/affiliates/{id} (admin) body { isActive }: activates or deactivates; other keys are ignored.
export const PATCH = withAdmin(async (request: Request, { params }: Context) => {
  const affiliateId = parseAffiliateId((await params).id);
  const { isActive } = await parseJsonBody(request, affiliateActiveSchema);
  return NextResponse.json(await setAffiliateActive(affiliateId, isActive), {
    headers: { "Cache-Control": "no-store" },
  });
});

// DELETE /api/affiliates/{id} (admin): payout records go with it; payments keep their history.
export const DELETE = withAdmin(async (request: Request, { params }: Context) => {
  await deleteAffiliate(parseAffiliateId((await params).id));
  return NextResponse.json({ message: "Affiliate deleted" }, { headers: { "Cache-Control": "no-store" } });
});
