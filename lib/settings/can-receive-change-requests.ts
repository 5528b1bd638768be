import { isDeliverableAddress } from "@/lib/email/is-deliverable-address";

/**
 * Whether customers' change requests on proofs can reach the shop: a notification address is set, or
 * the sender address used in its place (EMAIL_FROM) can receive mail (`orders@localhost` cannot, so
 * those notices would fail in the queue for ever). The settings page and the dashboard warn otherwise.
 */
export function canReceiveChangeRequests(settings: {
  notificationEmail: string | null;
  defaultNotificationEmail: string;
}): boolean {
  return Boolean(settings.notificationEmail) || isDeliverableAddress(settings.defaultNotificationEmail);
}
