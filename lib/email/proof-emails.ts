// The text of the customer's "Your proof is ready" e-mail: a pure function from plain objects (see
// order-emails.ts), queued with queueEmail() under makeProofReadyEmailKey(proofId).
import { describeOrderLine, formatNumber, greet, type EmailText, type OrderStatusEmailInput } from "./order-emails";

export type ProofReadyEmailInput = OrderStatusEmailInput & {
  proof: {
    version: number;
    /** The proof image for the customer (GET /orders/{token}/proofs/{proofId}/image); left out without it. */
    imageUrl?: string | null;
  };
};

/** One e-mail per proof version, however often the send is retried. */
export function makeProofReadyEmailKey(proofId: number): string {
  return `proof-ready:${proofId}`;
}

/** What the customer is asked to do, the same words in the text and the HTML. */
export const PROOF_READY_ASK = "Approve it or ask for changes on your order page. We print only after you approve.";

/** "Proof 2 of your order #42-112126: a 3" circle sticker design", the image's alt text and caption. */
export function describeProofImage(input: ProofReadyEmailInput): string {
  return `Proof ${input.proof.version} of your order ${formatNumber(input.shop, input.order)}: ${describeOrderLine(input.order)}`;
}

export function buildProofReadyEmail(input: ProofReadyEmailInput): EmailText {
  const { shop, customer, order, proof } = input;
  const number = formatNumber(shop, order);
  const revised = proof.version > 1;
  const text = [
    greet(customer),
    "",
    revised
      ? `A new proof (version ${proof.version}) of your order ${number} is ready for you to check.`
      : `The proof of your order ${number} is ready for you to check: it shows your stickers as they will be printed and cut.`,
    "",
    `  ${describeOrderLine(order)}`,
    "",
    ...(proof.imageUrl ? [`See the proof: ${proof.imageUrl}`, ""] : []),
    PROOF_READY_ASK,
    ...(input.orderPageUrl ? [`Your order page: ${input.orderPageUrl}`] : []),
    "",
    ...(shop.contactUrl ? [`Questions? Contact us at ${shop.contactUrl}`, ""] : []),
    `Thank you for choosing ${shop.companyName}!`,
    "",
  ].join("\n");
  const subject = revised ? `new proof for your order ${number}` : `your proof for order ${number} is ready`;
  return { subject: `${shop.companyName}: ${subject}`, text };
}
