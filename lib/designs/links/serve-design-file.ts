import "server-only";
import { jsonError } from "@/lib/api/errors";
import { getDesignContentType, isDesignFilename } from "@/lib/designs/storage/design-filename";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { DESIGN_FILE_MESSAGES } from "./messages";
import { verifyDesignFileSignature } from "./sign-design-file-url";

/** Headers of a served design: shown inline as an image, never sniffed, run or framed as a page. */
export const DESIGN_FILE_RESPONSE_HEADERS = {
  "Content-Disposition": "inline",
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "private, max-age=300",
  "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
} as const;

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * GET /uploads/{fileName}?exp=…&sig=…[&area=backup]: the stored bytes for a valid, unexpired
 * signed link. Not a design file name → 404 before anything else is looked at; bad or missing
 * signature → 403; expired → 403 "This link has expired"; no such file → 404.
 */
export async function serveDesignFile(
  getStorage: () => DesignStorage,
  fileName: string,
  searchParams: URLSearchParams,
): Promise<Response> {
  if (!isDesignFilename(fileName)) return jsonError(404, DESIGN_FILE_MESSAGES.fileNotFound, NO_STORE);
  const check = await verifyDesignFileSignature(fileName, searchParams);
  if (!check.ok)
    return jsonError(
      403,
      check.reason === "expired" ? DESIGN_FILE_MESSAGES.linkExpired : DESIGN_FILE_MESSAGES.linkInvalid,
      NO_STORE,
    );
  const bytes = await getStorage().read(check.area, fileName);
  if (!bytes) return jsonError(404, DESIGN_FILE_MESSAGES.fileNotFound, NO_STORE);
  // A Buffer read from storage owns a plain ArrayBuffer (never a SharedArrayBuffer): no copy needed.
  const body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": getDesignContentType(fileName),
      "Content-Length": String(bytes.byteLength),
      ...DESIGN_FILE_RESPONSE_HEADERS,
    },
  });
}
