import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { approveProof, makeProofAnswerRateLimitKey, parseProofIdParam } from "@/lib/proofs/respond-to-proof";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ token: string; proofId: string }> };

// POST /api/order-page/{token}/proofs/{proofId}/approve (public; the order page's token is the key),
// no body: the customer approves the proof. 200 { message, proofState }; 404 { message } for an
// unknown or revoked link or a proof not of its checkout; 409 when the proof cannot be answered (answered
// already, a newer version exists, the order is not waiting to be printed); 429 over the limit.
export const POST = withErrorHandling(async (request: Request, { params }: Context) => {
  const { token, proofId } = await params;
  await enforceRateLimit("proofResponse", request, makeProofAnswerRateLimitKey(token));
  const answer = await approveProof(token, parseProofIdParam(proofId));
  return NextResponse.json(answer, { headers: { "Cache-Control": "no-store" } });
});
