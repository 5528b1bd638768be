import { canAnswerLatestProof } from "./proof-answer-rules";
import { isProofState, PROOF_EVENT_TYPE, type ProofState, type ProofVersionStatus } from "./proof-state";

// The proofs of one order as the customer's order page (/orders/{token}) shows them: every version,
// newest first, each with its image served under the page's own token, and the proof entries of the
// order's timeline. Pure: get-order-page.ts reads the rows.

/** One proof version on the order page. */
export type OrderPageProof = {
  id: number;
  version: number;
  status: ProofVersionStatus;
  createdAt: string;
  respondedAt: string | null;
  customerComment: string | null;
  /** The design the customer uploaded with their change request, if any. */
  replacementDesignName: string | null;
  /** GET /orders/{token}/proofs/{proofId}/image: the proof image, authorised by the page's token. */
  imageUrl: string;
};

export type ProofRow = {
  id: number;
  version: number;
  status: string;
  createdAt: Date;
  respondedAt: Date | null;
  customerComment: string | null;
  replacementDesign?: { originalName: string } | null;
};

export function buildProofImageUrl(token: string, proofId: number): string {
  return `/orders/${token}/proofs/${proofId}/image`;
}

/** Where the order page's answers go: {base}/{proofId}/approve and {base}/{proofId}/request-changes. */
export function buildProofApiBase(token: string): string {
  return `/api/order-page/${token}/proofs`;
}

const asVersionStatus = (status: string) => status as ProofVersionStatus;

/** Every version, newest first. */
export function toOrderPageProofs(token: string, proofs: ProofRow[]): OrderPageProof[] {
  return [...proofs]
    .sort((a, b) => b.version - a.version)
    .map((proof) => ({
      id: proof.id,
      version: proof.version,
      status: asVersionStatus(proof.status),
      createdAt: proof.createdAt.toISOString(),
      respondedAt: proof.respondedAt?.toISOString() ?? null,
      customerComment: proof.customerComment,
      replacementDesignName: proof.replacementDesign?.originalName ?? null,
      imageUrl: buildProofImageUrl(token, proof.id),
    }));
}

/** The item fields of the order page about proofs. */
export function describeOrderProofs(
  token: string,
  order: { status: string; proofState: string; proofs: ProofRow[] },
): { proofState: ProofState; proofs: OrderPageProof[]; canAnswerProof: boolean } {
  const proofs = toOrderPageProofs(token, order.proofs);
  return {
    proofState: isProofState(order.proofState) ? order.proofState : "none",
    proofs,
    canAnswerProof: canAnswerLatestProof(order.status, proofs[0]),
  };
}

export const PROOF_TIMELINE_LABELS = {
  proof_sent: "Proof sent",
  proof_changes_requested: "Changes requested",
  proof_approved: "Proof approved",
} as const;

export type ProofTimelineKind = keyof typeof PROOF_TIMELINE_LABELS;

const KIND_BY_STATE: Partial<Record<string, ProofTimelineKind>> = {
  sent: "proof_sent",
  changes_requested: "proof_changes_requested",
  approved: "proof_approved",
};

/** The timeline kind of an OrderEvent, when it is a proof event the customer sees. */
export function toProofTimelineKind(event: { type: string; toStatus: string | null }): ProofTimelineKind | null {
  if (event.type !== PROOF_EVENT_TYPE || !event.toStatus) return null;
  return KIND_BY_STATE[event.toStatus] ?? null;
}
