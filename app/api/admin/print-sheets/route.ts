import { after, NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { requireAdminSession } from "@/lib/admin-auth/admin-token";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { createPrintSheet } from "@/lib/print-sheets/create-print-sheet";
import { listPrintSheets } from "@/lib/print-sheets/get-print-sheet";
import { continuePrintSheetsAt } from "@/lib/print-sheets/continue-print-sheets";
import { makePrintSheetNow } from "@/lib/print-sheets/make-print-sheets";
import { createPrintSheetSchema } from "@/lib/validation/print-sheets";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";
// Vercel: the sheet is made after the answer (after()), within this function's time.
export const maxDuration = 300;

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Makes the sheet once the answer has gone out (Vercel keeps the function alive for it); outside Next's
 * request scope (route tests) after() throws, and the make simply starts at once. A make that never
 * finishes (the process ends first) is picked up by the make-print-sheets job.
 */
function makeAfterAnswer(sheetId: number, origin: string): void {
  const make = async () => {
    try {
      await makePrintSheetNow(sheetId, undefined, { continueLater: continuePrintSheetsAt(origin) });
    } catch (error) {
      console.error(`Making print sheet ${sheetId} after its request failed (the job retries it):`, error);
    }
  };
  try {
    after(make);
  } catch {
    void make();
  }
}

// GET /api/admin/print-sheets (admin): the 20 newest print sheets, newest first: { sheets }.
export const GET = withAdmin(async () => NextResponse.json({ sheets: await listPrintSheets() }, { headers: NO_STORE }));

// POST /api/admin/print-sheets (admin) { media, gapInches, orderIds }: queues a print sheet and answers 202
// { id, status: "queued" } at once; the PDF is made after the answer (and by the make-print-sheets job if
// that is cut short). 400 for bad media, gap or ids, 404 for an unknown order, 409 naming orders not ready.
export const POST = withAdmin(async (request: Request) => {
  const input = await parseJsonBody(request, createPrintSheetSchema);
  const session = await requireAdminSession(request);
  const sheet = await createPrintSheet(input, session);
  makeAfterAnswer(sheet.id, new URL(request.url).origin);
  return NextResponse.json({ id: sheet.id, status: "queued" }, { status: 202, headers: NO_STORE });
});
