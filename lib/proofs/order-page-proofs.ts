import { canAnswerLatestProof } from "./proof-answer-rules";
import {
  isProofState,
  PROOF_EVENT_TYPE,
  PROOF_STATE_LABELS,
  type ProofState,
  type ProofVersionStatus,
} from "@/lib/domain/proof-state";

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
  /** The customer's own comment (a change request); never the shop's internal approval note. */
  customerComment: string | null;
  /** Approved by the shop for the customer ("Approve for the customer"): shown as SHOP_APPROVAL_LABEL. */
  approvedByShop: boolean;
  /** The design the customer uploaded with their change request, if any. */
  replacementDesignName: string | null;
  /** GET /orders/{token}/proofs/{proofId}/image: the proof image, authorised by the page's token. */
  imageUrl: string;
  /** The shop drew it (a cut preview): a square's or circle's shows the dashed safe line (#34). */
  cutPreview: boolean;
};

export type ProofRow = {
  id: number;
  version: number;
  status: string;
  createdAt: Date;
  respondedAt: Date | null;
  customerComment: string | null;
  replacementDesign?: { originalName: string } | null;
  /** Proof.source: "cut_preview" or "upload". */
  source?: string;
};

export function buildProofImageUrl(token: string, proofId: number): string {
  return `/orders/${token}/proofs/${proofId}/image`;
}

/** Where the order page's answers go: {base}/{proofId}/approve and {base}/{proofId}/request-changes. */
export function buildProofApiBase(token: string): string {
  return `/api/order-page/${token}/proofs`;
}

const asVersionStatus = (status: string) => status as ProofVersionStatus;

/** What the customer sees of an approval the shop recorded for them (the operator's note stays internal). */
export const SHOP_APPROVAL_LABEL = "Approved by the shop";

/**
 * A version the shop approved for the customer: the customer's own approval carries no comment, so an
 * approved version with one holds the operator's note ("Approved by the shop: …", approve-for-customer.ts).
 */
function isShopApproval(proof: ProofRow): boolean {
  return proof.status === "approved" && proof.customerComment !== null;
}

/** A proof version's state as the customer reads it. */
export const PROOF_VERSION_LABELS: Record<ProofVersionStatus, string> = {
  sent: "Waiting for your approval",
  approved: "Approved",
  changes_requested: "Changes requested",
  superseded: "Replaced by a newer proof",
};

/**
 * The order page's one-line proof state: "Proof sent · proof 1: Waiting for your approval". An order the
 * shop approved for the customer says so: either the newest proof carries the shop's approval, or the
 * order was approved while that proof was not (its changes requested, say: approve-for-customer.ts
 * approves the order without a proof then), which "Approved · proof 1: Changes requested" would misstate.
 */
export function describeProofStateLine(proofState: ProofState, current: OrderPageProof | undefined): string {
  if (proofState === "approved" && current && (current.approvedByShop || current.status !== "approved"))
    return current.approvedByShop
      ? `${SHOP_APPROVAL_LABEL} on your behalf · proof ${current.version}`
      : `${SHOP_APPROVAL_LABEL} on your behalf`;
  const label = PROOF_STATE_LABELS[proofState];
  return current ? `${label} · proof ${current.version}: ${PROOF_VERSION_LABELS[current.status]}` : label;
}

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
      customerComment: isShopApproval(proof) ? null : proof.customerComment,
      approvedByShop: isShopApproval(proof),
      replacementDesignName: proof.replacementDesign?.originalName ?? null,
      imageUrl: buildProofImageUrl(token, proof.id),
      cutPreview: proof.source === "cut_preview",
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

/**
 * The detail the customer's timeline shows for a proof event: the shop's approval for the customer is
 * only "Approved by the shop" (its detail holds the operator's note); the others are the customer's own
 * words or the shop's plain statements ("Proof 2 sent").
 */
export function describeProofEventForCustomer(event: {
  toStatus: string | null;
  actor?: string | null;
  detail: string | null;
}): string | null {
  if (event.toStatus === "approved" && event.actor === "admin") return SHOP_APPROVAL_LABEL;
  return event.detail;
}

/** The timeline kind of an OrderEvent, when it is a proof event the customer sees. */
export function toProofTimelineKind(event: { type: string; toStatus: string | null }): ProofTimelineKind | null {
  if (event.type !== PROOF_EVENT_TYPE || !event.toStatus) return null;
  return KIND_BY_STATE[event.toStatus] ?? null;
}
