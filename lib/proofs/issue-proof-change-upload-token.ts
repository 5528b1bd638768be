import "server-only";
import {
  issueClientUploadToken,
  requireBlobToken,
  type BlobTokenRequest,
} from "@/lib/designs/issue-client-upload-token";
import { computeProofChangeUploadFolder } from "@/lib/designs/proof-upload-folders";
import { findAnswerableProof } from "./respond-to-proof";

/**
 * A client token for the customer's replacement design sent with "Request changes": one PNG or JPG of
 * at most 10 MB in the folder of this order link and this proof, given only while the link is valid
 * and the proof can be answered (404 and 409 as for the answer itself). 404 without Blob.
 */
export async function issueProofChangeUploadToken(
  request: Request,
  token: string,
  proofId: number,
  body: BlobTokenRequest,
): Promise<{ type: string; clientToken: string }> {
  requireBlobToken();
  await findAnswerableProof(token, proofId);
  return issueClientUploadToken(request, body, await computeProofChangeUploadFolder(token, proofId));
}
