import "server-only";
import { handleUpload } from "@vercel/blob/client";
import { z } from "zod";
import { ApiError, badRequest, notFound } from "@/lib/api/errors";
import { getServerEnv } from "@/lib/env";
import { DESIGN_FILE_MESSAGES } from "@/lib/validation/design-file-messages";
import { DESIGN_MIME_TYPES, MAX_DESIGN_FILE_BYTES } from "@/lib/validation/upload";
import { UPLOAD_MESSAGES } from "./read-design-upload";

// The part every direct-to-Blob token route shares (designs, replacement designs, proof images): one
// PNG or JPG of at most 10 MB, inside the folder the caller bound the upload to, with a random suffix.
// Each route decides the folder (cart session, order link and proof, order) and who may ask.

export const BLOB_UPLOAD_MESSAGES = {
  disabled: "Uploads straight to storage are not enabled on this shop. Please upload the design to the shop itself.",
  wrongPathname: "This upload's file name is not one the shop gives out. Please upload the design again.",
} as const;

/** How long a browser may use its client token: enough for 10 MB on a slow line, short enough to be useless later. */
const CLIENT_TOKEN_SECONDS = 10 * 60;

// Only the token request of @vercel/blob/client's upload(): the shop takes no completion callback
// (it checks the stored bytes when the browser reports the upload).
export const blobTokenRequestSchema = z.object({
  type: z.literal("blob.generate-client-token"),
  payload: z.object({
    pathname: z.string().max(300),
    clientPayload: z.string().max(1000).nullable(),
    multipart: z.boolean(),
  }),
});

export type BlobTokenRequest = z.infer<typeof blobTokenRequestSchema>;

/** What the browser declares about its file; the stored bytes are checked again afterwards. */
const declaredFileSchema = z.object({
  contentType: z.string().max(100),
  size: z.number().int().nonnegative(),
});

const EXTENSION_OF: Record<(typeof DESIGN_MIME_TYPES)[number], string> = { "image/png": "png", "image/jpeg": "jpg" };

function parseDeclaredFile(clientPayload: string | null) {
  let value: unknown = null;
  try {
    value = clientPayload === null ? null : JSON.parse(clientPayload);
  } catch {
    // Falls through to the schema's refusal below.
  }
  const declared = declaredFileSchema.safeParse(value);
  if (!declared.success) throw badRequest(DESIGN_FILE_MESSAGES.cannotUpload);
  const contentType = DESIGN_MIME_TYPES.find((type) => type === declared.data.contentType);
  if (!contentType) throw badRequest(DESIGN_FILE_MESSAGES.wrongType);
  if (declared.data.size === 0) throw badRequest(UPLOAD_MESSAGES.emptyFile);
  if (declared.data.size > MAX_DESIGN_FILE_BYTES) throw new ApiError(413, DESIGN_FILE_MESSAGES.tooLarge);
  return { contentType };
}

/** The Blob token, or 404 { message } when the shop has no Blob store (the posted upload is the way then). */
export function requireBlobToken(): string {
  const token = getServerEnv().BLOB_READ_WRITE_TOKEN;
  if (!token) throw notFound(BLOB_UPLOAD_MESSAGES.disabled);
  return token;
}

/**
 * Answers @vercel/blob/client's token request with a client token for one PNG or JPG of at most
 * 10 MB, valid for ten minutes, for a pathname directly inside `folder` (400 otherwise), with a random
 * suffix so no upload can replace another. `beforeIssue` runs once the request is known to be sound
 * (the caller's rate limit). 404 without Blob.
 */
export async function issueClientUploadToken(
  request: Request,
  body: BlobTokenRequest,
  folder: string,
  beforeIssue: () => Promise<void> = async () => undefined,
): Promise<{ type: string; clientToken: string }> {
  const token = requireBlobToken();
  const { contentType } = parseDeclaredFile(body.payload.clientPayload);
  const { pathname } = body.payload;
  const name = pathname.startsWith(folder) ? pathname.slice(folder.length) : "";
  if (!/^[A-Za-z0-9_-]{1,64}\.(png|jpg)$/.test(name) || !name.endsWith(`.${EXTENSION_OF[contentType]}`)) {
    throw badRequest(BLOB_UPLOAD_MESSAGES.wrongPathname);
  }
  await beforeIssue();

  const answer = await handleUpload({
    token,
    request,
    body,
    onBeforeGenerateToken: async () => ({
      allowedContentTypes: [contentType],
      maximumSizeInBytes: MAX_DESIGN_FILE_BYTES,
      addRandomSuffix: true,
      allowOverwrite: false,
      validUntil: Date.now() + CLIENT_TOKEN_SECONDS * 1000,
    }),
  });
  if (answer.type !== "blob.generate-client-token") throw badRequest(DESIGN_FILE_MESSAGES.cannotUpload);
  return answer;
}
