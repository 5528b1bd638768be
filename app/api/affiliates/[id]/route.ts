import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/admin-auth/admin-token";
import { deleteAffiliate, parseAffiliateId, setAffiliateActive } from "@/lib/affiliates/manage-affiliates";
import { affiliateActiveSchema } from "@/lib/validation/affiliate";

type Context = { params: Promise<{ id: string }> };

// PATCH /api/affiliates/{id} (admin) body { isActive }: activates or deactivates; other keys are ignored.
export const PATCH = withErrorHandling(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const affiliateId = parseAffiliateId((await params).id);
  const { isActive } = await parseJsonBody(request, affiliateActiveSchema);
  return NextResponse.json(await setAffiliateActive(affiliateId, isActive), {
    headers: { "Cache-Control": "no-store" },
  });
});

// DELETE /api/affiliates/{id} (admin): payout records go with it; payments keep their history.
export const DELETE = withErrorHandling(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  await deleteAffiliate(parseAffiliateId((await params).id));
  return NextResponse.json({ message: "Affiliate deleted" }, { headers: { "Cache-Control": "no-store" } });
});
