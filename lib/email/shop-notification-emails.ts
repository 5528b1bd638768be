// The e-mails to the shop's own address (operator notices): their inputs and keys, like order-emails.ts
// (the words are in templates/shop-notification-templates.tsx). They go to getShopNotificationAddress()
// (lib/settings/shop-settings.ts).
import type { OrderEmailShop } from "./order-emails";

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
