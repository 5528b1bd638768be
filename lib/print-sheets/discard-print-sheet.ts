import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { databaseProvider, prisma } from "@/lib/db/client";
import {
  DISCARDABLE_SHEET_STATUSES,
  SHEET_STATUSES_HOLDING_ORDERS,
  type PrintSheetStatus,
} from "@/lib/domain/print-sheet-statuses";
import { DISCARDED_SHEET_FILE_GRACE_DAYS } from "./discarded-sheet-grace";
import type { PrintSheetActionResult } from "./print-sheet-dto";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why a sheet in this status may not be discarded (409), or null when it may. */
function explainNotDiscardable(sheetId: number, status: PrintSheetStatus): string | null {
  if (status === "printing")
    return `Print sheet ${sheetId} is printing: its orders are already being printed, so it cannot be discarded. Mark it done once it is printed.`;
  if (status === "done") return `Print sheet ${sheetId} is done: a printed sheet cannot be discarded.`;
  if (status === "discarded") return `Print sheet ${sheetId} was already discarded.`;
  return null;
}

/**
 * "Discard" (POST /api/admin/print-sheets/{id}/discard): a queued, making, ready or failed sheet becomes
 * `discarded`, with who and when, and its orders are no longer held (those still paid and approved are back in
 * the print queue at once: a new sheet may take them). In one transaction with an order event per released order,
 * under the sheet's row lock on PostgreSQL (SQLite: its one writer), so it cannot cross "Mark these orders
 * printing". A sheet being made loses its claim (claimToken cleared): the run's result is written only while it
 * holds the claim, so it finds the sheet gone, deletes the file it wrote and reports "lost". The PDF of a made
 * sheet stays DISCARDED_SHEET_FILE_GRACE_DAYS, then the remove-unused-designs job deletes it; the row stays.
 * 404 for an unknown sheet; 409 for a printing, done or already discarded one.
 */
export async function discardPrintSheet(
  sheetId: number,
  discardedBy: { actor: string; sessionId: string | null },
  now: Date = new Date(),
): Promise<PrintSheetActionResult> {
  const outcome = await prisma.$transaction(async (tx) => {
    if (databaseProvider === "postgres")
      await tx.$queryRaw`SELECT "id" FROM "PrintSheet" WHERE "id" = ${sheetId} FOR UPDATE`;
    const sheet = await tx.printSheet.findUnique({
      where: { id: sheetId },
      select: { status: true, fileKey: true, orders: { select: { order: { select: { id: true, status: true } } } } },
    });
    if (!sheet) throw notFound("Print sheet not found");
    const refusal = explainNotDiscardable(sheetId, sheet.status as PrintSheetStatus);
    if (refusal) throw conflict(refusal);
    const { count } = await tx.printSheet.updateMany({
      where: { id: sheetId, status: { in: [...DISCARDABLE_SHEET_STATUSES] } },
      data: {
        status: "discarded",
        discardedAt: now,
        discardedBy: discardedBy.actor,
        discardedBySession: discardedBy.sessionId,
        claimToken: null,
      },
    });
    if (count !== 1) throw conflict(`Print sheet ${sheetId} changed meanwhile: open it again.`);
    // A failed sheet held nothing: its orders were back in the queue already.
    const held = (SHEET_STATUSES_HOLDING_ORDERS as readonly string[]).includes(sheet.status);
    const released = held ? sheet.orders.map(({ order }) => order) : [];
    if (released.length > 0)
      await tx.orderEvent.createMany({
        data: released.map((order) => ({
          orderId: order.id,
          type: "note",
          detail: `Taken off print sheet ${sheetId} (discarded)`,
          actor: discardedBy.actor,
          createdAt: now,
        })),
      });
    return { held, released, hadFile: sheet.fileKey !== null };
  });
  const backInQueue = outcome.released.filter((order) => order.status === "paid").length;
  const orders = outcome.held
    ? `${plural(backInQueue, "order is", "orders are")} back in the print queue`
    : "its orders were back in the print queue already";
  const file = outcome.hadFile ? ` Its PDF is deleted in ${DISCARDED_SHEET_FILE_GRACE_DAYS} days.` : "";
  return {
    id: sheetId,
    status: "discarded",
    message: `Print sheet ${sheetId} discarded: ${orders}.${file}`,
  };
}
