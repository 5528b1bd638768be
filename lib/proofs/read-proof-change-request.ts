import "server-only";
import { createHash } from "node:crypto";
import { ApiError, badRequest } from "@/lib/api/errors";
import { readMultipartForm, UPLOAD_MESSAGES } from "@/lib/designs/read-design-upload";
import {
  PROOF_COMMENT_FIELD,
  PROOF_REPLACEMENT_FILE_FIELD,
  proofChangeRequestSchema,
} from "@/lib/validation/proof-response";
import { MAX_DESIGN_FILE_BYTES } from "@/lib/validation/upload";

// Reads "Request changes" from the order page: multipart/form-data with the comment and, optionally,
// a replacement design in "file" (the design tool's limits: one file, at most 10 MB). The body is
// bounded while it streams, as for a design upload; the image itself is checked by its bytes later.

export const CHANGE_REQUEST_MESSAGES = {
  notMultipart: 'Please send the change request as multipart/form-data with a "comment" field.',
} as const;

export type ReplacementDesignUpload = {
  /** The name the customer's browser sent, unsanitized. */
  originalName: string;
  bytes: Buffer;
  /** SHA-256 (hex) of `bytes`. */
  checksum: string;
};

export type ProofChangeRequestInput = { comment: string; file: ReplacementDesignUpload | null };

const fileTooLarge = () => new ApiError(413, UPLOAD_MESSAGES.tooLarge);

export async function readProofChangeRequest(request: Request): Promise<ProofChangeRequestInput> {
  const form = await readMultipartForm(request, CHANGE_REQUEST_MESSAGES.notMultipart);

  const rawComment = form.get(PROOF_COMMENT_FIELD);
  const { comment } = proofChangeRequestSchema.parse({
    comment: typeof rawComment === "string" ? rawComment : undefined,
  });

  // A browser sends an empty, nameless file for a file input left empty: that is "no file".
  const files = [...form.values()].filter(
    (value): value is File => typeof value !== "string" && (value.size > 0 || value.name !== ""),
  );
  if (files.length > 1) throw badRequest(UPLOAD_MESSAGES.severalFiles);
  const file = files[0];
  if (!file) return { comment, file: null };
  if (form.get(PROOF_REPLACEMENT_FILE_FIELD) !== file) throw badRequest(UPLOAD_MESSAGES.noFile);
  if (file.size === 0) throw badRequest(UPLOAD_MESSAGES.emptyFile);
  if (file.size > MAX_DESIGN_FILE_BYTES) throw fileTooLarge();
  const bytes = Buffer.from(await file.arrayBuffer());
  return {
    comment,
    file: { originalName: file.name, bytes, checksum: createHash("sha256").update(bytes).digest("hex") },
  };
}
