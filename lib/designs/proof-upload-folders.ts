// Where a browser may put a proof-related file it uploads straight to Vercel Blob: the customer's
// replacement design (bound to the order link and the proof it answers) and the operator's proof
// image (bound to the order). Used by the browser (to name the blob) and by the server (to refuse
// anything outside), so it runs on Web Crypto, which both have.

/** The store folder of customers' replacement designs sent with "Request changes". */
export const PROOF_CHANGE_UPLOAD_ROOT = "proof-change-uploads";

/** The store folder of operators' proof images. */
export const PROOF_IMAGE_UPLOAD_ROOT = "proof-uploads";

/**
 * The folder of replacement designs for one proof through one order link. A SHA-256 of the link's
 * token, not the token (it is the order page's bearer secret and pathnames show up in the store's
 * dashboard), with a prefix of its own so it is not the hash the database keeps either.
 */
export async function computeProofChangeUploadFolder(token: string, proofId: number): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`proof-change-upload:${token}`),
  );
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${PROOF_CHANGE_UPLOAD_ROOT}/${hex.slice(0, 32)}/${proofId}/`;
}

/** The folder of proof images for one order (only a signed-in operator gets a token for it). */
export function computeProofImageUploadFolder(orderId: number): string {
  return `${PROOF_IMAGE_UPLOAD_ROOT}/${orderId}/`;
}
