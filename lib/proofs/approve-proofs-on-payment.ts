import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { getShopSettings } from "@/lib/settings/shop-settings";
import { recordProofEvent } from "./record-proof-event";

export const AUTO_APPROVED_DETAIL = "Approved automatically (shop setting)";

/**
 * With the shop setting "Approve proofs automatically" on, the payment's orders that still wait for
 * their first proof (proofState "none") become "approved", each with a proof event, so they may go
 * straight to printing. Runs in the payment's transaction, so the approval commits with the payment
 * or not at all. Orders already past "none" (an approval carried over by a reorder, say) are left
 * alone. Off (the default): nothing changes and the orders wait for a proof.
 * @returns the ids of the orders approved here.
 */
export async function approveProofsOnPayment(tx: TransactionClient, paymentId: string): Promise<number[]> {
  // Read with the transaction's own connection: the setting as it stands when the payment commits.
  const { autoApproveProofs } = await getShopSettings(tx);
  if (!autoApproveProofs) return [];
  const waiting = await tx.order.findMany({
    where: { paymentId, status: "paid", proofState: "none" },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  const approved: number[] = [];
  for (const { id } of waiting) {
    // Conditional, so an order whose proof state changed meanwhile is not approved over it.
    const { count } = await tx.order.updateMany({
      where: { id, proofState: "none" },
      data: { proofState: "approved" },
    });
    if (count === 0) continue;
    await recordProofEvent(tx, {
      orderId: id,
      from: "none",
      to: "approved",
      detail: AUTO_APPROVED_DETAIL,
      actor: "system",
    });
    approved.push(id);
  }
  return approved;
}
