// Browser-side upload straight to Vercel Blob (a serverless function takes at most 4.5 MB of body),
// then the shop checks the stored bytes. Loaded only when the server says Blob is on: the SDK stays
// out of the storefront's first load.
import { requestJson } from "@/lib/client/request-json";
import { sendFileToBlob } from "@/lib/client/send-file-to-blob";
import { computeBlobUploadFolder } from "@/lib/designs/blob-upload-folder";
import type { DesignDto } from "@/lib/designs/design-dto";

/** Shown when the file did not reach the store (the SDK's own errors are not written for shoppers). */
export const BLOB_UPLOAD_FAILED = "Your design could not be uploaded. Please check your connection and try again.";

export async function sendDesignToBlob(
  file: File,
  sessionId: string,
  onProgress: (percent: number) => void,
): Promise<DesignDto> {
  const { url } = await sendFileToBlob(file, {
    folder: await computeBlobUploadFolder(sessionId),
    handleUploadUrl: "/api/upload-design/blob-token",
    headers: { "X-Session-Id": sessionId },
    failure: BLOB_UPLOAD_FAILED,
    // The shop's checks after the transfer take the last stretch of the bar.
    onProgress: (percentage) => onProgress(Math.round(percentage * 0.95)),
  });
  return requestJson<DesignDto>(
    "POST",
    "/api/upload-design/from-blob",
    { sessionId, url, originalName: file.name },
    { "X-Session-Id": sessionId },
  );
}
