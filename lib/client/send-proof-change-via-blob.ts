// Browser-side "Request changes" with a replacement design on a shop that stores files in Vercel Blob:
// the file goes straight to Blob (into the folder of this order link and proof), then the answer names
// it as JSON, and the shop checks the stored bytes as it checks a posted file. Loaded only when needed.
import { requestJson } from "@/lib/client/request-json";
import { sendFileToBlob } from "@/lib/client/send-file-to-blob";
import type { ProofAnswerReply } from "@/lib/client/send-proof-answer";
import { computeProofChangeUploadFolder } from "@/lib/designs/proof-upload-folders";

export const REPLACEMENT_UPLOAD_FAILED =
  "Your design could not be uploaded. Please check your connection and try again.";

export type ProofChangeViaBlob = {
  /** …/request-changes of the proof. */
  url: string;
  /** …/blob-token of the proof. */
  tokenUrl: string;
  /** The order page's token (from its path) and the proof: they bind the upload's folder. */
  token: string;
  proofId: number;
};

export async function sendProofChangeRequestViaBlob(
  { url, tokenUrl, token, proofId }: ProofChangeViaBlob,
  comment: string,
  file: File,
  /** On a sticker sheet (#39), which of its designs the file replaces. */
  replaceDesignId?: number,
): Promise<ProofAnswerReply> {
  const { pathname } = await sendFileToBlob(file, {
    folder: await computeProofChangeUploadFolder(token, proofId),
    handleUploadUrl: tokenUrl,
    failure: REPLACEMENT_UPLOAD_FAILED,
  });
  return requestJson<ProofAnswerReply>("POST", url, {
    comment,
    blobPathname: pathname,
    originalName: file.name,
    ...(replaceDesignId !== undefined ? { replaceDesignId } : {}),
  });
}
