// The texts of the customer e-mails about an order: pure functions from plain objects, so they are
// tested without a database. Queue the result with queueEmail() under the matching dedupe key.
import { formatUsd } from "@/lib/money/format-cents";
import { formatOrderNumber, ORDER_NUMBER_TIME_ZONE } from "@/lib/domain/format-order-number";
import { buildTrackingUrl } from "@/lib/shipping/tracking-url";

/** Subject and plain-text body of one e-mail. */
export type EmailText = { subject: string; text: string };

/** Who the e-mail is from. */
export type OrderEmailShop = {
  companyName: string;
  /** Shown as "Questions? …" when given. */
  contactUrl?: string;
  /** IANA time zone of order numbers; default America/Los_Angeles. */
  timeZone?: string;
};

/** One ordered sticker line (one Order row). */
export type OrderEmailLine = {
  orderId: number;
  createdAt: Date | string;
  sizeName: string;
  quantity: number;
  roundedCorners: boolean;
  /** Price of the line before the order discount, in cents. */
  priceCents: number;
};

/** The customer and the shipping address, with the names of the Order columns. */
export type OrderEmailCustomer = {
  customerName: string;
  companyName?: string | null;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  shippingCountry: string;
};

export type OrderEmailTotals = {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  /** e.g. "Standard Shipping" */
  shippingMethodName?: string;
  couponCode?: string | null;
};

export type OrderConfirmationInput = {
  shop: OrderEmailShop;
  /** The customer's order page (/orders/{token}); the line is left out without it. */
  orderPageUrl?: string | null;
  customer: OrderEmailCustomer;
  lines: OrderEmailLine[];
  totals: OrderEmailTotals;
};

/** One order whose status changed (to processing or shipped). */
export type OrderStatusEmailInput = {
  shop: OrderEmailShop;
  /** The customer's order page (/orders/{token}); the line is left out without it. */
  orderPageUrl?: string | null;
  customer: OrderEmailCustomer;
  order: Omit<OrderEmailLine, "priceCents">;
};

type OrderRowForEmail = {
  id: number;
  createdAt: Date;
  sizeId: number;
  size: { name: string } | null;
  quantity: number;
  roundedCorners: boolean;
};

/** The order line of a status, proof or refund e-mail, from an order row read with its size. */
export function toOrderEmailOrder(order: OrderRowForEmail): OrderStatusEmailInput["order"] {
  return {
    orderId: order.id,
    createdAt: order.createdAt,
    sizeName: order.size?.name ?? `Size ID: ${order.sizeId}`,
    quantity: order.quantity,
    roundedCorners: order.roundedCorners,
  };
}

/** One order cancelled and refunded: how much went back, and how much of it was shipping. */
export type OrderRefundedEmailInput = OrderStatusEmailInput & {
  refundCents: number;
  /** The checkout's shipping, refunded with its last order (0 otherwise). */
  shippingRefundCents: number;
};

/** The promise of the payment success page's 'What's Next?' card, repeated in the confirmation. */
export const WHATS_NEXT_LINES = [
  "Processing: your order will be ready for printing within 1-2 business days.",
  "We'll send you an e-mail confirmation when printing begins.",
  "Shipping: your stickers ship within 3-5 business days.",
] as const;

/** Dedupe key of the confirmation of one checkout (all orders paid by one payment). */
export function makeOrderConfirmationKey(paymentId: string): string {
  return `order-confirmation:${paymentId}`;
}

/** Dedupe key of the e-mail about one order reaching a status: one e-mail per order and status. */
export function makeOrderStatusEmailKey(orderId: number, status: "processing" | "shipped"): string {
  return `order-${status}:${orderId}`;
}

/**
 * Dedupe key of the notice that a tracking number was added to a shipped order: one per order and
 * number, so the same number added again (after a removal) is not e-mailed twice.
 */
export function makeTrackingAddedEmailKey(orderId: number, trackingNumber: string): string {
  return `order-tracking-added:${orderId}:${trackingNumber}`;
}

/** Dedupe key of the notice that an order was cancelled and refunded: one per order. */
export function makeOrderRefundedEmailKey(orderId: number): string {
  return `order-refunded:${orderId}`;
}

export function formatNumber(shop: OrderEmailShop, order: { orderId: number; createdAt: Date | string }): string {
  return formatOrderNumber(order.orderId, order.createdAt, shop.timeZone ?? ORDER_NUMBER_TIME_ZONE);
}

/** "3" circle • 100 stickers • Rounded Corners", as the cart panel shows a line. */
export function describeOrderLine(line: Pick<OrderEmailLine, "sizeName" | "quantity" | "roundedCorners">): string {
  const stickers = `${line.quantity} ${line.quantity === 1 ? "sticker" : "stickers"}`;
  return `${line.sizeName} • ${stickers}${line.roundedCorners ? " • Rounded Corners" : ""}`;
}

