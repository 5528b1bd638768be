import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";

type OrderWhere = NonNullable<Parameters<TransactionClient["order"]["updateMany"]>[0]>["where"];

/**
 * The first write of every proof transaction (sending a version, the customer's answer, approving for
 * the customer): a no-op update of the order's row while it is still paid, which takes the row's lock
 * on PostgreSQL (SQLite runs one write transaction at a time). Taking this lock before any Proof row
 * keeps concurrent proof writes queued in one order instead of deadlocking. True when the order is
 * paid (and matches `where`), so the caller holds the lock.
 */
export async function lockPaidOrder(tx: TransactionClient, orderId: number, where: OrderWhere = {}): Promise<boolean> {
  const { count } = await tx.order.updateMany({
    where: { ...where, id: orderId, status: "paid" },
    data: { updatedAt: new Date() },
  });
  return count === 1;
}
