// The proof's state is a field of its own beside the spec's order statuses (Order.proofState).
// Nothing is printed before the customer approves a proof (or the shop approves them automatically).

export const PROOF_STATES = ["none", "sent", "approved", "changes_requested"] as const;
export type ProofState = (typeof PROOF_STATES)[number];

/** A proof version's own status (Proof.status); a newer version supersedes an unanswered one. */
export const PROOF_VERSION_STATUSES = ["sent", "approved", "changes_requested", "superseded"] as const;
export type ProofVersionStatus = (typeof PROOF_VERSION_STATUSES)[number];

/** How a proof version was made (Proof.source). */
export const PROOF_SOURCES = ["upload", "cut_preview", "reorder"] as const;
export type ProofSource = (typeof PROOF_SOURCES)[number];

/** Words for operators and customers (admin list and detail, CSV, order page). */
export const PROOF_STATE_LABELS: Record<ProofState, string> = {
  none: "No proof yet",
  sent: "Proof sent",
  approved: "Approved",
  changes_requested: "Changes requested",
};

export function isProofState(value: string): value is ProofState {
  return (PROOF_STATES as readonly string[]).includes(value);
}

/** A proof id from a URL path (a positive 32-bit integer), or null for anything else. */
export function parseProofId(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** OrderEvent.type of every proof event (detail: "Proof 2 sent", "Proof 1 approved", …). */
export const PROOF_EVENT_TYPE = "proof";

/** Statuses that mean the stickers are (being) printed or gone. */
const PRINTED_STATUSES = new Set(["processing", "shipped", "delivered"]);

/** Statuses in which printing is not ahead: the order was cancelled (refunded or not) or expired unpaid. */
const CLOSED_STATUSES: ReadonlySet<string> = new Set(["cancelled", "expired"]);

/**
 * Why a paid order waits before printing (shown beside its proof state), or null when it does not wait:
 * approved, already printing or further, or closed (cancelled, refunded or expired), where "printing
 * starts only after…" would promise a printing that is not coming.
 */
export function explainPrintingWait(order: { status: string; proofState: string }): string | null {
  if (CLOSED_STATUSES.has(order.status)) return null;
  return explainPrintingBlocked(order, "processing");
}

/**
 * Why an order may not move to `status` yet, or null when it may. Printing (and what follows it)
 * starts only after the proof is approved; an order already printing or shipped moves freely.
 */
export function explainPrintingBlocked(order: { status: string; proofState: string }, status: string): string | null {
  if (!PRINTED_STATUSES.has(status) || PRINTED_STATUSES.has(order.status)) return null;
  if (order.proofState === "approved") return null;
  const waiting =
    order.proofState === "sent"
      ? "the customer has not approved the proof yet"
      : order.proofState === "changes_requested"
        ? "the customer asked for changes: send a new proof"
        : "no proof has been sent yet";
  return `Printing starts only after the customer approves a proof (${waiting}).`;
}

/** Proof states of an order that still needs a proof from the shop: none yet, or changes asked for. */
export const AWAITING_PROOF_STATES = ["none", "changes_requested"] as const satisfies readonly ProofState[];

/**
 * Whether a proof can be held for this other order of the checkout (#34): it is paid, not archived and
 * still needs a proof, so a next proof of the checkout will come and carry the held one's e-mail.
 */
export function isAwaitingProof(order: { status: string; archived: boolean; proofState: string }): boolean {
  return (
    order.status === "paid" &&
    !order.archived &&
    (AWAITING_PROOF_STATES as readonly string[]).includes(order.proofState)
  );
}