/** "#42-112126", "#42-112126 and #43-112126", "#42-112126, #43-112126 and #44-112126". */
export function joinNumbers(numbers: string[]): string {
  if (numbers.length <= 1) return numbers.join("");
  return `${numbers.slice(0, -1).join(", ")} and ${numbers[numbers.length - 1]}`;
}

export function formatAddress(customer: OrderEmailCustomer): string[] {
  const company = customer.companyName?.trim();
  return [
    customer.customerName.trim(),
    ...(company ? [company] : []),
    customer.shippingAddress.trim(),
    `${customer.shippingCity.trim()}, ${customer.shippingState.trim()} ${customer.shippingZip.trim()}`,
    customer.shippingCountry.trim(),
  ];
}

function formatSignature(shop: OrderEmailShop): string[] {
  return [
    ...(shop.contactUrl ? [`Questions? Contact us at ${shop.contactUrl}`, ""] : []),
    `Thank you for choosing ${shop.companyName}!`,
  ];
}

export function greet(customer: OrderEmailCustomer): string {
  const name = customer.customerName.trim();
  return name ? `Hi ${name},` : "Hello,";
}

/** The line (and blank line) linking a customer e-mail to the order page; nothing without a URL. */
export function formatOrderPageLine(url: string | null | undefined): string[] {
  return url ? [`See your order, its status and receipt: ${url}`, ""] : [];
}

/** The e-mail sent when a checkout is paid: every order, the totals, the address and what's next. */
export function buildOrderConfirmationEmail(input: OrderConfirmationInput): EmailText {
  const { shop, customer, lines, totals } = input;
  if (lines.length === 0) throw new RangeError("An order confirmation needs at least one order line");
  const numbers = lines.map((line) => formatNumber(shop, line));
  const plural = lines.length > 1;

  const discountLabel = totals.couponCode ? `Discount (${totals.couponCode})` : "Discount";
  const shippingLabel = totals.shippingMethodName ? `Shipping (${totals.shippingMethodName})` : "Shipping";
  const text = [
    greet(customer),
    "",
    `Thank you for your order! Your sticker ${plural ? "orders have" : "order has"} been placed successfully.`,
    "",
    ...lines.flatMap((line, index) => [
      `Order ${numbers[index]}`,
      `  ${describeOrderLine(line)} — ${formatUsd(line.priceCents)}`,
    ]),
    "",
    `Subtotal: ${formatUsd(totals.subtotalCents)}`,
    ...(totals.discountCents > 0 ? [`${discountLabel}: ${formatUsd(-totals.discountCents)}`] : []),
    `${shippingLabel}: ${totals.shippingCents === 0 ? "Free" : formatUsd(totals.shippingCents)}`,
    `Total: ${formatUsd(totals.totalCents)}`,
    "",
    "Shipping to:",
    ...formatAddress(customer),
    "",
    "What's Next?",
    ...WHATS_NEXT_LINES.map((line) => `- ${line}`),
    "",
    ...formatOrderPageLine(input.orderPageUrl),
    ...formatSignature(shop),
    "",
  ].join("\n");

  const subject = plural
    ? `your orders ${joinNumbers(numbers)} are confirmed`
    : `your order ${numbers[0]} is confirmed`;
  return { subject: `${shop.companyName}: ${subject}`, text };
}

/** The e-mail promised by 'What's Next?': printing has begun (status → processing). */
export function buildPrintingStartedEmail(input: OrderStatusEmailInput): EmailText {
  const { shop, customer, order } = input;
  const number = formatNumber(shop, order);
  const text = [
    greet(customer),
    "",
    `Good news: printing has begun for your order ${number}.`,
    "",
    `  ${describeOrderLine(order)}`,
    "",
    "Your stickers will ship within 3-5 business days. We'll send you another e-mail when they are on their way.",
    "",
    ...formatOrderPageLine(input.orderPageUrl),
    ...formatSignature(shop),
    "",
  ].join("\n");
  return { subject: `${shop.companyName}: printing has begun for order ${number}`, text };
}

/** How a shipped order travels: the carrier's name ("UPS") and the tracking number, either may be unknown. */
export type OrderEmailTracking = { carrierName: string | null; carrier: string | null; trackingNumber: string | null };

function formatTracking(tracking: OrderEmailTracking | null | undefined): string[] {
  if (!tracking || (!tracking.carrierName && !tracking.trackingNumber)) return [];
  const url = buildTrackingUrl(tracking.carrier, tracking.trackingNumber);
  return [
    ...(tracking.carrierName ? [`Carrier: ${tracking.carrierName}`] : []),
    ...(tracking.trackingNumber ? [`Tracking number: ${tracking.trackingNumber}`] : []),
    ...(url ? [`Track your package: ${url}`] : []),
    "",
  ];
}

