import "server-only";
import { z } from "zod";
import { badRequest, parseJsonBody } from "@/lib/api/errors";
import { readSingleFileUpload } from "@/lib/designs/read-design-upload";
import type { SendProofInput } from "./send-proof";

export const PROOF_REQUEST_MESSAGES = {
  unsupported:
    'Send the proof image as multipart/form-data with a "file" field, or JSON { "source": "cut_preview" } for the cut preview.',
} as const;

const cutPreviewSchema = z.object({ source: z.literal("cut_preview") }).strict();

/**
 * The body of POST /api/admin/orders/{id}/proofs: a multipart upload of one proof image (the design
 * upload's limits: one file, at most 10 MB, read bounded), or JSON asking for the cut preview.
 */
export async function readProofRequest(request: Request): Promise<SendProofInput> {
  const contentType = request.headers.get("content-type") ?? "";
  if (/^application\/json\b/i.test(contentType)) {
    await parseJsonBody(request, cutPreviewSchema);
    return { source: "cut_preview" };
  }
  if (/^multipart\/form-data\b/i.test(contentType)) {
    const { bytes, originalName } = await readSingleFileUpload(request);
    return { source: "upload", bytes, originalName };
  }
  throw badRequest(PROOF_REQUEST_MESSAGES.unsupported);
}
