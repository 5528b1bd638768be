// Representative inputs of every e-mail kind the shop queues, one case each for the variants that
// change the wording (several lines, a coupon or a referral discount, priority or free shipping,
// tracking or none, a refund with or without shipping, a free order, a revised proof…). The texts
// these gave before one template wrote both parts are recorded in ./recorded/<name>.txt.
import type {
  OrderConfirmationInput,
  OrderEmailCustomer,
  OrderEmailShop,
  OrderEmailTracking,
  OrderLinkEmailInput,
  OrderRefundedEmailInput,
  OrderStatusEmailInput,
} from "../order-emails";
import type { ProofReadyEmailInput } from "../proof-emails";
import type { ProofChangesRequestedEmailInput } from "../shop-notification-emails";
import { CHANGE_REQUEST, CUSTOMER, ORDER_PAGE_URL, SHOP } from "./order-email-fixtures";

const shop = SHOP;
const bareShop: OrderEmailShop = { companyName: "Vegas Stickers & Co", timeZone: "America/New_York" };

const customer: OrderEmailCustomer = {
  ...CUSTOMER,
  companyName: "Acme & Sons <Print>",
  shippingAddress: "123 Main St, Apt 4",
};
const namelessCustomer: OrderEmailCustomer = { ...customer, customerName: "  ", companyName: null };

const circle = { orderId: 42, createdAt: "2026-11-21T20:00:00Z", sizeName: '3" circle', quantity: 100 };
const square = { orderId: 43, createdAt: "2026-11-21T20:00:01Z", sizeName: '2" square', quantity: 50 };
const single = { orderId: 44, createdAt: "2026-11-22T05:30:00Z", sizeName: "2x4 rectangle", quantity: 1 };

const ups: OrderEmailTracking = { carrier: "ups", carrierName: "UPS", trackingNumber: "1Z 999 AA1 0123456784" };
const otherCarrier: OrderEmailTracking = { carrier: "dhl", carrierName: "dhl", trackingNumber: "JD0140 0000 1" };

const status: OrderStatusEmailInput = {
  shop,
  customer,
  orderPageUrl: ORDER_PAGE_URL,
  order: { ...circle, roundedCorners: true },
};

export type EmailCase =
  | { name: string; kind: "order-confirmation"; input: OrderConfirmationInput }
  | { name: string; kind: "printing-started"; input: OrderStatusEmailInput }
  | { name: string; kind: "order-shipped"; input: OrderStatusEmailInput & { tracking?: OrderEmailTracking | null } }
  | { name: string; kind: "tracking-added"; input: OrderStatusEmailInput & { tracking: OrderEmailTracking } }
  | { name: string; kind: "order-refunded"; input: OrderRefundedEmailInput }
  | { name: string; kind: "order-link"; input: OrderLinkEmailInput }
  | { name: string; kind: "proof-ready"; input: ProofReadyEmailInput }
  | { name: string; kind: "proof-changes-requested"; input: ProofChangesRequestedEmailInput };

