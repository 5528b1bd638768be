import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { findEmailedEventKeys } from "@/lib/email/find-emailed-event-keys";
import { getOrderEmailShop } from "@/lib/email/get-order-email-shop";
import { toOrderEmailOrder, type OrderEmailCustomer } from "@/lib/email/order-emails";
import { makeCheckoutProofsReadyEmailKey, makeProofReadyEmailKey } from "@/lib/email/proof-emails";
import { queueCheckoutEmail } from "@/lib/email/queue-checkout-email";
import { queueEmail } from "@/lib/email/queue-email";
import { renderCheckoutProofsReadyEmail, renderProofReadyEmail } from "@/lib/email/templates/render-emails";
import { dropUnusedOrderLink, issueOrderLinkForEmail } from "@/lib/order-links/order-links";

type ProofOrder = Parameters<typeof toOrderEmailOrder>[0] &
  OrderEmailCustomer & { paymentId: string | null; customerEmail: string };
type SentProof = { id: number; version: number; order: ProofOrder };

/**
 * The proofs held for the checkout's other orders (sent with "hold the e-mail", see SendProofInput): each
 * still the order's current proof, unanswered, on a paid order, and in no e-mail yet.
 */
async function findHeldProofs(tx: TransactionClient, paymentId: string, orderId: number): Promise<SentProof[]> {
  const proofs = await tx.proof.findMany({
    where: { status: "sent", order: { paymentId, id: { not: orderId }, status: "paid" } },
    orderBy: { orderId: "asc" },
    select: { id: true, version: true, order: true },
  });
  const emailed = await findEmailedEventKeys(
    tx,
    proofs.map((proof) => makeProofReadyEmailKey(proof.id)),
  );
  return proofs.filter((proof) => !emailed.has(makeProofReadyEmailKey(proof.id)));
}

/**
 * Within the transaction that recorded a proof: queues the customer's e-mail of it. With proofs held for
 * other orders of the same checkout, one e-mail lists each sticker with its proof (recorded against each
 * order, and each proof's own key taken so it is never e-mailed again); otherwise the one-proof e-mail
 * as always. Returns the key to deliver after the commit, or null when nothing was queued.
 */
export async function queueProofEmail(tx: TransactionClient, sent: SentProof): Promise<string | null> {
  const { order } = sent;
  const held = order.paymentId ? await findHeldProofs(tx, order.paymentId, order.id) : [];
  const link = await issueOrderLinkForEmail(tx, order.paymentId);
  const imageUrl = (proofId: number) => (link ? `${link.url}/proofs/${proofId}/image` : null);
  const shop = getOrderEmailShop();
  let dedupeKey: string;
  let queued: boolean;
  if (held.length === 0 || !order.paymentId) {
    dedupeKey = makeProofReadyEmailKey(sent.id);
    // A failed render is logged and queues nothing, never fails the proof.
    const email = await renderProofReadyEmail({
      shop,
      orderPageUrl: link?.url,
      customer: order,
      order: toOrderEmailOrder(order, link?.url),
      proof: { version: sent.version, imageUrl: imageUrl(sent.id) },
    });
    queued =
      email !== null && (await queueEmail(tx, { dedupeKey, to: order.customerEmail, orderId: order.id, ...email }));
  } else {
    const proofs = [...held, sent].sort((a, b) => a.order.id - b.order.id);
    dedupeKey = makeCheckoutProofsReadyEmailKey(proofs.map((proof) => proof.id));
    const email = await renderCheckoutProofsReadyEmail({
      shop,
      orderPageUrl: link?.url,
      customer: order,
      proofs: proofs.map((proof) => ({
        version: proof.version,
        imageUrl: imageUrl(proof.id),
        order: toOrderEmailOrder(proof.order, link?.url),
      })),
    });
    const covered = proofs.map((proof) => ({ eventKey: makeProofReadyEmailKey(proof.id), orderId: proof.order.id }));
    queued =
      email !== null &&
      (await queueCheckoutEmail(
        tx,
        { dedupeKey, to: order.customerEmail, paymentId: order.paymentId, ...email },
        covered,
      ));
  }
  await dropUnusedOrderLink(tx, link, queued);
  return queued ? dedupeKey : null;
}
