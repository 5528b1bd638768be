import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import type { PrintSheetActionResult } from "./print-sheet-dto";

/** Why "Mark sheet done" does not apply to a sheet in this status. */
function explainNotPrinting(sheetId: number, status: string): string {
  if (status === "done") return `Print sheet ${sheetId} is already done.`;
  if (status === "discarded") return `Print sheet ${sheetId} was discarded: there is nothing to finish.`;
  return `Print sheet ${sheetId} is not printing yet: mark its orders printing first.`;
}

/**
 * "Mark sheet done" (POST /api/admin/print-sheets/{id}/done): the operator's word that a printing sheet is printed
 * and cut, so it leaves the open work. Only a printing sheet (one conditional UPDATE, so two clicks finish it
 * once); who and when are recorded. Its orders keep their own status: shipping them is the orders' own step, and
 * a done sheet holds none of them (an order set back to paid for a reprint is back in the queue). Its PDF stays
 * for a reprint. 404 for an unknown sheet; 409 for any other status.
 */
export async function markPrintSheetDone(
  sheetId: number,
  doneBy: { actor: string; sessionId: string | null },
  now: Date = new Date(),
): Promise<PrintSheetActionResult> {
  const { count } = await prisma.printSheet.updateMany({
    where: { id: sheetId, status: "printing" },
    data: { status: "done", doneAt: now, doneBy: doneBy.actor, doneBySession: doneBy.sessionId },
  });
  if (count === 1) return { id: sheetId, status: "done", message: `Print sheet ${sheetId} marked done.` };
  const sheet = await prisma.printSheet.findUnique({ where: { id: sheetId }, select: { status: true } });
  if (!sheet) throw notFound("Print sheet not found");
  throw conflict(explainNotPrinting(sheetId, sheet.status));
}
