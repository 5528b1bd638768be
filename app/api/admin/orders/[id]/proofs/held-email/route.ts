import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { sendHeldProofEmail } from "@/lib/proofs/send-held-proof-email";
import { orderIdParamSchema } from "@/lib/validation/admin-orders";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

// POST /api/admin/orders/{id}/proofs/held-email (admin, no body): e-mails the order's held proof now, with
// the checkout's other held proofs in the same e-mail. 200 { orders }; 404 unknown order; 409 when the
// order is not paid or has no proof waiting to be e-mailed.
export const POST = withAdmin(async (_request: Request, { params }: Context) => {
  const orderId = orderIdParamSchema.parse((await params).id);
  return NextResponse.json(await sendHeldProofEmail(orderId), { headers: { "Cache-Control": "no-store" } });
});
