import "server-only";
import { createHash } from "node:crypto";
import { ApiError, badRequest, readBoundedBody } from "@/lib/api/errors";
import { DESIGN_FILE_MESSAGES } from "@/lib/validation/design-file-messages";
import { DESIGN_FILE_FIELD, MAX_DESIGN_FILE_BYTES, MULTIPART_OVERHEAD_BYTES } from "@/lib/validation/upload";
import { parseDesignSessionId } from "./design-session-id";

export const UPLOAD_MESSAGES = {
  notMultipart: 'Please send the design as multipart/form-data with a "file" field.',
  unreadableForm: "The upload could not be read. Please try again.",
  interrupted: "The upload was interrupted. Please try again.",
  noFile: "Please choose a PNG or JPG file to upload.",
  severalFiles: "Please upload a single file.",
  emptyFile: "The file is empty. Please choose a PNG or JPG image.",
  tooLarge: DESIGN_FILE_MESSAGES.tooLarge,
  noSession: "A valid cart session id is required to upload a design (the sessionId field or the X-Session-Id header).",
} as const;

/** The largest request body accepted: the file limit plus room for the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = MAX_DESIGN_FILE_BYTES + MULTIPART_OVERHEAD_BYTES;

export type DesignUpload = {
  /** The name the shopper's browser sent, unsanitized. */
  originalName: string;
  bytes: Buffer;
  /** SHA-256 (hex) of `bytes`, so storing them need not hash them again. */
  checksum: string;
  /** The cart session that uploads: the design belongs to it alone. */
  sessionId: string;
};

const fileTooLarge = () => new ApiError(413, UPLOAD_MESSAGES.tooLarge);

/**
 * Reads a multipart form of at most the upload limit: a declared length over it is refused before a
 * byte is read, and the body is counted while it streams, so it is never held whole when too large.
 */
export async function readMultipartForm(request: Request, notMultipartMessage: string): Promise<FormData> {
  const declaredLength = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declaredLength > MAX_UPLOAD_BODY_BYTES) throw fileTooLarge();
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw badRequest(notMultipartMessage);
  const body = await readBoundedBody(request, MAX_UPLOAD_BODY_BYTES, {
    tooLarge: fileTooLarge,
    interrupted: UPLOAD_MESSAGES.interrupted,
  });
  try {
    // The body is already bounded, so parsing it in memory is safe.
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest(UPLOAD_MESSAGES.unreadableForm);
  }
}

/** An uploaded file read from a multipart body, with the form's other fields. */
export type UploadedFile = { originalName: string; bytes: Buffer; checksum: string; form: FormData };

/**
 * Reads a multipart upload of exactly one non-empty file of at most 10 MB in the field "file"
 * (the design upload's rules, shared with the operator's proof upload).
 */
export async function readSingleFileUpload(request: Request): Promise<UploadedFile> {
  const form = await readMultipartForm(request, UPLOAD_MESSAGES.notMultipart);
  const files = [...form.values()].filter((value): value is File => typeof value !== "string");
  if (files.length > 1) throw badRequest(UPLOAD_MESSAGES.severalFiles);
  const file = form.get(DESIGN_FILE_FIELD);
  if (file === null || typeof file === "string") throw badRequest(UPLOAD_MESSAGES.noFile);
  if (file.size === 0) throw badRequest(UPLOAD_MESSAGES.emptyFile);
  if (file.size > MAX_DESIGN_FILE_BYTES) throw fileTooLarge();

  const bytes = Buffer.from(await file.arrayBuffer());
  return { originalName: file.name, bytes, checksum: createHash("sha256").update(bytes).digest("hex"), form };
}

/** Parses a design upload request: one file (readSingleFileUpload) and the cart session that uploads it. */
export async function readDesignUpload(request: Request): Promise<DesignUpload> {
  const { form, ...file } = await readSingleFileUpload(request);
  const sessionId =
    parseDesignSessionId(form.get("sessionId")) ?? parseDesignSessionId(request.headers.get("x-session-id"));
  if (!sessionId) throw badRequest(UPLOAD_MESSAGES.noSession);
  return { ...file, sessionId };
}
