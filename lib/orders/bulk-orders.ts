import "server-only";
import type { TransactionClient } from "@/lib/checkout/apply-paid-payment";
import { prisma } from "@/lib/db/client";

export type BulkAction = "delete" | "archive" | "restore";

export type BulkResult = { message: string; count: number; missingIds: number[] };

const PAST_TENSE: Record<BulkAction, string> = { delete: "deleted", archive: "archived", restore: "restored" };

/** "Successfully archived 3 orders", "Successfully deleted 1 order". */
export function describeBulkResult(action: BulkAction, count: number): string {
  return `Successfully ${PAST_TENSE[action]} ${count} ${count === 1 ? "order" : "orders"}`;
}

/** Which orders each action applies to: delete takes any order, archive active ones, restore archived ones. */
function eligibleWhere(action: BulkAction, ids: number[]) {
  if (action === "archive") return { id: { in: ids }, archived: false };
  if (action === "restore") return { id: { in: ids }, archived: true };
  return { id: { in: ids } };
}

async function applyAction(tx: TransactionClient, action: BulkAction, ids: number[], now: Date): Promise<number> {
  const where = eligibleWhere(action, ids);
  if (action === "delete") return (await tx.order.deleteMany({ where })).count;
  const data = action === "archive" ? { archived: true, archivedAt: now } : { archived: false, archivedAt: null };
  return (await tx.order.updateMany({ where, data })).count;
}

/** Thrown inside the transaction when another request changed the same orders meanwhile: roll back, try again. */
class ConcurrentChange extends Error {}

const MAX_ATTEMPTS = 3;

/**
 * Deletes, archives or restores the given orders in one transaction. Ids that do not exist (or are
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