export const EMAIL_CASES: EmailCase[] = [
  {
    name: "confirmation-two-lines-coupon-free-shipping",
    kind: "order-confirmation",
    input: {
      shop,
      customer,
      orderPageUrl: ORDER_PAGE_URL,
      lines: [
        { ...circle, roundedCorners: false, priceCents: 9200 },
        { ...square, roundedCorners: true, priceCents: 123456 },
      ],
      totals: {
        subtotalCents: 132656,
        discountCents: 13266,
        shippingCents: 0,
        totalCents: 119390,
        shippingMethodName: "Standard Shipping",
        couponCode: "SAVE10",
      },
    },
  },
  {
    name: "confirmation-three-lines-referral-priority",
    kind: "order-confirmation",
    input: {
      shop: bareShop,
      customer: namelessCustomer,
      lines: [
        { ...circle, roundedCorners: false, priceCents: 9200 },
        { ...square, roundedCorners: true, priceCents: 123456 },
        { ...single, roundedCorners: false, priceCents: 999 },
      ],
      totals: {
        subtotalCents: 133655,
        discountCents: 500,
        shippingCents: 1000,
        totalCents: 134155,
        shippingMethodName: "Priority Shipping",
        couponCode: null,
      },
    },
  },
  {
    name: "confirmation-one-line-paid-shipping",
    kind: "order-confirmation",
    input: {
      shop,
      customer: { ...customer, companyName: null },
      lines: [{ ...single, roundedCorners: true, priceCents: 999 }],
      totals: { subtotalCents: 999, discountCents: 0, shippingCents: 500, totalCents: 1499 },
    },
  },
  { name: "printing-started", kind: "printing-started", input: status },
  {
    name: "printing-started-bare",
    kind: "printing-started",
    input: { shop: bareShop, customer: namelessCustomer, order: { ...single, roundedCorners: false } },
  },
  { name: "shipped-ups-tracking", kind: "order-shipped", input: { ...status, tracking: ups } },
  {
    name: "shipped-other-carrier",
    kind: "order-shipped",
    input: { ...status, orderPageUrl: null, tracking: otherCarrier },
  },
  {
    name: "shipped-no-tracking",
    kind: "order-shipped",
    input: { ...status, tracking: { carrier: null, carrierName: null, trackingNumber: null } },
  },
  { name: "tracking-added-ups", kind: "tracking-added", input: { ...status, tracking: ups } },
  {
    name: "tracking-added-number-only",
    kind: "tracking-added",
    input: { ...status, shop: bareShop, tracking: { carrier: null, carrierName: null, trackingNumber: "X1" } },
  },
  {
    name: "refunded-with-shipping",
    kind: "order-refunded",
    input: { ...status, refundCents: 123956, shippingRefundCents: 500 },
  },
  {
    name: "refunded-goods-only",
    kind: "order-refunded",
    input: { ...status, orderPageUrl: null, refundCents: 9200, shippingRefundCents: 0 },
  },
  {
    name: "cancelled-free-order",
    kind: "order-refunded",
    input: { ...status, customer: namelessCustomer, refundCents: 0, shippingRefundCents: 0 },
  },
  {
    name: "order-link-changed",
    kind: "order-link",
    input: {
      shop,
      customer,
      orders: [circle, square],
      orderPageUrl: ORDER_PAGE_URL,
      reason: "changed",
    },
  },
  {
    name: "order-link-requested",
    kind: "order-link",
    input: { shop: bareShop, customer, orders: [circle], orderPageUrl: ORDER_PAGE_URL, reason: "requested" },
  },
  {
    name: "proof-ready-first",
    kind: "proof-ready",
    input: { ...status, proof: { version: 1, imageUrl: `${ORDER_PAGE_URL}/proofs/7/image` } },
  },
  {
    name: "proof-ready-revised-bare",
    kind: "proof-ready",
    input: {
      shop: bareShop,
      customer: namelessCustomer,
      order: { ...square, roundedCorners: false },
      proof: { version: 3, imageUrl: null },
    },
  },
  {
    name: "proof-changes-requested",
    kind: "proof-changes-requested",
    input: {
      ...CHANGE_REQUEST,
      shop,
      comment: "Make the logo bigger\nand the border thinner & <b>bolder</b>\n\nThanks!",
    },
  },
  {
    name: "proof-changes-requested-new-design",
    kind: "proof-changes-requested",
    input: {
      shop: bareShop,
      order: { ...CHANGE_REQUEST.order, orderId: 43 },
      proofVersion: 1,
      customer: { name: " ", email: "x@example.com" },
      comment: "Use this one",
      replacementDesignName: "logo v2.png",
      // A die-cut follows its new artwork: cut again at the size ordered (added after the recording).
      sticker: {
        sizeName: 'Die-cut 3" × 2.41"',
        shape: "die-cut",
        widthInches: 3,
        heightInches: 2.41,
        quantity: 50,
        roundedCorners: false,
      },
      recut: { widthInches: 2.6, heightInches: 3 },
      adminOrderUrl: "https://stickers.example/admin/orders/43",
    },
  },
];
