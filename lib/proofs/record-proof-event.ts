import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { PROOF_EVENT_TYPE, type ProofState } from "@/lib/domain/proof-state";

export type ProofEventInput = {
  orderId: number;
  /** The order's proof state before and after (OrderEvent.fromStatus/toStatus hold proof states for this type). */
  from: ProofState;
  to: ProofState;
  /** One line for people: "Proof 2 sent", "Proof 1 approved", "Changes requested on proof 1: …". */
  detail: string;
  actor: "admin" | "customer" | "system";
};

/** Every change of an order's proof state writes one OrderEvent of type "proof" (admin history, order page timeline). */
export async function recordProofEvent(tx: TransactionClient, event: ProofEventInput): Promise<void> {
  await tx.orderEvent.create({
    data: {
      orderId: event.orderId,
      type: PROOF_EVENT_TYPE,
      fromStatus: event.from,
      toStatus: event.to,
      detail: event.detail,
      actor: event.actor,
    },
  });
}
