import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { databaseProvider, prisma } from "@/lib/db/client";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { orderDtoInclude } from "@/lib/domain/order-dto";
import { sendQueuedEmail } from "@/lib/email/queue-email";
import { getServerEnv } from "@/lib/env";
import { describeBulkStatus } from "@/lib/orders/bulk-status";
import { explainPrintFileBlocked } from "@/lib/print/explain-print-file-blocked";
import type { MarkPrintingResult } from "./print-sheet-dto";
import { queueStatusEmails } from "@/lib/orders/queue-status-emails";
import { applyStatusChange, ConcurrentStatusChange } from "@/lib/orders/update-order-status";

const MAX_ATTEMPTS = 3;

/** Why a sheet's orders may not be marked printing (409), or null: only a ready or printing sheet's may. */
function explainNotMarkable(status: string): string | null {
  if (status === "ready" || status === "printing") return null;
  if (status === "discarded") return "The print sheet was discarded: its orders went back to the queue.";
  if (status === "done") return "The print sheet is done: its orders were printed.";
  if (status === "failed") return "The print sheet could not be made: make a new one.";
  return "The print sheet is not made yet: mark its orders printing once it is ready.";
}

/**
 * "Mark these orders printing": the sheet's orders that are still `paid` move to processing through the
 * status control's own change (applyStatusChange: the proof gate, the order event), and each checkout
 * among them gets one customer e-mail listing its orders moved (queueStatusEmails, queued in the
 * transaction and sent after it); orders no longer paid (cancelled, refunded, or moved on
 * meanwhile) are skipped and reported. The sheet becomes `printing` in the same transaction once an order moved
 * (a ready sheet none of whose orders is paid stays ready: discard it). 409 unless the sheet is ready or printing.
 * Marking again changes nothing more.
 */
export async function markSheetOrdersPrinting(sheetId: number): Promise<MarkPrintingResult> {
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await prisma.$transaction(
        async (tx) => {
          // The sheet's row first (PostgreSQL: FOR UPDATE; SQLite: its one writer): a discard cannot cross this.
          if (databaseProvider === "postgres")
            await tx.$queryRaw`SELECT "id" FROM "PrintSheet" WHERE "id" = ${sheetId} FOR UPDATE`;
          const sheet = await tx.printSheet.findUnique({
            where: { id: sheetId },
            select: { status: true, orders: { select: { orderId: true } } },
          });
          if (!sheet) throw notFound("Print sheet not found");
          const refusal = explainNotMarkable(sheet.status);
          if (refusal) throw conflict(refusal);
          const ids = sheet.orders.map((row) => row.orderId).sort((a, b) => a - b);
          if (databaseProvider === "postgres")
            await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ANY(${ids}::int[]) ORDER BY "id" FOR UPDATE`;
          const orders = await tx.order.findMany({
            where: { id: { in: ids } },
            include: orderDtoInclude,
            orderBy: { id: "asc" },
          });
          const moved: number[] = [];
          const skipped: MarkPrintingResult["skipped"] = [];
          const notify = [];
          for (const order of orders) {
            // Not paid any more (cancelled, refunded, moved on), or its proof no longer approved: left alone.
            if (order.status !== "paid" || explainPrintFileBlocked(order) !== null) {
              skipped.push({
                id: order.id,
                orderNumber: formatOrderNumber(order.id, order.createdAt, timeZone),
                status: order.status,
              });
              continue;
            }
            const change = await applyStatusChange(tx, order, "processing", null);
            if (change.changed) moved.push(order.id);
            if (change.notify) notify.push(change.notify);
          }
          // One "Printing has begun" per checkout, listing its orders on this sheet.
          const emailKeys = await queueStatusEmails(tx, notify, "processing");
          // Printing now, in this transaction: the sheet's life goes on from ready to printing (then done).
          if (moved.length > 0)
            await tx.printSheet.update({
              where: { id: sheetId },
              data: { status: "printing", markedPrintingAt: new Date() },
            });
          return { moved, skipped, emailKeys };
        },
        { timeout: 30_000 },
      );
      // One after another: a failed send stays queued for the sweep and never fails the request.
      for (const key of outcome.emailKeys) await sendQueuedEmail(key);
      const skippedText =
        outcome.skipped.length > 0
          ? `; skipped ${outcome.skipped.map((order) => `${order.orderNumber} (${order.status})`).join(", ")}: no longer paid`
          : "";
      return {
        message: `${describeBulkStatus("processing", outcome.moved.length, outcome.emailKeys.length)}${skippedText}`,
        movedIds: outcome.moved,
        skipped: outcome.skipped,
        emails: outcome.emailKeys.length,
      };
    } catch (error) {
      if (!(error instanceof ConcurrentStatusChange) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
