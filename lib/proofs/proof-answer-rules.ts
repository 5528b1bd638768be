// When the customer may answer a proof version from the order page, and what they are told when
// they may not. Nothing is answered for an order that is not waiting to be printed, and only the
// newest version, while it is still unanswered, can be approved or sent back with changes.

export const PROOF_ANSWER_MESSAGES = {
  notFound: "Proof not found",
  notPaid: "This order has not been paid, so its proof cannot be answered yet.",
  printing: "Printing has started already, so the proof can no longer be changed.",
  closed: "This order is closed, so its proof can no longer be answered.",
  approved: "This proof was already approved.",
  answered: "This proof was already answered.",
  superseded: "A newer proof was sent. Please answer that one.",
} as const;

const ORDER_REFUSALS: Record<string, string> = {
  pending: PROOF_ANSWER_MESSAGES.notPaid,
  expired: PROOF_ANSWER_MESSAGES.notPaid,
  processing: PROOF_ANSWER_MESSAGES.printing,
  shipped: PROOF_ANSWER_MESSAGES.printing,
  delivered: PROOF_ANSWER_MESSAGES.printing,
  cancelled: PROOF_ANSWER_MESSAGES.closed,
};

export type ProofAnswerCheck = {
  orderStatus: string;
  proofStatus: string;
  /** No version of the order is newer than this one. */
  isLatest: boolean;
};

/** Why this proof version cannot be answered now (the 409's message), or null when it can. */
export function explainProofUnanswerable({ orderStatus, proofStatus, isLatest }: ProofAnswerCheck): string | null {
  if (orderStatus !== "paid") return ORDER_REFUSALS[orderStatus] ?? PROOF_ANSWER_MESSAGES.closed;
  if (!isLatest || proofStatus === "superseded") return PROOF_ANSWER_MESSAGES.superseded;
  if (proofStatus === "approved") return PROOF_ANSWER_MESSAGES.approved;
  if (proofStatus !== "sent") return PROOF_ANSWER_MESSAGES.answered;
  return null;
}

/** Whether the order page offers "Approve" and "Request changes": the newest version is unanswered and the order is paid. */
export function canAnswerLatestProof(orderStatus: string, latest: { status: string } | undefined): boolean {
  return (
    latest !== undefined &&
    explainProofUnanswerable({ orderStatus, proofStatus: latest.status, isLatest: true }) === null
  );
}
