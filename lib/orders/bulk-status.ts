import "server-only";
import { conflict } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { joinNumbers } from "@/lib/email/order-emails";
import { getServerEnv } from "@/lib/env";
import { explainPrintingBlocked } from "@/lib/domain/proof-state";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { sendQueuedEmail } from "@/lib/email/queue-email";
import { orderDtoInclude } from "@/lib/domain/order-dto";
import type { CustomerNoticeStatus } from "@/lib/validation/admin-orders";
import { queueStatusEmails } from "./queue-status-emails";
import { applyStatusChange, ConcurrentStatusChange } from "./update-order-status";

export type BulkStatusResult = {
  message: string;
  /** Orders moved to the status. */
  count: number;
  /** Orders already in the status: left alone (no event, no e-mail). */
  unchangedIds: number[];
  /** Ids of no active order (unknown, deleted or archived). */
  missingIds: number[];
  /**
   * Customer e-mails queued (and sent after the commit): one per checkout, listing its orders of the batch;
   * an order e-mailed about this status before is in none.
   */
  emails: number;
};

const MAX_ATTEMPTS = 3;

/**
 * A batch with an order whose proof is not approved is refused as a whole (409 naming those orders),
 * so the operator never ends up with half a batch printing.
 */
function refuseBlockedOrders(
  orders: Array<{ id: number; createdAt: Date; status: string; proofState: string }>,
  status: string,
) {
  const blocked = orders.filter((order) => explainPrintingBlocked(order, status) !== null);
  if (blocked.length === 0) return;
  const numbers = blocked.map((order) => formatOrderNumber(order.id, order.createdAt, getServerEnv().SHOP_TIME_ZONE));
  const several = blocked.length > 1;
  throw conflict(
    `Nothing was changed: ${several ? "orders" : "order"} ${joinNumbers(numbers)} cannot be marked ${status} before the customer approves a proof.`,
  );
}

/** "Marked 3 orders as shipped; 3 customer e-mails sent", "Marked 1 order as processing". */
export function describeBulkStatus(status: CustomerNoticeStatus, count: number, emails: number): string {
  const orders = `${count} ${count === 1 ? "order" : "orders"}`;
  const mails = emails > 0 ? `; ${emails} customer ${emails === 1 ? "e-mail" : "e-mails"} sent` : "";
  return `Marked ${orders} as ${status}${mails}`;
}

/**
 * Marks the given active orders processing or shipped in one transaction: each changed order gets its
 * OrderEvent there, and each checkout among them one customer e-mail listing its changed orders
 * (queueStatusEmails); the e-mails go out after the commit. Orders in
 * that status already are reported in unchangedIds; unknown or archived ids in missingIds. A
 * concurrent status change of one of them rolls the whole batch back and runs it again. A batch holding
 * an order whose proof is not approved yet changes nothing (409 naming it).
 */
export async function runBulkStatusChange(orderIds: number[], status: CustomerNoticeStatus): Promise<BulkStatusResult> {
  if (orderIds.length === 0)
    return { message: "No orders selected", count: 0, unchangedIds: [], missingIds: [], emails: 0 };
  for (let attempt = 1; ; attempt++) {
    try {
      const { changedIds, unchangedIds, foundIds, emailKeys } = await prisma.$transaction(
        async (tx) => {
          const orders = await tx.order.findMany({
            where: { id: { in: orderIds }, archived: false },
            include: orderDtoInclude,
            orderBy: { id: "asc" },
          });
          refuseBlockedOrders(orders, status);
          const changed: number[] = [];
          const unchanged: number[] = [];
          const notify = [];
          for (const order of orders) {
            const change = await applyStatusChange(tx, order, status, null);
            (change.changed ? changed : unchanged).push(order.id);
            if (change.notify) notify.push(change.notify);
          }
          // One e-mail per checkout, listing its orders of this batch.
          const keys = await queueStatusEmails(tx, notify, status);
          return {
            changedIds: changed,
            unchangedIds: unchanged,
            foundIds: new Set(orders.map((order) => order.id)),
            emailKeys: keys,
          };
        },
        { timeout: 30_000 },
      );
      // One after another: a failed send stays queued for the sweep and never fails the request.
      for (const key of emailKeys) await sendQueuedEmail(key);
      const emails = emailKeys.length;
      return {
        message: describeBulkStatus(status, changedIds.length, emails),
        count: changedIds.length,
        unchangedIds: orderIds.filter((id) => unchangedIds.includes(id)),
        missingIds: orderIds.filter((id) => !foundIds.has(id)),
        emails,
      };
    } catch (error) {
      if (!(error instanceof ConcurrentStatusChange) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