/** The notice that an order has shipped (status → shipped), with the carrier and tracking link when known. */
export function buildOrderShippedEmail(
  input: OrderStatusEmailInput & { tracking?: OrderEmailTracking | null },
): EmailText {
  const { shop, customer, order, tracking } = input;
  const number = formatNumber(shop, order);
  const text = [
    greet(customer),
    "",
    `Your order ${number} has shipped.`,
    "",
    `  ${describeOrderLine(order)}`,
    "",
    ...formatTracking(tracking),
    "It is on its way to:",
    ...formatAddress(customer),
    "",
    ...formatOrderPageLine(input.orderPageUrl),
    ...formatSignature(shop),
    "",
  ].join("\n");
  return { subject: `${shop.companyName}: your order ${number} has shipped`, text };
}

/** The notice that a shipped order got its tracking number after it shipped, with the tracking link. */
export function buildTrackingAddedEmail(input: OrderStatusEmailInput & { tracking: OrderEmailTracking }): EmailText {
  const { shop, customer, order, tracking } = input;
  const number = formatNumber(shop, order);
  const text = [
    greet(customer),
    "",
    `Your order ${number} is on its way, and you can now follow it.`,
    "",
    `  ${describeOrderLine(order)}`,
    "",
    ...formatTracking(tracking),
    ...formatOrderPageLine(input.orderPageUrl),
    ...formatSignature(shop),
    "",
  ].join("\n");
  return { subject: `${shop.companyName}: tracking for your order ${number}`, text };
}

/** The notice that an order was cancelled and its amount refunded (or, for a free order, only cancelled). */
export function buildOrderRefundedEmail(input: OrderRefundedEmailInput): EmailText {
  const { shop, customer, order, refundCents, shippingRefundCents } = input;
  const number = formatNumber(shop, order);
  const refunded = refundCents > 0;
  const shipping = refunded && shippingRefundCents > 0 ? ` (including ${formatUsd(shippingRefundCents)} shipping)` : "";
  const text = [
    greet(customer),
    "",
    refunded ? `Your order ${number} has been cancelled and refunded.` : `Your order ${number} has been cancelled.`,
    "",
    `  ${describeOrderLine(order)}`,
    "",
    ...(refunded
      ? [
          `Refunded: ${formatUsd(refundCents)}${shipping}`,
          "The refund goes back to the card you paid with. Depending on your bank, it can take 5-10 business days to appear on your statement.",
        ]
      : ["Nothing was charged for this order, so there is nothing to refund."]),
    "",
    ...formatOrderPageLine(input.orderPageUrl),
    ...formatSignature(shop),
    "",
  ].join("\n");
  const subject = refunded ? `your order ${number} has been refunded` : `your order ${number} has been cancelled`;
  return { subject: `${shop.companyName}: ${subject}`, text };
}

/** Why a customer gets a link to their order page on its own. */
export type OrderLinkEmailReason = "changed" | "requested";

export type OrderLinkEmailInput = {
  shop: OrderEmailShop;
  customer: OrderEmailCustomer;
  /** The checkout's orders (at least one). */
  orders: Array<{ orderId: number; createdAt: Date | string }>;
  orderPageUrl: string;
  reason: OrderLinkEmailReason;
};

/** Dedupe key of an e-mail carrying one order link on its own: one per link. */
export function makeOrderLinkEmailKey(reason: OrderLinkEmailReason, linkId: number): string {
  return `order-link-${reason}:${linkId}`;
}

/**
 * "Your order link has changed" (the operator revoked the old links) or the answer to "Find my order":
 * the link to the checkout's order page.
 */
export function buildOrderLinkEmail(input: OrderLinkEmailInput): EmailText {
  const { shop, customer, orders, orderPageUrl, reason } = input;
  if (orders.length === 0) throw new RangeError("An order link e-mail needs at least one order");
  const numbers = joinNumbers(orders.map((order) => formatNumber(shop, order)));
  const noun = orders.length > 1 ? "orders" : "order";
  const text = [
    greet(customer),
    "",
    ...(reason === "changed"
      ? [
          `Your order link has changed. The links in our earlier e-mails about your ${noun} ${numbers} no longer work.`,
          "Use this one from now on:",
        ]
      : [`You asked for the link to your ${noun} ${numbers}. Here it is:`]),
    "",
    ...formatOrderPageLine(orderPageUrl),
    "Anyone with this link can see your order, so please keep it to yourself.",
    ...(reason === "requested" ? ["If you did not ask for it, you can ignore this e-mail."] : []),
    "",
    ...formatSignature(shop),
    "",
  ].join("\n");
  const subject = reason === "changed" ? "your order link has changed" : `the link to your ${noun} ${numbers}`;
  return { subject: `${shop.companyName}: ${subject}`, text };
}
