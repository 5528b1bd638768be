import "server-only";
import { badRequest, notFound } from "@/lib/api/errors";
import { getServerEnv } from "@/lib/env";
import { computeBlobUploadFolder, isUploadPathnameIn } from "./blob-upload-folder";
import { deleteUploadedBlob } from "./delete-uploaded-blob";
import type { DesignDto } from "./design-dto";
import { BLOB_UPLOAD_MESSAGES } from "./issue-client-upload-token";
import { readUploadedBlob, UPLOADED_BLOB_MESSAGES } from "./read-uploaded-blob";
import { uploadDesign } from "./upload-design";

export const REGISTER_BLOB_MESSAGES = {
  notYours: "This file was not uploaded from your cart session. Please upload the design again.",
  ...UPLOADED_BLOB_MESSAGES,
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
  let pathname: string;
  try {
    parsed = new URL(url);
    pathname = decodeURIComponent(parsed.pathname.slice(1));
  } catch {
    return null; // not a URL, or a malformed escape in its path (`%E0`): no name the shop gives out
  }
  if (parsed.protocol !== "https:" || parsed.hostname !== `${storeId}.private.blob.vercel-storage.com`) return null;
  if (parsed.search || parsed.hash || parsed.username || parsed.port) return null;
  return isUploadPathnameIn(pathname, await computeBlobUploadFolder(sessionId)) ? pathname : null;
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
    const { bytes, checksum } = await readUploadedBlob(token, pathname);
    return await uploadDesign({ bytes, checksum, originalName: report.originalName, sessionId: report.sessionId });
  } finally {
    await deleteUploadedBlob(token, pathname);
  }
}
