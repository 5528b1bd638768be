import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { parseJsonBody } from "@/lib/api/errors";
import { blobTokenRequestSchema } from "@/lib/designs/issue-client-upload-token";
import { issueProofImageUploadToken } from "@/lib/proofs/issue-proof-image-upload-token";
import { orderIdParamSchema } from "@/lib/validation/admin-orders";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

// POST /api/admin/orders/{id}/proofs/blob-token (admin): @vercel/blob/client's upload() asks here for a
// client token before it sends a proof image to Blob (then POST …/proofs names it).
export const POST = withAdmin(async (request: Request, { params }: Context) => {
  const orderId = orderIdParamSchema.parse((await params).id);
  const body = await parseJsonBody(request, blobTokenRequestSchema);
  return NextResponse.json(await issueProofImageUploadToken(request, orderId, body), {
    headers: { "Cache-Control": "no-store" },
  });
});
