import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";

/**
 * Of these per-order event keys ("order-processing:<orderId>", "proof-ready:<proofId>"), those e-mailed
 * about already: alone (an EmailMessage under that key) or with other orders of the checkout (an
 * EmailMessageOrder under it). Read inside the transaction that changed the orders, after their rows were
 * written, so a concurrent change of the same order waits for it or runs again.
 */
export async function findEmailedEventKeys(tx: TransactionClient, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [alone, grouped] = await Promise.all([
    tx.emailMessage.findMany({ where: { dedupeKey: { in: keys } }, select: { dedupeKey: true } }),
    tx.emailMessageOrder.findMany({ where: { eventKey: { in: keys } }, select: { eventKey: true } }),
  ]);
  return new Set([...alone.map((row) => row.dedupeKey), ...grouped.map((row) => row.eventKey)]);
}
