import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { readProofChangeRequest } from "@/lib/proofs/read-proof-change-request";
import { makeProofAnswerRateLimitKey, parseProofIdParam, requestProofChanges } from "@/lib/proofs/respond-to-proof";

export const dynamic = "force-dynamic";
export const runtime = "nodejs"; // sharp and the design storage need Node

type Context = { params: Promise<{ token: string; proofId: string }> };

// POST /api/order-page/{token}/proofs/{proofId}/request-changes (public; the order page's token is the
// key), multipart/form-data: comment (1-1000 characters) and optionally file (a replacement design,
// PNG or JPG up to 10 MB); or, with Vercel Blob on, JSON { comment, blobPathname, originalName } naming
// a replacement the browser uploaded to Blob (through …/blob-token), checked and then deleted.
// 200 { message, proofState }; 400 { message } for a missing comment or a refused file (nothing is
// stored or changed); 404 and 409 as for approve; 413 for a file over 10 MB.
export const POST = withErrorHandling(async (request: Request, { params }: Context) => {
  const { token, proofId } = await params;
  await enforceRateLimit("proofResponse", request, makeProofAnswerRateLimitKey(token));
  const id = parseProofIdParam(proofId);
  const answer = await requestProofChanges(token, id, () => readProofChangeRequest(request, { token, proofId: id }));
  return NextResponse.json(answer, { headers: { "Cache-Control": "no-store" } });
});
