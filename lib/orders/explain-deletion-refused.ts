import { joinNumbers } from "@/lib/email/order-emails";

// No operator action removes a payment, a refund or an order's history (decisions, 2026-11-24). An
// order for which money was taken (or a free order the customer was told is confirmed) keeps its row,
// so its payment, refunds and events keep pointing at it: it can be archived, never deleted.

/** Statuses that mean the order was paid and the money is still held (or the goods are on their way). */
const PAID_STATUSES: ReadonlySet<string> = new Set(["paid", "processing", "shipped", "delivered"]);

/** What the deletion check reads of one order and its payment. */
export type DeletionCandidate = {
  orderNumber: string;
  status: string;
  paidAt: Date | null;
  archived: boolean;
  refundedCents: number;
  /** Refund rows (PaymentRefund) that name this order. */
  refundCount: number;
  payment: { status: string; paidAt: Date | null; refundedCents: number } | null;
};

/**
 * Whether money was taken for the order: paid or later, or cancelled after its payment succeeded
 * (refunded or not), or anything its payment's records say was paid or refunded. Pending, expired
 * and cancelled-before-payment orders took none.
 */
export function tookMoney(order: DeletionCandidate): boolean {
  if (PAID_STATUSES.has(order.status) || order.paidAt !== null) return true;
  if (order.refundedCents > 0 || order.refundCount > 0) return true;
  const { payment } = order;
  return payment !== null && (payment.status === "paid" || payment.paidAt !== null || payment.refundedCents > 0);
}

/** How many order numbers the refusal names before "and N more". */
const MAX_NAMED = 5;

function nameOrders(numbers: string[]): string {
  if (numbers.length <= MAX_NAMED) return joinNumbers(numbers);
  return `${numbers.slice(0, MAX_NAMED).join(", ")} and ${numbers.length - MAX_NAMED} more`;
}

/**
 * Why a deletion is refused, naming the orders that took money and what to do instead, or null when
 * none did. "Orders #42-112526 and #43-112526 were paid, so they cannot be deleted. Archive them
 * instead, or use Cancel and refund to give the money back."
 */
export function explainDeletionRefused(orders: readonly DeletionCandidate[]): string | null {
  const refused = orders.filter(tookMoney);
  if (refused.length === 0) return null;
  const one = refused.length === 1;
  const list = nameOrders(refused.map((order) => order.orderNumber));
  const opening = `${one ? "Order" : "Orders"} ${list} ${one ? "was" : "were"} paid, so ${one ? "it" : "they"} cannot be deleted.`;
  // Cancel and refund is offered while some money is still held (nothing refunded yet).
  const refundable = refused.some((order) => order.status !== "expired" && order.refundedCents === 0);
  if (refused.every((order) => order.archived))
    return `${opening} ${one ? "It stays" : "They stay"} in the archive with ${one ? "its" : "their"} payment records.${
      refundable ? " Use Cancel and refund on the order to give the money back." : ""
    }`;
  return `${opening} Archive ${one ? "it" : "them"} instead${refundable ? ", or use Cancel and refund to give the money back" : ""}.`;
}
