// The texts of the e-mails to the shop's own address (operator notices), pure functions from plain
// objects like order-emails.ts. They go to getShopNotificationAddress() (lib/settings/shop-settings.ts).
import { formatNumber, type EmailText, type OrderEmailShop } from "./order-emails";

/** A customer asked for changes to a proof on their order page. */
export type ProofChangesRequestedEmailInput = {
  shop: OrderEmailShop;
  order: { orderId: number; createdAt: Date | string };
  proofVersion: number;
  customer: { name: string; email: string };
  comment: string;
  /** The design the customer uploaded with the request (now the order's design), if any. */
  replacementDesignName: string | null;
  /** {APP_URL}/admin/orders/{id}: where the operator sends the next proof. */
  adminOrderUrl: string;
};

/** Dedupe key of the notice about a change request: one per proof version (a version is answered once). */
export function makeProofChangesRequestedKey(proofId: number): string {
  return `proof-changes-requested:${proofId}`;
}

export function buildProofChangesRequestedEmail(input: ProofChangesRequestedEmailInput): EmailText {
  const number = formatNumber(input.shop, input.order);
  const text = [
    `${input.customer.name.trim() || "The customer"} (${input.customer.email}) asked for changes to proof ${input.proofVersion} of order ${number}.`,
    "",
    "Their comment:",
    ...input.comment.split(/\r?\n/).map((line) => `> ${line}`),
    "",
    ...(input.replacementDesignName
      ? [`They uploaded a new design: ${input.replacementDesignName}. It is now the order's design.`, ""]
      : []),
    "Send a new proof from the order's page:",
    input.adminOrderUrl,
    "",
    "The order stays unprinted until the customer approves a proof.",
    "",
  ].join("\n");
  return { subject: `Changes requested on order ${number}`, text };
}
