import "server-only";
import { badRequest } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { computeBlobUploadFolder } from "./blob-upload-folder";
import { readDesignSessionId } from "./design-session-id";
import { issueClientUploadToken, requireBlobToken, type BlobTokenRequest } from "./issue-client-upload-token";
import { UPLOAD_MESSAGES } from "./read-design-upload";

export { BLOB_UPLOAD_MESSAGES, blobTokenRequestSchema } from "./issue-client-upload-token";

/**
 * Answers @vercel/blob/client's token request from the design tool: a client token for one PNG or JPG
 * of at most 10 MB inside the cart session's own folder (X-Session-Id), see issueClientUploadToken.
 * Rate limited like posted uploads. 404 without Blob.
 */
export async function issueBlobUploadToken(
  request: Request,
  body: BlobTokenRequest,
): Promise<{ type: string; clientToken: string }> {
  requireBlobToken();
  const sessionId = readDesignSessionId(request);
  if (!sessionId) throw badRequest(UPLOAD_MESSAGES.noSession);
  const folder = await computeBlobUploadFolder(sessionId);
  return issueClientUploadToken(request, body, folder, () => enforceRateLimit("upload", request, sessionId));
}
