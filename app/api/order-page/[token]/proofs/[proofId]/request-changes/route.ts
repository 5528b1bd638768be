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
// With a file, replaceDesignId (a field, or the JSON's key) names the design it replaces: on a sticker
// sheet (#39) one of its designs (needed when it has several), whose stickers are cut again at their sizes
// and the sheet checked again with its rules; on a single sticker only its own design may be named.
// 200 { message, proofState }; 400 { message } for a missing comment, a refused file, a design not on the
// order, or a sheet the new design breaks a rule of (naming the sticker; nothing is stored or changed);
// 404 and 409 as for approve; 413 for a file over 10 MB; 422 or 503 when a die-cut cannot be cut again.
export const POST = withErrorHandling(async (request: Request, { params }: Context) => {
  const { token, proofId } = await params;
  await enforceRateLimit("proofResponse", request, makeProofAnswerRateLimitKey(token));
  const id = parseProofIdParam(proofId);
  const answer = await requestProofChanges(token, id, () => readProofChangeRequest(request, { token, proofId: id }));
  return NextResponse.json(answer, { headers: { "Cache-Control": "no-store" } });
});
