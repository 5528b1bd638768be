import "server-only";
import { notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import {
  issueClientUploadToken,
  requireBlobToken,
  type BlobTokenRequest,
} from "@/lib/designs/issue-client-upload-token";
import { computeProofImageUploadFolder } from "@/lib/designs/proof-upload-folders";
import { assertCanGetProof, SEND_PROOF_MESSAGES } from "./send-proof";

/**
 * A client token for the operator's proof image (the caller is a signed-in admin): one PNG or JPG of
 * at most 10 MB in the order's own folder, given only for an order that can get a proof now (404 for
 * an unknown order, 409 as when sending). 404 without Blob.
 */
export async function issueProofImageUploadToken(
  request: Request,
  orderId: number,
  body: BlobTokenRequest,
): Promise<{ type: string; clientToken: string }> {
  requireBlobToken();
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: { status: true, paymentId: true } });
  if (!order) throw notFound(SEND_PROOF_MESSAGES.notFound);
  assertCanGetProof(order);
  return issueClientUploadToken(request, body, computeProofImageUploadFolder(orderId));
}
