// Browser-side: the order page's answers to a proof. "Request changes" is multipart (the comment and
// an optional replacement design), so this is fetch with FormData rather than requestJson.
import { readErrorMessage, RequestError } from "@/lib/client/request-json";
import {
  PROOF_COMMENT_FIELD,
  PROOF_REPLACED_DESIGN_FIELD,
  PROOF_REPLACEMENT_FILE_FIELD,
} from "@/lib/validation/proof-fields";

export type ProofAnswerReply = { message: string; proofState: string };

async function post(url: string, body?: FormData): Promise<ProofAnswerReply> {
  const response = await fetch(url, { method: "POST", credentials: "same-origin", cache: "no-store", body });
  if (!response.ok) throw new RequestError(response.status, await readErrorMessage(response));
  return (await response.json()) as ProofAnswerReply;
}

export function sendProofApproval(url: string): Promise<ProofAnswerReply> {
  return post(url);
}

/** `replaceDesignId`: on a sticker sheet (#39), which of its designs the file replaces. */
export function sendProofChangeRequest(
  url: string,
  comment: string,
  file: File | null,
  replaceDesignId?: number,
): Promise<ProofAnswerReply> {
  const form = new FormData();
  form.append(PROOF_COMMENT_FIELD, comment);
  if (file && replaceDesignId !== undefined) form.append(PROOF_REPLACED_DESIGN_FIELD, String(replaceDesignId));
  if (file) form.append(PROOF_REPLACEMENT_FILE_FIELD, file, file.name);
  return post(url, form);
}
