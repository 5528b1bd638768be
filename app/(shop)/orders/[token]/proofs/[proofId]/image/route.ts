import { withErrorHandling } from "@/lib/api/errors";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { serveProofImage } from "@/lib/proofs/serve-proof-image";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ token: string; proofId: string }> };

// GET /orders/{token}/proofs/{proofId}/image (public, authorised by the order page's token): the proof
// image shown in the proof e-mail and on the order page; 404 for anything the token does not cover.
export const GET = withErrorHandling(async (request: Request, { params }: Context) => {
  const { token, proofId } = await params;
  return serveProofImage(getDesignStorage(), token, proofId);
});
