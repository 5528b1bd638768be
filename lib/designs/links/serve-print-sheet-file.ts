import "server-only";
import { Readable } from "node:stream";
import { jsonError } from "@/lib/api/errors";
import { getPrintSheetFiles, isPrintSheetKey } from "@/lib/designs/storage/print-sheet-files";
import { DESIGN_FILE_MESSAGES } from "./messages";
import { verifyPrintSheetSignature } from "./print-sheet-link";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * GET /print-sheets/{key}?exp=…&sig=…: a stored sheet's PDF for a valid, unexpired signed link, streamed
 * from the local folder as an attachment. 404 for a name the shop never gives out or a file that is gone,
 * 403 for a bad signature or an expired link. With Vercel Blob the links point at Blob, so there is no file here.
 */
export async function servePrintSheetFile(
  key: string,
  searchParams: URLSearchParams,
  /** The name the file is saved as (the sheet's number and stock); null keeps one made from its key. */
  findFileName: (key: string) => Promise<string | null> = async () => null,
): Promise<Response> {
  if (!isPrintSheetKey(key)) return jsonError(404, DESIGN_FILE_MESSAGES.fileNotFound, NO_STORE);
  const check = await verifyPrintSheetSignature(key, searchParams);
  if (!check.ok)
    return jsonError(
      403,
      check.reason === "expired" ? DESIGN_FILE_MESSAGES.linkExpired : DESIGN_FILE_MESSAGES.linkInvalid,
      NO_STORE,
    );
  const fileName = (await findFileName(key)) ?? `print-sheet-${key.slice(0, 8)}.pdf`;
  const files = getPrintSheetFiles();
  const opened = files.openRead ? await files.openRead(key) : null;
  if (!opened) return jsonError(404, DESIGN_FILE_MESSAGES.fileNotFound, NO_STORE);
  return new Response(Readable.toWeb(opened.stream) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(opened.sizeBytes),
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
