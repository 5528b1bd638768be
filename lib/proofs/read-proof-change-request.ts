import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { ApiError, badRequest, parseJsonBody } from "@/lib/api/errors";
import { isUploadPathnameIn } from "@/lib/designs/blob-upload-folder";
import { BLOB_UPLOAD_MESSAGES } from "@/lib/designs/issue-client-upload-token";
import { readMultipartForm, UPLOAD_MESSAGES } from "@/lib/designs/read-design-upload";
import { getServerEnv } from "@/lib/env";
import {
  PROOF_COMMENT_FIELD,
  PROOF_REPLACED_DESIGN_FIELD,
  PROOF_REPLACEMENT_FILE_FIELD,
  proofChangeRequestSchema,
} from "@/lib/validation/proof-response";
import { MAX_DESIGN_FILE_BYTES } from "@/lib/validation/upload";
import { computeProofChangeUploadFolder } from "@/lib/designs/proof-upload-folders";

// Reads "Request changes" from the order page: multipart/form-data with the comment and, optionally,
// a replacement design in "file" (the design tool's limits: one file, at most 10 MB). The body is
// bounded while it streams, as for a design upload; the image itself is checked by its bytes later.
// With Vercel Blob on, the browser sends the file to Blob first and then JSON naming it instead:
// { comment, blobPathname, originalName }, the pathname inside this link's and proof's upload folder.
// On a sticker sheet (#39), "replaceDesignId" (a field, or the JSON's key) names which of the sheet's
// designs the new file replaces; it comes only with a file.

export const CHANGE_REQUEST_MESSAGES = {
  notMultipart: 'Please send the change request as multipart/form-data with a "comment" field.',
  replacedWithoutFile: "Please choose the new design that replaces it.",
} as const;

export type ReplacementDesignUpload = {
  /** The name the customer's browser sent, unsanitized. */
  originalName: string;
  bytes: Buffer;
  /** SHA-256 (hex) of `bytes`. */
  checksum: string;
};

/** A replacement design the browser put into Vercel Blob (checked to be in the bound folder, not yet read). */
export type UploadedReplacementDesign = { originalName: string; blobPathname: string };

export type ProofChangeRequestInput = {
  comment: string;
  file: ReplacementDesignUpload | UploadedReplacementDesign | null;
  /** A sticker sheet (#39): which of its designs the file replaces (only with a file). */
  replaceDesignId?: number;
};

/** The order link and proof a request answers: they bind where a Blob upload may be. */
export type ProofChangeRequestBinding = { token: string; proofId: number };

const blobChangeRequestSchema = proofChangeRequestSchema
  .extend({
    blobPathname: z.string().max(300).optional(),
    originalName: z.string().max(1000).default("design"),
  })
  .strict();

async function readBlobChangeRequest(
  request: Request,
  { token, proofId }: ProofChangeRequestBinding,
): Promise<ProofChangeRequestInput> {
  const { comment, blobPathname, originalName, replaceDesignId } = await parseJsonBody(
    request,
    blobChangeRequestSchema,
  );
  if (blobPathname === undefined) return withoutFile(comment, replaceDesignId);
  if (!getServerEnv().BLOB_READ_WRITE_TOKEN) throw badRequest(BLOB_UPLOAD_MESSAGES.disabled);
  // Another link's, another proof's or anyone else's blob is refused here and left alone.
  if (!isUploadPathnameIn(blobPathname, await computeProofChangeUploadFolder(token, proofId)))
    throw badRequest(BLOB_UPLOAD_MESSAGES.wrongPathname);
  return { comment, file: { originalName, blobPathname }, replaceDesignId };
}

/** A request without a new design: naming a design to replace then makes no sense, and is refused. */
function withoutFile(comment: string, replaceDesignId: number | undefined): ProofChangeRequestInput {
  if (replaceDesignId !== undefined) throw badRequest(CHANGE_REQUEST_MESSAGES.replacedWithoutFile);
  return { comment, file: null };
}

const fileTooLarge = () => new ApiError(413, UPLOAD_MESSAGES.tooLarge);

export async function readProofChangeRequest(
  request: Request,
  binding: ProofChangeRequestBinding,
): Promise<ProofChangeRequestInput> {
  if (/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return readBlobChangeRequest(request, binding);
  }
  const form = await readMultipartForm(request, CHANGE_REQUEST_MESSAGES.notMultipart);

  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const { comment, replaceDesignId } = proofChangeRequestSchema.parse({
    comment: field(PROOF_COMMENT_FIELD),
    // A select left on its empty choice sends "": that is "not named".
    replaceDesignId: field(PROOF_REPLACED_DESIGN_FIELD) || undefined,
  });

  // A browser sends an empty, nameless file for a file input left empty: that is "no file".
  const files = [...form.values()].filter(
    (value): value is File => typeof value !== "string" && (value.size > 0 || value.name !== ""),
  );
  if (files.length > 1) throw badRequest(UPLOAD_MESSAGES.severalFiles);
  const file = files[0];
  if (!file) return withoutFile(comment, replaceDesignId);
  if (form.get(PROOF_REPLACEMENT_FILE_FIELD) !== file) throw badRequest(UPLOAD_MESSAGES.noFile);
  if (file.size === 0) throw badRequest(UPLOAD_MESSAGES.emptyFile);
  if (file.size > MAX_DESIGN_FILE_BYTES) throw fileTooLarge();
  const bytes = Buffer.from(await file.arrayBuffer());
  return {
    comment,
    file: { originalName: file.name, bytes, checksum: createHash("sha256").update(bytes).digest("hex") },
    replaceDesignId,
  };
}
