import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { approveForCustomer } from "@/lib/proofs/approve-for-customer";
import { orderIdParamSchema } from "@/lib/validation/admin-orders";
import { adminProofApprovalSchema } from "@/lib/validation/proof-response";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

// POST /api/admin/orders/{id}/proof-approval { note } (admin): approves the order's proof on the
// customer's behalf (a waiting proof is marked approved with the note; without one, the order is
// approved without a proof). 200 { message, proofState }; 400 without a note; 404 for an unknown
// order; 409 for an order that is not paid or already approved.
export const POST = withAdmin(async (request: Request, { params }: Context) => {
  const orderId = orderIdParamSchema.parse((await params).id);
  const { note } = await parseJsonBody(request, adminProofApprovalSchema);
  return NextResponse.json(await approveForCustomer(orderId, note), { headers: { "Cache-Control": "no-store" } });
});
