import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { queueEmail, type QueueEmailInput } from "./queue-email";

/** One order an e-mail about several covers, with the key its own e-mail of that event would have had. */
export type CoveredOrder = { eventKey: string; orderId: number };

/**
 * Queues one e-mail about several orders of one checkout (paymentId set, orderId left empty) within the
 * caller's transaction, and records each order it covers (EmailMessageOrder): the e-mail shows on each
 * order's detail, and each order's event key is taken, so neither a retry nor a later single change e-mails
 * that event again. Resolves true when queued, false when the key was queued before (nothing changed then).
 */
export async function queueCheckoutEmail(
  tx: TransactionClient,
  email: QueueEmailInput & { paymentId: string },
  covered: CoveredOrder[],
): Promise<boolean> {
  if (!(await queueEmail(tx, { ...email, orderId: null }))) return false;
  const { id } = await tx.emailMessage.findUniqueOrThrow({
    where: { dedupeKey: email.dedupeKey },
    select: { id: true },
  });
  // A key taken meanwhile violates the primary key and fails the caller's whole transaction.
  await tx.emailMessageOrder.createMany({
    data: covered.map((order) => ({ eventKey: order.eventKey, emailId: id, orderId: order.orderId })),
  });
  return true;
}
