import "server-only";
import { createHash } from "node:crypto";
import { BlobNotFoundError, get, head } from "@vercel/blob";
import { ApiError, badRequest, notFound } from "@/lib/api/errors";
import { DESIGN_FILE_MESSAGES } from "@/lib/validation/design-file-messages";
import { MAX_DESIGN_FILE_BYTES } from "@/lib/validation/upload";
import { UPLOAD_MESSAGES } from "./read-design-upload";

export const UPLOADED_BLOB_MESSAGES = {
  missing: "The uploaded file was not found. Please upload the design again.",
  unreadable: "The uploaded file could not be read right now. Please try again.",
} as const;

/**
 * The bytes (and their SHA-256) of a file the browser put straight into Vercel Blob, read through the
 * SDK with the shop's token by pathname only (the caller has checked it is in its bound folder): 404
 * when it is gone, 413 over 10 MB, 400 when empty, as a posted upload.
 */
export async function readUploadedBlob(token: string, pathname: string): Promise<{ bytes: Buffer; checksum: string }> {
  let size: number;
  try {
    size = (await head(pathname, { token })).size;
  } catch (error) {
    if (error instanceof BlobNotFoundError) throw notFound(UPLOADED_BLOB_MESSAGES.missing);
    throw error;
  }
  // The client token already caps the size; this keeps a 10 MB promise even if the store did not.
  if (size > MAX_DESIGN_FILE_BYTES) throw new ApiError(413, DESIGN_FILE_MESSAGES.tooLarge);
  const result = await get(pathname, { access: "private", token, useCache: false });
  if (!result) throw notFound(UPLOADED_BLOB_MESSAGES.missing);
  if (result.statusCode !== 200) throw new ApiError(502, UPLOADED_BLOB_MESSAGES.unreadable);
  const bytes = Buffer.from(await new Response(result.stream).arrayBuffer());
  if (bytes.byteLength > MAX_DESIGN_FILE_BYTES) throw new ApiError(413, DESIGN_FILE_MESSAGES.tooLarge);
  if (bytes.byteLength === 0) throw badRequest(UPLOAD_MESSAGES.emptyFile);
  return { bytes, checksum: createHash("sha256").update(bytes).digest("hex") };
}
