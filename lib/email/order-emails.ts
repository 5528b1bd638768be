import { formatLineQuantity } from "@/lib/domain/format-line-quantity";
// What the customer e-mails about an order are made of: their inputs as plain objects, their dedupe
// keys and the phrases their templates share (order numbers, order lines, the address). The words of
// each e-mail are in its template (templates/), which render-emails.tsx renders as HTML and as text.
import { formatOrderNumber, ORDER_NUMBER_TIME_ZONE } from "@/lib/domain/format-order-number";

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
  /** "square", "circle" or "die-cut": named in the thumbnail's alt text. */
  shape?: string;
  /**
   * A sticker sheet (#39): its quantity counts sheets ("25 sheets"), and its name ('Sticker sheet 5.5" ×
   * 8.5", 12 stickers') says what it is, without a shape after it.
   */
  sheet?: boolean;
  /**
   * The material and finish it was sold with (#35), named under the line ("Clear vinyl · Matte laminate",
   * #36); nothing when an older order has neither.
   */
  materialName?: string | null;
  finishName?: string | null;
  /**
   * The sticker's thumbnail, a PNG of the design in its cut shape (buildStickerImageUrl: under the order
   * page's link, which authorises it); no image without it.
   */
  thumbnailUrl?: string | null;
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
  sizeName: string;
  quantity: number;
  roundedCorners: boolean;
  shape: string;
  /** Set on a sticker sheet (#39). */
  sheetSizeId?: number | null;
  materialName: string | null;
  finishName: string | null;
};

/**
 * The PNG thumbnail of an order's sticker, under its order page's link (GET /orders/{token}/stickers/{id}/image):
 * e-mail clients show no SVG, and a signed /uploads link would expire long before the e-mail is read. The
 * link's token is what lets the recipient open it, like the order page itself (and it is scrubbed from
 * stored bodies and issued anew on a resend, as every order page link).
 */
export function buildStickerImageUrl(orderPageUrl: string, orderId: number): string {
  return `${orderPageUrl}/stickers/${orderId}/image`;
}

/**
 * The order line of a status, proof or refund e-mail, from an order row (its sticker is on the row); with
 * the order page's link, its thumbnail too.
 */
export function toOrderEmailOrder(
  order: OrderRowForEmail,
  orderPageUrl?: string | null,
): OrderStatusEmailInput["order"] {
  return {
    orderId: order.id,
    createdAt: order.createdAt,
    sizeName: order.sizeName,
    quantity: order.quantity,
    roundedCorners: order.roundedCorners,
    shape: order.shape,
    sheet: order.sheetSizeId != null,
    materialName: order.materialName,
    finishName: order.finishName,
    thumbnailUrl: orderPageUrl ? buildStickerImageUrl(orderPageUrl, order.id) : null,
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
export function describeOrderLine(
  line: Pick<OrderEmailLine, "sizeName" | "quantity" | "roundedCorners" | "sheet">,
): string {
  const stickers = formatLineQuantity(line.quantity, { sheet: line.sheet === true });
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

export function greet(customer: OrderEmailCustomer): string {
  const name = customer.customerName.trim();
  return name ? `Hi ${name},` : "Hello,";
}

/** How a shipped order travels: the carrier's name ("UPS") and the tracking number, either may be unknown. */
export type OrderEmailTracking = { carrierName: string | null; carrier: string | null; trackingNumber: string | null };

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
 * Several orders of one checkout reaching a status together (marked printing or shipped at once): one
 * e-mail listing their stickers, not one per order.
 */
export type CheckoutStatusEmailInput = {
  shop: OrderEmailShop;
  /** The checkout's order page (/orders/{token}); the line is left out without it. */
  orderPageUrl?: string | null;
  customer: OrderEmailCustomer;
  /** At least two orders of the checkout. */
  orders: Array<OrderStatusEmailInput["order"]>;
  /** Shipped only: how the parcel travels, when every order names the same one. */
  tracking?: OrderEmailTracking | null;
};

/** Dedupe key of an e-mail about several orders reaching a status: the orders it covers, in order. */
export function makeCheckoutStatusEmailKey(orderIds: number[], status: "processing" | "shipped"): string {
  return `order-${status}:${[...orderIds].sort((a, b) => a - b).join("+")}`;
}
