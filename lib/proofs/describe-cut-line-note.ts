import type { ProofState } from "@/lib/domain/proof-state";

/** The newest proof of an order, as far as the note needs it. */
type LatestProof = { status: string; customerComment: string | null };

/**
 * The operator's note under a die-cut order's cut line, by where its proof stands: before any approval
 * it is the line from the customer's order that the proof shows (or will show); once approved it is
 * frozen, as the customer approved it, or as the shop approved it for them (approve-for-customer.ts:
 * with no proof approved, or a proof approved with the shop's note as its answer).
 */
export function describeCutLineNote(proofState: ProofState, latest: LatestProof | undefined, size: string): string {
  switch (proofState) {
    case "none":
      return `The cut line from the customer's order (${size}): the one the proof will show.`;
    case "sent":
      return `The cut line from the customer's order (${size}), as the proof waiting for the customer shows it.`;
    case "changes_requested":
      return `The cut line from the customer's order (${size}); the customer asked for changes to the proof.`;
    case "approved": {
      const byCustomer = latest?.status === "approved" && latest.customerComment === null;
      return byCustomer
        ? `The cut line frozen on the order (${size}), as the customer approved it.`
        : `The cut line frozen on the order (${size}), as the shop approved it for the customer.`;
    }
  }
}
