// Checkouts, proofs and refunds written as rows, for tests that need a checkout in a given state (paid
// long ago, shipped, part-refunded, with a proof answered) rather than the placement itself. The rows
// are the ones lib/checkout/place-orders.ts writes: each order's total is its line less its discount
// share, shipping rides on the first order, and the payment's amounts are the sums. Tests of the
// placement itself go through the routes (tests/helpers/checkout-flow.ts).
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import type { OrderStatus } from "@/lib/domain/order-statuses";
import type { PaymentStatus } from "@/lib/domain/payment-statuses";
import type { RefundSource, RefundStatus } from "@/lib/domain/refund-statuses";
import type { ProofSource, ProofVersionStatus } from "@/lib/domain/proof-state";
import { createOrderLink } from "@/lib/order-links/order-links";
import { createDesignRow, createOrderRow, findSize } from "./fixtures";

/** Order columns a line or the whole checkout may set beyond its money (status, proof state, tracking…). */
type OrderColumns = Omit<
  Partial<Prisma.OrderUncheckedCreateInput>,
  "paymentId" | "quantity" | "unitPriceCents" | "totalPriceCents" | "discountCents" | "shippingCents" | "sizeId"
>;

export type CheckoutLine = OrderColumns & {
  /** A seeded size name; 2" unless given. */
  sizeName?: string;
  quantity?: number;
  /** The price the line was placed at (not necessarily today's); 100 unless given. */
  unitPriceCents?: number;
  /** This line's share of the checkout's discount. */
  discountCents?: number;
};

export type CheckoutRowsOptions = {
  /** One order per line; one 2" × 50 at $1.00 unless given. */
  lines?: CheckoutLine[];
  /** The checkout's shipping charge, carried by its first order. */
  shippingCents?: number;
  shippingMethod?: "standard" | "priority";
  /** The orders' status (a line may set its own); "pending" makes an unpaid checkout. */
  status?: OrderStatus;
  /** When the payment was taken; now unless given (ignored for an unpaid checkout). */
  paidAt?: Date;
  /** When the orders were placed. */
  createdAt?: Date;
  coupon?: { id: number; code: string };
  affiliate?: { id: number; attributionMethod: "link" | "code" };
  /** Columns shared by every order (customer details, design, proof state…). */
  order?: OrderColumns;
  /** The payment's other columns (provider ids, mismatch, session…); its amounts are always the sums. */
  payment?: Omit<
    Partial<Prisma.PaymentUncheckedCreateInput>,
    "subtotalCents" | "discountCents" | "shippingCents" | "totalCents" | "status" | "paidAt" | "refundedCents"
  >;
};

/** A payment row whose amounts add up: total = subtotal − discount + shipping. */
export async function createPaymentRow(
  options: {
    status?: PaymentStatus;
    subtotalCents?: number;
    discountCents?: number;
    shippingCents?: number;
    paidAt?: Date | null;
  } & CheckoutRowsOptions["payment"] = {},
) {
  const { status = "paid", subtotalCents = 5_000, discountCents = 0, shippingCents = 0, paidAt, ...rest } = options;
  if (discountCents > subtotalCents) throw new Error("createPaymentRow: discount above subtotal");
  return prisma.payment.create({
    data: {
      id: randomUUID(),
      sessionId: `session_${randomUUID()}`,
      // Unique per session with sessionId: a fresh one, so two payments of one session never collide.
      cartFingerprint: randomUUID(),
      provider: "test",
      shippingMethod: "standard",
      ...rest,
      status,
      subtotalCents,
      discountCents,
      shippingCents,
      totalCents: subtotalCents - discountCents + shippingCents,
      // Only a paid payment has a paid time.
      paidAt: status === "paid" ? (paidAt ?? new Date()) : null,
    },
  });
}

/**
 * A checkout as the placement writes it and the payment leaves it: a payment and one order per line,
 * all paid unless `status` says otherwise (a "pending" checkout's payment is still open).
 */
