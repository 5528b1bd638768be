// The customer's "Your proof is ready" e-mail: its input and key (see order-emails.ts). The words are
// in templates/proof-email-templates.tsx; queue renderProofReadyEmail() under makeProofReadyEmailKey(proofId).
import { formatStockName } from "@/lib/domain/format-stock-name";
import { describeOrderLine, formatNumber, type OrderStatusEmailInput } from "./order-emails";

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

/** "Proof 2 of your order #42-112126: a 3" circle sticker design", the image's alt text. */
export function describeProofImage(input: ProofReadyEmailInput): string {
  // #36: the stock the proof is for, when the order names it.
  const stock = formatStockName(input.order);
  return `Proof ${input.proof.version} of your order ${formatNumber(input.shop, input.order)}: ${describeOrderLine(input.order)}${stock ? `, on ${stock}` : ""}`;
}

/** The proofs of several orders of one checkout, sent together: one e-mail listing each sticker and its proof. */
export type CheckoutProofsReadyEmailInput = Omit<OrderStatusEmailInput, "order"> & {
  /** At least two, one per order. */
  proofs: Array<ProofReadyEmailInput["proof"] & { order: OrderStatusEmailInput["order"] }>;
};

/** Dedupe key of an e-mail carrying several proofs: the proofs it covers, in order. */
export function makeCheckoutProofsReadyEmailKey(proofIds: number[]): string {
  return `proof-ready:${[...proofIds].sort((a, b) => a - b).join("+")}`;
}
