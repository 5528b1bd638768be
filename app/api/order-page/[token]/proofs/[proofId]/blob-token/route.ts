import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { blobTokenRequestSchema } from "@/lib/designs/issue-client-upload-token";
import { issueProofChangeUploadToken } from "@/lib/proofs/issue-proof-change-upload-token";
import { makeProofAnswerRateLimitKey, parseProofIdParam } from "@/lib/proofs/respond-to-proof";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ token: string; proofId: string }> };

// POST /api/order-page/{token}/proofs/{proofId}/blob-token (public; the order page's token is the key):
// @vercel/blob/client's upload() asks here for a client token before it sends a replacement design
// to Blob (then request-changes names it). Counted like an answer to the proof.
export const POST = withErrorHandling(async (request: Request, { params }: Context) => {
  const { token, proofId } = await params;
  await enforceRateLimit("proofResponse", request, makeProofAnswerRateLimitKey(token));
  const id = parseProofIdParam(proofId);
  const body = await parseJsonBody(request, blobTokenRequestSchema);
  return NextResponse.json(await issueProofChangeUploadToken(request, token, id, body), {
    headers: { "Cache-Control": "no-store" },
  });
});
