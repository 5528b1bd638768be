import { formatCents } from "@/lib/money/format-cents";
import { isProofState, type ProofState } from "@/lib/domain/proof-state";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { isStickerShape, type StickerShape } from "@/lib/domain/sticker-shapes";

export type OrderRow = {
  id: number;
  createdAt: Date;
  status: string;
  /** none | sent | approved | changes_requested (lib/domain/proof-state.ts). */
  proofState: string;
  archived: boolean;
  totalPriceCents: number;
  unitPriceCents: number;
  discountCents: number;
  shippingCents: number;
  refundedCents: number;
  quantity: number;
  roundedCorners: boolean;
  designId: number;
  /** The sticker, kept on the order (lib/stickers/sticker-line.ts): a standard size has a sizeId. */
  sizeId: number | null;
  shape: string;
  widthInches: number;
  heightInches: number;
  sizeName: string;
  cutLine: string | null;
  /** The material and finish it was sold with (#35), their names as they were then. */
  materialId: string;
  materialName: string;
  finishId: string;
  finishName: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  companyName: string | null;
  additionalNotes: string | null;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  shippingCountry: string;
  shippingMethod: string;
  couponCode: string | null;
  paymentIntentId: string | null;
  /** The checkout (Payment) the order was placed in; its orders share one order page and one e-mail per event. */
  paymentId: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: Date | null;
  design: { originalName: string; filename: string } | null;
  payment: PaymentAmountRow | null;
};

/** The payment's amounts, and what the provider reported when it differed (lib/payment-lifecycle/record-amount-mismatch.ts). */
export type PaymentAmountRow = {
  totalCents: number;
  currency: string;
  providerAmountCents: number | null;
  providerCurrency: string | null;
  amountMismatchAt: Date | null;
  /** "stripe", "test" (the built-in test mode: Stripe's test cards, no money moved) or "free". */
  provider: string;
};

/**
 * For the operators: the provider charged (or asks for) another amount or currency than the order's
 * payment. The amounts are the whole checkout's, which may span several orders.
 */
export type AmountMismatchDto = {
  providerAmount: string | null;
  providerCurrency: string | null;
  paymentTotal: string;
  paymentCurrency: string;
  detectedAt: string;
};

function toAmountMismatch(payment: PaymentAmountRow | null): AmountMismatchDto | null {
  if (!payment?.amountMismatchAt) return null;
  return {
    providerAmount: payment.providerAmountCents === null ? null : formatCents(payment.providerAmountCents),
    providerCurrency: payment.providerCurrency,
    paymentTotal: formatCents(payment.totalCents),
    paymentCurrency: payment.currency,
    detectedAt: payment.amountMismatchAt.toISOString(),
  };
}

/** An unknown stored value reads as "none" (no proof yet), the column's default. */
function toProofState(value: string): ProofState {
  return isProofState(value) ? value : "none";
}

function toStickerType(shape: string): StickerShape | null {
  return isStickerShape(shape) ? shape : null;
}

/** An order as the API shows it (spec section 3 'Order fields read back'); money as decimal strings. */
export function toOrderDto(order: OrderRow, timeZone: string) {
  return {
    id: order.id,
    orderNumber: formatOrderNumber(order.id, order.createdAt, timeZone),
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    /** The proof's own state beside the status: none, sent, approved or changes_requested. */
    proofState: toProofState(order.proofState),
    archived: order.archived,
    totalPrice: formatCents(order.totalPriceCents),
    unitPrice: formatCents(order.unitPriceCents),
    discountAmount: formatCents(order.discountCents),
    shippingCost: formatCents(order.shippingCents),
    /** What was refunded for this order ("0.00" when nothing). */
    refundedAmount: formatCents(order.refundedCents),
    quantity: order.quantity,
    roundedCorners: order.roundedCorners,
    designId: order.designId,
    designName: order.design?.originalName ?? null,
    designFilename: order.design?.filename ?? null,
    sizeId: order.sizeId,
    sizeName: order.sizeName,
    widthInches: order.widthInches,
    heightInches: order.heightInches,
    /** Die-cut only: the cut line frozen when the order was placed (SVG path data in inches). */
    cutLine: order.cutLine,
    /** The material and finish (#35): the catalogue's ids and the names the order was sold with. */
    materialId: order.materialId,
    materialName: order.materialName,
    finishId: order.finishId,
    finishName: order.finishName,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    companyName: order.companyName,
    additionalNotes: order.additionalNotes,
    shippingAddress: order.shippingAddress,
    shippingCity: order.shippingCity,
    shippingState: order.shippingState,
    shippingZip: order.shippingZip,
    shippingCountry: order.shippingCountry,
    shippingMethod: order.shippingMethod,
    couponCode: order.couponCode,
    paymentIntentId: order.paymentIntentId,
    /** The checkout the order was placed in (orders paid together): one customer e-mail per event covers them. */
    checkoutId: order.paymentId,
    amountMismatch: toAmountMismatch(order.payment),
    /** Paid (or to be paid) through the built-in test mode: no money moved. */
    testPayment: order.payment?.provider === "test",
    /** The sticker type the shopper chose: "square", "circle" or "die-cut" (STICKER_SHAPES). */
    stickerType: toStickerType(order.shape),
    /** Set when the order is marked shipped: "usps" | "ups" | "fedex" | "other". */
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    shippedAt: order.shippedAt?.toISOString() ?? null,
  };
}

export type OrderDto = ReturnType<typeof toOrderDto>;

export const paymentAmountSelect = {
  totalCents: true,
  currency: true,
  providerAmountCents: true,
  providerCurrency: true,
  amountMismatchAt: true,
  provider: true,
} as const;

export const orderDtoInclude = {
  design: { select: { originalName: true, filename: true } },
  payment: { select: paymentAmountSelect },
} as const;
