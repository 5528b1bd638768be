// Browser-safe: the order detail shows the same reason beside its disabled "Download print file".

/**
 * Statuses whose stickers may be printed: paid, and everything a paid order moves on to but cancelled
 * (a shipped or delivered order may need a reprint; a cancelled one is refunded or closed, and pending
 * and expired ones were never paid).
 */
export const PRINTABLE_STATUSES: ReadonlySet<string> = new Set(["paid", "processing", "shipped", "delivered"]);

const STATUS_REASONS: Record<string, string> = {
  pending: "The order is not paid yet: a print file is made only for a paid order.",
  expired: "The order expired unpaid: a print file is made only for a paid order.",
  cancelled: "The order was cancelled: its stickers are not to be printed.",
};

const PROOF_REASONS: Record<string, string> = {
  none: "No proof has been sent yet: a print file is made only once the customer approves a proof.",
  sent: "The customer has not approved the proof yet: a print file is made only once they do.",
  changes_requested: "The customer asked for changes to the proof: send a new proof and wait for its approval.",
};

/**
 * Why no print file may be made for an order yet (GET /api/admin/orders/{id}/print-file answers 409 with
 * it), or null when one may: the order is paid onward (PRINTABLE_STATUSES) and its proof approved (by the
 * customer, or by the shop's automatic approval, which sets the same state).
 */
export function explainPrintFileBlocked(order: { status: string; proofState: string }): string | null {
  if (!PRINTABLE_STATUSES.has(order.status))
    return STATUS_REASONS[order.status] ?? `An order in status "${order.status}" is not printed.`;
  if (order.proofState !== "approved")
    return PROOF_REASONS[order.proofState] ?? "The proof is not approved: a print file is made only once it is.";
  return null;
}
