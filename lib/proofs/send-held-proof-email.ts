import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { findEmailedEventKeys } from "@/lib/email/find-emailed-event-keys";
import { makeProofReadyEmailKey } from "@/lib/email/proof-emails";
import { sendQueuedEmail } from "@/lib/email/queue-email";
import { lockPaidOrder } from "./lock-paid-order";
import { queueProofEmail } from "./queue-proof-email";

export const SEND_HELD_PROOF_MESSAGES = {
  notFound: "Order not found",
  notPaid: (status: string) => `A proof is e-mailed only while the order is paid (this order is ${status}).`,
  nothingHeld: "This order has no proof waiting to be e-mailed: it was e-mailed already or answered.",
  notQueued: "The proof e-mail could not be written. Check the shop's e-mail settings and try again.",
} as const;

/**
 * E-mails an order's held proof now (one sent with "Hold the e-mail" whose checkout never got its next
 * proof), with any other proofs held for the same checkout in one e-mail, exactly as sending the next
 * proof would have. One transaction under the order's lock; refused when nothing of this order is held,
 * so a double click queues one e-mail. Answers the number of orders the e-mail covers.
 */
export async function sendHeldProofEmail(orderId: number): Promise<{ orders: number }> {
  const result = await prisma.$transaction(async (tx) => {
    const locked = await lockPaidOrder(tx, orderId);
    const order = await tx.order.findUnique({ where: { id: orderId } });
    if (!order) throw notFound(SEND_HELD_PROOF_MESSAGES.notFound);
    if (!locked) throw conflict(SEND_HELD_PROOF_MESSAGES.notPaid(order.status));
    const proof = await tx.proof.findFirst({
      where: { orderId, status: "sent" },
      orderBy: { version: "desc" },
      select: { id: true, version: true },
    });
    if (!proof) throw conflict(SEND_HELD_PROOF_MESSAGES.nothingHeld);
    const emailed = await findEmailedEventKeys(tx, [makeProofReadyEmailKey(proof.id)]);
    if (emailed.has(makeProofReadyEmailKey(proof.id))) throw conflict(SEND_HELD_PROOF_MESSAGES.nothingHeld);
    const emailKey = await queueProofEmail(tx, { id: proof.id, version: proof.version, order });
    if (!emailKey) throw conflict(SEND_HELD_PROOF_MESSAGES.notQueued);
    // A grouped e-mail records each order it covers; a one-proof e-mail covers this order alone.
    const covered = await tx.emailMessageOrder.count({ where: { email: { dedupeKey: emailKey } } });
    return { emailKey, orders: Math.max(1, covered) };
  });
  await sendQueuedEmail(result.emailKey);
  return { orders: result.orders };
}