export async function createCheckoutRows(options: CheckoutRowsOptions = {}) {
  const {
    lines = [{}],
    shippingCents = 0,
    shippingMethod = "standard",
    status = "paid",
    createdAt,
    coupon,
    affiliate,
  } = options;
  const unpaid = status === "pending" || status === "expired";
  const paidAt = unpaid ? null : (options.paidAt ?? new Date());
  const priced = lines.map(({ sizeName = '2"', quantity = 50, unitPriceCents = 100, discountCents = 0, ...rest }) => {
    const lineCents = unitPriceCents * quantity;
    if (discountCents > lineCents) throw new Error("createCheckoutRows: a line's discount above its price");
    return { sizeName, quantity, unitPriceCents, discountCents, lineCents, rest };
  });
  const payment = await createPaymentRow({
    shippingMethod,
    couponId: coupon?.id ?? null,
    affiliateId: affiliate?.id ?? null,
    attributionMethod: affiliate?.attributionMethod ?? null,
    ...options.payment,
    status: unpaid ? "open" : "paid",
    subtotalCents: priced.reduce((sum, line) => sum + line.lineCents, 0),
    discountCents: priced.reduce((sum, line) => sum + line.discountCents, 0),
    shippingCents,
    paidAt,
  });
  const orders = [];
  for (const [index, line] of priced.entries()) {
    orders.push(
      await createOrderRow({
        sessionId: payment.sessionId,
        shippingMethod,
        couponCode: coupon?.code ?? null,
        paymentIntentId: payment.providerPaymentId,
        status,
        paidAt,
        ...(createdAt ? { createdAt } : {}),
        ...options.order,
        ...line.rest,
        paymentId: payment.id,
        sizeId: (await findSize(line.sizeName)).id,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        discountCents: line.discountCents,
        totalPriceCents: line.lineCents - line.discountCents,
        shippingCents: index === 0 ? shippingCents : 0,
      }),
    );
  }
  return { payment, orders, order: orders[0]! };
}

/** A proof image as the operator's upload stores it: a Design row of kind "proof", of no cart session. */
export async function createProofImageRow(originalName = "proof.png") {
  const image = await createDesignRow({ originalName });
  return prisma.design.update({ where: { id: image.id }, data: { kind: "proof" } });
}

/**
 * Proof `version` of an order, showing its design (`designId`). Its image is a new proof image unless
 * `imageDesignId` names one; an answered proof (approved, changes requested) has an answer time.
 */
export async function createProofRow(
  order: { id: number; designId: number },
  options: {
    version?: number;
    status?: ProofVersionStatus;
    source?: ProofSource;
    imageDesignId?: number;
    createdAt?: Date;
    respondedAt?: Date;
    customerComment?: string;
    /** A design the customer sent with a change request. */
    replacementDesignId?: number;
  } = {},
) {
  const { version = 1, status = "sent", source = "upload", createdAt, respondedAt, customerComment } = options;
  const answered = status === "approved" || status === "changes_requested";
  if (!answered && respondedAt) throw new Error(`createProofRow: a ${status} proof has no answer time`);
  if (options.replacementDesignId !== undefined && status !== "changes_requested")
    throw new Error("createProofRow: only a change request carries a replacement design");
  const imageDesignId = options.imageDesignId ?? (await createProofImageRow(`proof-${version}.png`)).id;
  return prisma.proof.create({
    data: {
      orderId: order.id,
      version,
      source,
      imageDesignId,
      designId: order.designId,
      status,
      customerComment: customerComment ?? null,
      replacementDesignId: options.replacementDesignId ?? null,
      ...(createdAt ? { createdAt } : {}),
      respondedAt: answered ? (respondedAt ?? new Date()) : null,
    },
  });
}

/**
 * A refund of `amountCents` of a paid payment (of one of its orders when `orderId` is given), as the
 * refund flow records it: the PaymentRefund row and, once succeeded, the payment's and the order's
 * refunded sums.
 */
export async function createRefundRow(
  { paymentId, orderId = null }: { paymentId: string | null; orderId?: number | null },
  {
    amountCents,
    status = "succeeded",
    source = "admin",
    createdAt = new Date(),
  }: {
    amountCents: number;
    status?: RefundStatus;
    source?: RefundSource;
    createdAt?: Date;
  },
) {
  if (!paymentId) throw new Error("createRefundRow: no payment to refund");
  const payment = await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
  if (payment.status !== "paid") throw new Error("createRefundRow: only a paid payment is refunded");
  if (status === "succeeded" && payment.refundedCents + amountCents > payment.totalCents)
    throw new Error("createRefundRow: refunds above the payment's total");
  const refund = await prisma.paymentRefund.create({
    data: {
      id: randomUUID(),
      paymentId: payment.id,
      orderId,
      amountCents,
      providerRefundId: payment.provider === "free" ? null : `re_test_${randomUUID().replace(/-/g, "")}`,
      status,
      source,
      failureMessage: status === "failed" ? "Refund failed" : null,
      createdAt,
      updatedAt: createdAt,
    },
  });
  if (status === "succeeded") {
    if (orderId !== null)
      await prisma.order.update({
        where: { id: orderId },
        data: { refundedCents: { increment: amountCents }, refundedAt: createdAt },
      });
    await prisma.payment.update({ where: { id: payment.id }, data: { refundedCents: { increment: amountCents } } });
  }
  return refund;
}

/** A new link to the checkout's order page, as the customer's e-mails carry it: its token and row id. */
export async function createOrderPageLink(paymentId: string) {
  const link = await createOrderLink(prisma, paymentId);
  return { token: link.url.split("/orders/")[1] as string, linkId: link.id };
}
