import "server-only";
import { del, list } from "@vercel/blob";
import { getServerEnv } from "@/lib/env";
import { PROOF_CHANGE_UPLOAD_ROOT, PROOF_IMAGE_UPLOAD_ROOT } from "./proof-upload-folders";
import { BLOB_UPLOAD_ROOT } from "./blob-upload-folder";

/**
 * A direct upload older than this was never reported (tab closed, network lost): its client token
 * lived ten minutes and a report deletes the blob, so nothing will ask for it any more.
 */
export const ABANDONED_BLOB_UPLOAD_MINUTES = 60;

/** Blobs listed and deleted per folder and run at most, so a run stays short. */
const PAGE_SIZE = 500;

/** Every folder browsers upload into: designs, customers' replacement designs, operators' proof images. */
export const DIRECT_UPLOAD_ROOTS = [BLOB_UPLOAD_ROOT, PROOF_CHANGE_UPLOAD_ROOT, PROOF_IMAGE_UPLOAD_ROOT] as const;

/**
 * Deletes direct uploads (design-uploads/…, proof-change-uploads/…, proof-uploads/…) left in Vercel Blob for over an hour; 0 without Blob.
 * Part of the remove-unused-designs job. Returns how many were deleted.
 */
export async function removeAbandonedBlobUploads(now: Date): Promise<number> {
  const token = getServerEnv().BLOB_READ_WRITE_TOKEN;
  if (!token) return 0;
  const cutoff = now.getTime() - ABANDONED_BLOB_UPLOAD_MINUTES * 60_000;
  let removed = 0;
  for (const root of DIRECT_UPLOAD_ROOTS) {
    const { blobs } = await list({ prefix: `${root}/`, limit: PAGE_SIZE, token });
    const abandoned = blobs.filter((blob) => blob.uploadedAt.getTime() < cutoff).map((blob) => blob.pathname);
    if (abandoned.length > 0) await del(abandoned, { token });
    removed += abandoned.length;
  }
  return removed;
}
