import "server-only";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import type { OrderStatus } from "@/lib/domain/order-statuses";
import { findEmailedEventKeys } from "@/lib/email/find-emailed-event-keys";
import { getOrderEmailShop } from "@/lib/email/get-order-email-shop";
import {
  makeCheckoutStatusEmailKey,
  makeOrderStatusEmailKey,
  toOrderEmailOrder,
  type OrderEmailCustomer,
} from "@/lib/email/order-emails";
import { queueCheckoutEmail } from "@/lib/email/queue-checkout-email";
import { queueEmail } from "@/lib/email/queue-email";
import {
  renderCheckoutPrintingStartedEmail,
  renderCheckoutShippedEmail,
  renderOrderShippedEmail,
  renderPrintingStartedEmail,
} from "@/lib/email/templates/render-emails";
import { dropUnusedOrderLink, issueOrderLinkForEmail } from "@/lib/order-links/order-links";
import { carrierName } from "@/lib/shipping/tracking-url";

/** What the e-mails read of an order row: its sticker, its customer, its checkout and its parcel. */
type StatusOrder = Parameters<typeof toOrderEmailOrder>[0] &
  OrderEmailCustomer & {
    paymentId: string | null;
    customerEmail: string;
    carrier: string | null;
    trackingNumber: string | null;
  };
type NoticeStatus = "processing" | "shipped";

// Each kept apart with no checkout (nothing groups them); else by checkout, in the order given.
function groupByCheckout<T extends { id: number; paymentId: string | null }>(orders: T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const order of orders) {
    const key = order.paymentId ?? `order:${order.id}`;
    groups.set(key, [...(groups.get(key) ?? []), order]);
  }
  return [...groups.values()];
}

function trackingOf(order: StatusOrder) {
  return { carrier: order.carrier, carrierName: carrierName(order.carrier), trackingNumber: order.trackingNumber };
}

/** One order's e-mail, as it always was: its own key, its own order line. */
async function queueOrderStatusEmail(tx: TransactionClient, order: StatusOrder, status: NoticeStatus) {
  const link = await issueOrderLinkForEmail(tx, order.paymentId);
  const input = {
    shop: getOrderEmailShop(),
    orderPageUrl: link?.url,
    customer: order,
    order: toOrderEmailOrder(order, link?.url),
  };
  // A failed render is logged and queues nothing, never fails the status change.
  const email =
    status === "processing"
      ? await renderPrintingStartedEmail(input)
      : await renderOrderShippedEmail({ ...input, tracking: trackingOf(order) });
  const dedupeKey = makeOrderStatusEmailKey(order.id, status);
  const queued =
    email !== null && (await queueEmail(tx, { dedupeKey, to: order.customerEmail, orderId: order.id, ...email }));
  await dropUnusedOrderLink(tx, link, queued);
  return queued ? dedupeKey : null;
}

/** Several orders of one checkout: one e-mail listing their stickers, recorded against each of them. */
async function queueGroupStatusEmail(
  tx: TransactionClient,
  orders: StatusOrder[],
  paymentId: string,
  status: NoticeStatus,
) {
  const [first] = orders as [StatusOrder];
  const link = await issueOrderLinkForEmail(tx, paymentId);
  const trackings = new Set(orders.map((order) => `${order.carrier ?? ""} ${order.trackingNumber ?? ""}`));
  const input = {
    shop: getOrderEmailShop(),
    orderPageUrl: link?.url,
    customer: first,
    orders: orders.map((order) => toOrderEmailOrder(order, link?.url)),
    // Shown only when every order travels the same way.
    tracking: trackings.size === 1 ? trackingOf(first) : null,
  };
  const email =
    status === "processing" ? await renderCheckoutPrintingStartedEmail(input) : await renderCheckoutShippedEmail(input);
  const dedupeKey = makeCheckoutStatusEmailKey(
    orders.map((order) => order.id),
    status,
  );
  const covered = orders.map((order) => ({ eventKey: makeOrderStatusEmailKey(order.id, status), orderId: order.id }));
  const queued =
    email !== null &&
    (await queueCheckoutEmail(tx, { dedupeKey, to: first.customerEmail, paymentId, ...email }, covered));
  await dropUnusedOrderLink(tx, link, queued);
  return queued ? dedupeKey : null;
}

/**
 * Queues the customer's e-mails for orders that just reached a status which promises one ('printing has
 * begun' for processing, the shipped notice for shipped): one e-mail per checkout, listing its orders of
 * this change (a single order's e-mail is the one-order e-mail of the spec). An order e-mailed about this
 * status before, alone or with others, gets none (findEmailedEventKeys), however often the operator picks
 * the status again. Returns the keys to deliver after the commit.
 */
export async function queueStatusEmails(
  tx: TransactionClient,
  orders: StatusOrder[],
  status: OrderStatus,
): Promise<string[]> {
  if (status !== "processing" && status !== "shipped") return [];
  const keys: string[] = [];
  for (const group of groupByCheckout(orders)) {
    const emailed = await findEmailedEventKeys(
      tx,
      group.map((order) => makeOrderStatusEmailKey(order.id, status)),
    );
    const due = group.filter((order) => !emailed.has(makeOrderStatusEmailKey(order.id, status)));
    const [first] = due;
    if (!first) continue;
    const key =
      due.length === 1 || !first.paymentId
        ? await queueOrderStatusEmail(tx, first, status)
        : await queueGroupStatusEmail(tx, due, first.paymentId, status);
    if (key) keys.push(key);
  }
  return keys;
}
