import "server-only";
import { z } from "zod";
import { badRequest, parseJsonBody } from "@/lib/api/errors";
import { isUploadPathnameIn } from "@/lib/designs/blob-upload-folder";
import { BLOB_UPLOAD_MESSAGES } from "@/lib/designs/issue-client-upload-token";
import { readSingleFileUpload } from "@/lib/designs/read-design-upload";
import { SHEET_DESIGNS_KEY_PATTERN } from "@/lib/domain/sheet-designs-key";
import { getServerEnv } from "@/lib/env";
import { computeProofImageUploadFolder } from "@/lib/designs/proof-upload-folders";
import type { ProofBasis, SendProofInput } from "./send-proof";

export const PROOF_REQUEST_MESSAGES = {
  unsupported:
    'Send the proof image as multipart/form-data with a "file" field, or JSON { "source": "cut_preview" } for the cut preview.',
} as const;

const basisFields = {
  // What the operator's screen showed (see ProofBasis); optional for API callers, always sent by the admin.
  designId: z.coerce.number().int().positive().optional(),
  afterVersion: z.coerce.number().int().min(0).max(1_000_000).optional(),
  // A sticker sheet's designs as the screen showed them (formatSheetDesignsKey).
  sheetDesigns: z.string().regex(SHEET_DESIGNS_KEY_PATTERN).optional(),
  // true: no e-mail now; the proof goes out with the next proof sent for the same checkout (one e-mail).
  holdEmail: z.boolean().optional(),
};
const multipartBoolean = z.enum(["true", "false"]).transform((value) => value === "true");

const cutPreviewSchema = z.object({ source: z.literal("cut_preview"), ...basisFields }).strict();
// With Vercel Blob on, the browser uploads the image to Blob (through …/proofs/blob-token) and names it.
const blobUploadSchema = z
  .object({
    source: z.literal("upload"),
    blobPathname: z.string().max(300),
    originalName: z.string().max(1000).default("proof"),
    ...basisFields,
  })
  .strict();
const jsonRequestSchema = z.discriminatedUnion("source", [cutPreviewSchema, blobUploadSchema]);
const uploadFieldsSchema = z.object({ ...basisFields, holdEmail: multipartBoolean.optional() });

function toBasis(fields: { designId?: number; afterVersion?: number; sheetDesigns?: string }): ProofBasis | undefined {
  if (fields.designId === undefined || fields.afterVersion === undefined) return undefined;
  return {
    designId: fields.designId,
    afterVersion: fields.afterVersion,
    ...(fields.sheetDesigns !== undefined ? { sheetDesigns: fields.sheetDesigns } : {}),
  };
}

/**
 * The body of POST /api/admin/orders/{id}/proofs: a multipart upload of one proof image (the design
 * upload's limits: one file, at most 10 MB, read bounded), JSON asking for the cut preview, or JSON
 * naming an image uploaded to Blob inside the order's own folder (400 otherwise, and it is left alone).
 */
export async function readProofRequest(request: Request, orderId: number): Promise<SendProofInput> {
  const contentType = request.headers.get("content-type") ?? "";
  if (/^application\/json\b/i.test(contentType)) {
    const body = await parseJsonBody(request, jsonRequestSchema);
    const holdEmail = body.holdEmail === true;
    if (body.source === "cut_preview") return { source: "cut_preview", basis: toBasis(body), holdEmail };
    if (!getServerEnv().BLOB_READ_WRITE_TOKEN) throw badRequest(BLOB_UPLOAD_MESSAGES.disabled);
    if (!isUploadPathnameIn(body.blobPathname, computeProofImageUploadFolder(orderId)))
      throw badRequest(BLOB_UPLOAD_MESSAGES.wrongPathname);
    const { blobPathname, originalName } = body;
    return { source: "upload", blobPathname, originalName, basis: toBasis(body), holdEmail };
  }
  if (/^multipart\/form-data\b/i.test(contentType)) {
    const { bytes, originalName, form } = await readSingleFileUpload(request);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" && value !== "" ? value : undefined;
    };
    const fields = uploadFieldsSchema.parse({
      designId: field("designId"),
      afterVersion: field("afterVersion"),
      sheetDesigns: field("sheetDesigns"),
      holdEmail: field("holdEmail"),
    });
    return { source: "upload", bytes, originalName, basis: toBasis(fields), holdEmail: fields.holdEmail === true };
  }
  throw badRequest(PROOF_REQUEST_MESSAGES.unsupported);
}
