import "server-only";
import { createHash } from "node:crypto";
import { BlobNotFoundError, del, get, head } from "@vercel/blob";
import { ApiError, badRequest, notFound } from "@/lib/api/errors";
import { getServerEnv } from "@/lib/env";
import { DESIGN_FILE_MESSAGES } from "@/lib/validation/design-file-messages";
import { MAX_DESIGN_FILE_BYTES } from "@/lib/validation/upload";
import { computeBlobUploadFolder } from "./blob-upload-folder";
import type { DesignDto } from "./design-dto";
import { BLOB_UPLOAD_MESSAGES } from "./issue-blob-upload-token";
import { UPLOAD_MESSAGES } from "./read-design-upload";
import { uploadDesign } from "./upload-design";

export const REGISTER_BLOB_MESSAGES = {
  notYours: "This file was not uploaded from your cart session. Please upload the design again.",
  missing: "The uploaded file was not found. Please upload the design again.",
  unreadable: "The uploaded file could not be read right now. Please try again.",
} as const;

export type BlobUploadReport = {
  sessionId: string;
  /** The blob URL that @vercel/blob/client's upload() answered. */
  url: string;
  /** The name of the shopper's file, unsanitized. */
  originalName: string;
};

/**
 * The pathname of a blob URL of this shop's own store inside the session's upload folder, or null. Only
 * the pathname is used afterwards (read through the SDK with the shop's token), so no address the
 * browser names is ever fetched.
 */
async function findOwnUploadPathname(token: string, { sessionId, url }: BlobUploadReport): Promise<string | null> {
  const storeId = /^vercel_blob_rw_([^_]+)_/.exec(token)?.[1]?.toLowerCase();
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" || parsed.hostname !== `${storeId}.private.blob.vercel-storage.com`) return null;
  if (parsed.search || parsed.hash || parsed.username || parsed.port) return null;
  const pathname = decodeURIComponent(parsed.pathname.slice(1));
  const folder = await computeBlobUploadFolder(sessionId);
  const name = pathname.startsWith(folder) ? pathname.slice(folder.length) : "";
  return /^[A-Za-z0-9_-]{1,100}\.(png|jpg)$/.test(name) ? pathname : null;
}

async function readUploadedBytes(token: string, pathname: string): Promise<Buffer> {
  let size: number;
  try {
    size = (await head(pathname, { token })).size;
  } catch (error) {
    if (error instanceof BlobNotFoundError) throw notFound(REGISTER_BLOB_MESSAGES.missing);
    throw error;
  }
  // The client token already caps the size; this keeps a 10 MB promise even if the store did not.
  if (size > MAX_DESIGN_FILE_BYTES) throw new ApiError(413, DESIGN_FILE_MESSAGES.tooLarge);
  const result = await get(pathname, { access: "private", token, useCache: false });
  if (!result) throw notFound(REGISTER_BLOB_MESSAGES.missing);
  if (result.statusCode !== 200) throw new ApiError(502, REGISTER_BLOB_MESSAGES.unreadable);
  const bytes = Buffer.from(await new Response(result.stream).arrayBuffer());
  if (bytes.byteLength > MAX_DESIGN_FILE_BYTES) throw new ApiError(413, DESIGN_FILE_MESSAGES.tooLarge);
  if (bytes.byteLength === 0) throw badRequest(UPLOAD_MESSAGES.emptyFile);
  return bytes;
}

/**
 * Turns a design the browser put straight into Vercel Blob into a Design of its cart session, checked
 * exactly like a posted upload (type by its bytes, 10 MB, 50 megapixels, checksum, backup copy). Only
 * a blob in the session's own upload folder is taken (400 otherwise, and it is left alone); the
 * uploaded blob is deleted afterwards whatever the outcome, since the design's copies are stored under
 * a server-made name. 404 without Blob or when the blob is gone.
 */
export async function registerBlobUpload(report: BlobUploadReport): Promise<DesignDto> {
  const token = getServerEnv().BLOB_READ_WRITE_TOKEN;
  if (!token) throw notFound(BLOB_UPLOAD_MESSAGES.disabled);
  const pathname = await findOwnUploadPathname(token, report);
  if (!pathname) throw badRequest(REGISTER_BLOB_MESSAGES.notYours);
  try {
    const bytes = await readUploadedBytes(token, pathname);
    const checksum = createHash("sha256").update(bytes).digest("hex");
    return await uploadDesign({ bytes, checksum, originalName: report.originalName, sessionId: report.sessionId });
  } finally {
    await del(pathname, { token }).catch((error: unknown) => {
      // A leftover upload only costs space; the shopper's answer must not depend on it.
      console.error("Deleting an uploaded design blob failed:", error);
    });
  }
}
