import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { lockPaidOrder } from "./lock-paid-order";
import { isProofState } from "@/lib/domain/proof-state";
import { recordProofEvent } from "./record-proof-event";

export const APPROVE_FOR_CUSTOMER_MESSAGES = {
  notFound: "Order not found",
  notPaid: (status: string) =>
    `Only a paid order that is not printing yet waits for approval (this order is ${status}).`,
  alreadyApproved: "This order's proof is already approved.",
} as const;

/**
 * The operator approves on the customer's behalf: they approved by phone or e-mail, or the order has
 * no order page to answer on. A proof waiting for the customer is marked approved with the note as
 * its answer; without one the order is approved without a proof. One transaction, conditional on the
 * order still being paid and not approved, under the order's row lock that sending and answering a
 * proof take first too.
 */
export async function approveForCustomer(orderId: number, note: string, now: Date = new Date()) {
  return prisma.$transaction(async (tx) => {
    const locked = await lockPaidOrder(tx, orderId, { proofState: { not: "approved" } });
    const order = await tx.order.findUnique({ where: { id: orderId }, select: { status: true, proofState: true } });
    if (!order) throw notFound(APPROVE_FOR_CUSTOMER_MESSAGES.notFound);
    if (!locked) {
      if (order.status !== "paid") throw conflict(APPROVE_FOR_CUSTOMER_MESSAGES.notPaid(order.status));
      throw conflict(APPROVE_FOR_CUSTOMER_MESSAGES.alreadyApproved);
    }
    const waiting = await tx.proof.findFirst({
      where: { orderId, status: "sent" },
      orderBy: { version: "desc" },
      select: { id: true, version: true },
    });
    if (waiting)
      await tx.proof.update({
        where: { id: waiting.id },
        data: { status: "approved", respondedAt: now, customerComment: `Approved by the shop: ${note}` },
      });
    await tx.order.update({ where: { id: orderId }, data: { proofState: "approved" } });
    await recordProofEvent(tx, {
      orderId,
      from: isProofState(order.proofState) ? order.proofState : "none",
      to: "approved",
      detail: waiting
        ? `Proof ${waiting.version} approved by the shop for the customer: ${note}`
        : `Approved by the shop without a proof: ${note}`,
      actor: "admin",
    });
    return { message: "The order is approved for printing.", proofState: "approved" as const };
  });
}
