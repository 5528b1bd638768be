// Browser-side upload of one PNG or JPG straight to Vercel Blob (a serverless function takes at most
// 4.5 MB of body) into the folder the shop's token route binds it to; the shop checks the stored
// bytes afterwards. Imported lazily by its callers: the SDK stays out of the pages' first load.
import type { PutBlobResult } from "@vercel/blob";
import { upload } from "@vercel/blob/client";
import { RequestError } from "@/lib/client/request-json";

export type BlobUploadTarget = {
  /** The folder the token route allows (it refuses any other). */
  folder: string;
  /** The token route @vercel/blob/client's upload() asks first. */
  handleUploadUrl: string;
  /** Sent with the token request: the cart session, or the admin's bearer token. */
  headers?: Record<string, string>;
  /** Shown when the file did not reach the store (the SDK's own errors are not written for people). */
  failure: string;
  onProgress?: (percent: number) => void;
};

export async function sendFileToBlob(
  file: File,
  { folder, handleUploadUrl, headers, failure, onProgress }: BlobUploadTarget,
): Promise<PutBlobResult> {
  try {
    return await upload(`${folder}upload.${file.type === "image/jpeg" ? "jpg" : "png"}`, file, {
      access: "private",
      contentType: file.type,
      handleUploadUrl,
      headers,
      clientPayload: JSON.stringify({ contentType: file.type, size: file.size }),
      onUploadProgress: onProgress ? ({ percentage }) => onProgress(percentage) : undefined,
    });
  } catch {
    // A RequestError, so the forms that show the shop's refusals show this one too.
    throw new RequestError(0, failure);
  }
}
