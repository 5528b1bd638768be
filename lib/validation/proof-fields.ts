// The multipart fields of POST /api/order-page/{token}/proofs/{proofId}/request-changes. Kept apart
// from the zod schemas so the order page's "Approve" button does not load zod with them.
export const PROOF_COMMENT_FIELD = "comment";
export const PROOF_REPLACEMENT_FILE_FIELD = "file";
/** A sticker sheet's change request (#39): the id of the sheet's design the replacement file replaces. */
export const PROOF_REPLACED_DESIGN_FIELD = "replaceDesignId";
