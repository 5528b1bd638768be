import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { conflict } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { explainDeletionRefused } from "@/lib/orders/explain-deletion-refused";
import { formatOrderNumber } from "@/lib/domain/format-order-number";

export type BulkAction = "delete" | "archive" | "restore";

export type BulkResult = { message: string; count: number; missingIds: number[] };

const PAST_TENSE: Record<BulkAction, string> = { delete: "deleted", archive: "archived", restore: "restored" };

/** "Successfully archived 3 orders", "Successfully deleted 1 order". */
export function describeBulkResult(action: BulkAction, count: number): string {
  return `Successfully ${PAST_TENSE[action]} ${count} ${count === 1 ? "order" : "orders"}`;
}

/**
 * Orders that never took money (see tookMoney): pending, expired, or cancelled before payment, with no
 * refund and a payment that was never paid. The delete is conditional on it, so an order paid between
 * the check and the delete is not deleted (the counts differ and the check runs again).
 */
const NEVER_PAID = {
  status: { in: ["pending", "expired", "cancelled"] },
  paidAt: null,
  refundedCents: 0,
  refunds: { none: {} },
  OR: [{ paymentId: null }, { payment: { status: { not: "paid" }, paidAt: null, refundedCents: 0 } }],
};

/** Which orders each action applies to: delete takes any order, archive active ones, restore archived ones. */
function eligibleWhere(action: BulkAction, ids: number[]) {
  if (action === "archive") return { id: { in: ids }, archived: false };
  if (action === "restore") return { id: { in: ids }, archived: true };
  return { id: { in: ids } };
}

/**
 * Refuses a deletion that contains an order for which money was taken: the whole batch, with 409 and
 * the reason naming those orders, so nothing is deleted (their payments, refunds and history stay).
 */
async function refusePaidDeletion(tx: TransactionClient, ids: number[]): Promise<void> {
  const rows = await tx.order.findMany({
    where: { id: { in: ids } },
    orderBy: { id: "asc" },
    select: {
      id: true,
      createdAt: true,
      status: true,
      paidAt: true,
      archived: true,
      refundedCents: true,
      _count: { select: { refunds: true } },
      payment: { select: { status: true, paidAt: true, refundedCents: true } },
    },
  });
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  const reason = explainDeletionRefused(
    rows.map((row) => ({
      orderNumber: formatOrderNumber(row.id, row.createdAt, timeZone),
      status: row.status,
      paidAt: row.paidAt,
      archived: row.archived,
      refundedCents: row.refundedCents,
      refundCount: row._count.refunds,
      payment: row.payment,
    })),
  );
  if (reason) throw conflict(reason);
}

async function applyAction(tx: TransactionClient, action: BulkAction, ids: number[], now: Date): Promise<number> {
  const where = eligibleWhere(action, ids);
  if (action === "delete") return (await tx.order.deleteMany({ where: { ...where, ...NEVER_PAID } })).count;
  const data = action === "archive" ? { archived: true, archivedAt: now } : { archived: false, archivedAt: null };
  return (await tx.order.updateMany({ where, data })).count;
}

/** Thrown inside the transaction when another request changed the same orders meanwhile: roll back, try again. */
class ConcurrentChange extends Error {}

const MAX_ATTEMPTS = 3;

/**
 * Deletes, archives or restores the given orders in one transaction. A deletion that contains an order
 * for which money was taken is refused as a whole (409, see refusePaidDeletion). Ids that do not exist (or are
 * already archived / not archived) are reported in missingIds and not counted. The eligible rows are
 * read and then written with the same condition; if a concurrent request changed some of them in
 * between, the counts differ, the transaction rolls back and runs again, so count and missingIds
 * always describe exactly what this call did.
 */
export async function runBulkOrderAction(action: BulkAction, orderIds: number[]): Promise<BulkResult> {
  if (orderIds.length === 0) return { message: "No orders selected", count: 0, missingIds: [] };
  for (let attempt = 1; ; attempt++) {
    try {
      const { count, eligible } = await prisma.$transaction(async (tx) => {
        if (action === "delete") await refusePaidDeletion(tx, orderIds);
        const rows = await tx.order.findMany({ where: eligibleWhere(action, orderIds), select: { id: true } });
        const eligibleIds = rows.map((row) => row.id);
        const changed = eligibleIds.length === 0 ? 0 : await applyAction(tx, action, eligibleIds, new Date());
        if (changed !== eligibleIds.length) throw new ConcurrentChange();
        return { count: changed, eligible: new Set(eligibleIds) };
      });
      return {
        message: describeBulkResult(action, count),
        count,
        missingIds: orderIds.filter((id) => !eligible.has(id)),
      };
    } catch (error) {
      if (!(error instanceof ConcurrentChange) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
