import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { holdCouponUse, lockCouponByCode } from "@/lib/discounts/coupon-redemptions";
import { allocateDiscount } from "@/lib/discounts/allocate-discount";
import type { PlaceOrdersInput } from "@/lib/validation/checkout";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { applyPaidPayment } from "@/lib/payment-lifecycle/apply-paid-payment";
import { queueOrderConfirmation, deliverOrderConfirmation } from "@/lib/payment-lifecycle/order-confirmation";
import { pricePayableCheckout, type CheckoutLine } from "./price-checkout";
import { getPaymentProvider } from "@/lib/payments/get-payment-provider";
import {
  AMOUNT_UPDATABLE,
  PAYMENT_SNAPSHOT,
  syncPaymentIntent,
  toPaymentFields,
  type PaymentSnapshot,
} from "./prepare-payment";
import { expirePendingOrders } from "@/lib/orders/expire-unpaid-orders";
import { carryOverApprovedProofs, carryOverApprovedProofsToNewOrders } from "@/lib/proofs/carry-over-approved-proofs";
import { toStickerLineColumns } from "@/lib/stickers/to-sticker-line-columns";
import { toSheetStickerColumns } from "@/lib/stickers/sheet-sticker";
import { readSheetSticker } from "@/lib/stickers/read-sheet-sticker";

export const FREE_ORDER_PAYMENT_ID = "100_percent_discount";

/** Orders a re-submission may update: still waiting for the money (expired ones are opened again). */
const REPLACEABLE_ORDER_STATUSES = ["pending", "expired"];

export type PlacedOrders = {
  orderIds: number[];
  paymentId: string;
  isPaidInFull: boolean;
  clientSecret: string | null;
  totalCents: number;
};

/**
 * The answer to a submission. Its client secret is only handed out once the provider's intent asks for
 * the payment's total: the first submission's sync may have failed after the orders were placed, and
 * confirming the intent at the quote's amount would take the wrong sum.
 */
async function answerPlacedOrders(payment: PaymentSnapshot, orderIds: number[]): Promise<PlacedOrders> {
  const isFree = payment.provider === "free";
  let clientSecret: string | null = null;
  if (!isFree) clientSecret = payment.status === "paid" ? payment.clientSecret : await syncPaymentIntent(payment);
  return { orderIds, paymentId: payment.id, isPaidInFull: isFree, clientSecret, totalCents: payment.totalCents };
}

/** The answer to a repeated submission: the payment and its orders as they stand. */
async function describePlacedOrders(paymentId: string): Promise<PlacedOrders> {
  const payment = await prisma.payment.findUniqueOrThrow({
    where: { id: paymentId },
    select: { ...PAYMENT_SNAPSHOT, orders: { select: { id: true }, orderBy: { id: "asc" } } },
  });
  return answerPlacedOrders(
    payment,
    payment.orders.map((order) => order.id),
  );
}

/**
 * After the placement's commit: the payment as it now stands (a concurrent re-submission may have
 * committed after ours, and the intent must ask for its total, not ours). Its orders are the ones just
 * placed: a re-submission updates them in place, never replaces them.
 */
async function answerAfterCommit(paymentId: string, orderIds: number[]): Promise<PlacedOrders> {
  const payment = await prisma.payment.findUniqueOrThrow({ where: { id: paymentId }, select: PAYMENT_SNAPSHOT });
  return answerPlacedOrders(payment, orderIds);
}

/**
 * The cart changed after its orders were placed (a line added or removed after a declined card): the
 * new cart is a new payment, and its placement replaces the session's earlier unpaid checkouts. Their
 * pending orders expire, as ORDER_EXPIRY_HOURS would have made them (a payment already under way that
 * still succeeds pays them, like any expired order), and their coupon uses are released. So one
 * session has one set of pending orders at a time. No provider call: the old intents simply stay unpaid.
 */
async function replaceOtherCheckouts(tx: TransactionClient, sessionId: string, paymentId: string, now: Date) {
  await expirePendingOrders(
    tx,
    { sessionId, paymentId: { not: paymentId }, payment: { status: { not: "paid" } } },
    now,
    "Replaced by a checkout of the changed cart",
  );
}

/** A payment still waiting for its money: its orders may be placed, or re-placed with new details. */
const UNPAID_STATUSES = ["open", "pending"];

/**
 * A pending card payment whose intent the provider is already charging (succeeded, processing) keeps
 * the amount it asks for: a re-submission then only answers the orders as they are.
 */
async function intentTakesNewAmount(payment: { provider: string; providerPaymentId: string | null }) {
  if (payment.provider === "free" || !payment.providerPaymentId) return true;
  const intent = await getPaymentProvider().retrieveIntent(payment.providerPaymentId);
  return AMOUNT_UPDATABLE.has(intent.status);
}

/** The payment columns a placement needs. */
type ClaimedPayment = Pick<PaymentSnapshot, "id" | "provider" | "providerPaymentId" | "currency"> & {
  cartFingerprint: string;
};

type Placement = { pricing: Awaited<ReturnType<typeof pricePayableCheckout>>; orderIds: number[] };

/**
 * POST /api/orders: turns the session's cart into one order per line, tied to the prepared payment, in
 * one transaction. The cart is kept until the payment succeeds (applyPaidPayment): after a declined
 * card the shopper may submit again with other details, shipping method or code, and the same orders
 * and payment are re-priced and updated in place, never duplicated. A repeated or concurrent
 * submission gets the same orders.
 */
export async function placeOrders(input: PlaceOrdersInput, referralLinkCode: string | null): Promise<PlacedOrders> {
  const now = new Date();
  // The first submission of a checkout claims its payment while it is still "open" as the
  // transaction's first statement (no read before it). Nothing else ever makes a payment "open"
  // again, and only a placement makes orders or a coupon use for it, so it has none yet. A claim
  // of this session's payment as "pending" holds its row until the transaction ends (PostgreSQL;
  // SQLite runs one write transaction at a time): concurrent submissions wait here, find it pending,
  // and go on to the re-submission below, which reads the orders this one committed.
  const first = await prisma.$transaction(async (tx) => {
    const [claimed] = await tx.payment.updateManyAndReturn({
      where: { id: input.paymentId, sessionId: input.sessionId, status: "open" },
      data: { status: "pending" },
      select: { id: true, provider: true, providerPaymentId: true, currency: true, cartFingerprint: true },
    });
    if (!claimed) return null;
    return placeClaimedOrders(tx, input, referralLinkCode, now, claimed, [], true);
  });
  if (first) return answerPlacement(first, input.paymentId);
  return placeAgain(input, referralLinkCode, now);
}

async function answerPlacement(placement: Placement, paymentId: string): Promise<PlacedOrders> {
  if (placement.pricing.isFree) {
    await deliverOrderConfirmation(paymentId);
    return { orderIds: placement.orderIds, paymentId, isPaidInFull: true, clientSecret: null, totalCents: 0 };
  }
  // The details entered on the form (city, shipping method, code) may have changed the amount since the
  // intent was made, or since the last submission: the intent is made to ask for the payment's total.
  return answerAfterCommit(paymentId, placement.orderIds);
}

/**
 * A submission whose payment is no longer open: placed before (a re-submission after a declined card,
 * a concurrent or repeated one), paid, or not this session's.
 */
async function placeAgain(input: PlaceOrdersInput, referralLinkCode: string | null, now: Date) {
  const payment = await prisma.payment.findUnique({ where: { id: input.paymentId } });
  if (!payment || payment.sessionId !== input.sessionId)
    throw notFound("Payment not found. Please reload the checkout.");
  if (!UNPAID_STATUSES.includes(payment.status)) return describePlacedOrders(payment.id);
  if (payment.status === "pending" && !(await intentTakesNewAmount(payment))) return describePlacedOrders(payment.id);

  const outcome = await prisma.$transaction(async (tx) => {
    // Claim the payment. The update holds its row until this transaction ends (PostgreSQL; SQLite runs
    // one write transaction at a time), so concurrent submissions run one after another, and each reads
    // the orders the ones before it committed: one set of orders, whatever races it.
    const claimed = await tx.payment.updateMany({
      where: { id: payment.id, status: { in: UNPAID_STATUSES } },
      data: { status: "pending" },
    });
    if (claimed.count === 0) return null;
    const placed = await tx.order.findMany({
      where: { paymentId: payment.id },
      select: { id: true, status: true },
      orderBy: { id: "asc" },
    });
    return placeClaimedOrders(tx, input, referralLinkCode, now, payment, placed, false);
  });
  if (!outcome) return describePlacedOrders(payment.id);
  return answerPlacement(outcome, payment.id);
}

/**
 * The placement itself, in the transaction that claimed the payment: prices the cart under the
 * coupon's lock, places (or updates in place) one order per line, and makes the payment and its coupon
 * use match them. `placed`: the payment's orders from an earlier submission (none the first time).
 */
async function placeClaimedOrders(
  tx: TransactionClient,
  input: PlaceOrdersInput,
  referralLinkCode: string | null,
  now: Date,
  payment: ClaimedPayment,
  placed: Array<{ id: number; status: string }>,
  firstClaim: boolean,
): Promise<Placement> {
  // Before pricing: a coupon use the replaced checkout held must not count against this one.
  if (placed.length === 0) await replaceOtherCheckouts(tx, input.sessionId, payment.id, now);

  // A coupon's usage limits are checked (in pricing) and its use reserved (below) under its row lock:
  // of two checkouts racing for the last use, the second sees the first's reservation and is refused.
  await lockCouponByCode(tx, input.code);
  const pricing = await pricePayableCheckout(tx, input, {
    referralLinkCode,
    now,
    customerEmail: input.customerEmail,
    exceptPaymentId: payment.id,
  });
  if (
    pricing.cartFingerprint !== payment.cartFingerprint ||
    (placed.length > 0 && placed.length !== pricing.lines.length)
  )
    throw conflict("Your cart changed during checkout. Please review your order and try again.");
  if (!pricing.isFree && payment.provider === "free")
    throw conflict("The order total changed. Please review your order and try again.");
  if (placed.some((order) => !REPLACEABLE_ORDER_STATUSES.includes(order.status)))
    throw conflict("This order can no longer be changed. Please contact us.");

  const discountShares = allocateDiscount(
    pricing.discountCents,
    pricing.lines.map((line) => line.totalPriceCents),
  );
  const couponCode = pricing.appliedCode?.kind === "coupon" ? pricing.appliedCode.code : null;
  const rows = pricing.lines.map((line, index) => {
    const discountCents = discountShares[index] ?? 0;
    return {
      sessionId: input.sessionId,
      paymentId: payment.id,
      // The sticker as the shopper chose it; a die-cut's cut line is frozen here, on the order.
      ...toStickerLineColumns(line),
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalPriceCents: line.totalPriceCents - discountCents,
      discountCents,
      // Shipping is charged once per checkout; it rides on the first order.
      shippingCents: index === 0 ? pricing.shippingCents : 0,
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      customerPhone: input.customerPhone,
      companyName: input.companyName ?? null,
      additionalNotes: input.additionalNotes ?? null,
      shippingAddress: input.shippingAddress,
      shippingCity: input.shippingCity,
      shippingState: input.shippingState,
      shippingZip: input.shippingZip,
      shippingCountry: input.shippingCountry,
      shippingMethod: input.shippingMethod,
      couponCode,
      status: "pending",
      paymentIntentId: pricing.isFree ? FREE_ORDER_PAYMENT_ID : payment.providerPaymentId,
    };
  });

  let orderIds: number[];
  if (placed.length === 0) {
    // One statement for every line; ids ascend in line order (one autoincrement insert).
    const created = await tx.order.createManyAndReturn({ data: rows, select: { id: true } });
    orderIds = created.map((order) => order.id).sort((a, b) => a - b);
    await copySheetStickersToOrders(tx, pricing.lines, orderIds);
    // Before a free order is paid below: an approval carried over lets it go straight to printing.
    await carryOverApprovedProofsToNewOrders(
      tx,
      payment.id,
      orderIds.map((id, index) => ({ ...toStickerLineColumns(pricing.lines[index] as CheckoutLine), id })),
      now,
    );
  } else {
    // A re-submission (after a declined card, say): the same lines, in the same order, updated in place.
    orderIds = placed.map((order) => order.id);
    for (const [index, order] of placed.entries()) {
      await tx.order.update({
        where: { id: order.id },
        data: {
          ...rows[index],
          expiredAt: null,
          // Opened again: placed now, so the expiry job (which counts from createdAt) gives it its full time.
          ...(order.status === "expired" ? { createdAt: now } : {}),
        },
      });
    }
    const reopened = placed.filter((order) => order.status === "expired");
    if (reopened.length > 0)
      await tx.orderEvent.createMany({
        data: reopened.map((order) => ({
          orderId: order.id,
          type: "status",
          fromStatus: "expired",
          toStatus: "pending",
          actor: "customer",
          createdAt: now,
        })),
      });
    await carryOverApprovedProofs(tx, payment.id, orderIds, now);
  }
  await tx.payment.update({
    where: { id: payment.id },
    data: { ...toPaymentFields(pricing, input.shippingMethod), provider: pricing.isFree ? "free" : payment.provider },
  });
  // A first claim has no coupon use to release: only a placement makes one.
  if (pricing.couponId !== null || !firstClaim)
    await holdCouponUse(tx, { paymentId: payment.id, couponId: pricing.couponId, customerEmail: input.customerEmail });
  if (pricing.isFree) {
    await applyPaidPayment(tx, payment.id, now, { totalCents: pricing.totalCents, currency: payment.currency });
    await queueOrderConfirmation(tx, payment.id);
  }
  return { pricing, orderIds };
}

/**
 * A sticker sheet's stickers (#39) go with its line from the cart to the order: copied, as the server
 * checked them, in two statements for the whole placement (none without a sheet). A re-submission keeps
 * the orders' own copies (the same cart lines, by the cart's fingerprint).
 */
async function copySheetStickersToOrders(
  tx: Pick<TransactionClient, "sheetSticker">,
  lines: readonly CheckoutLine[],
  orderIds: readonly number[],
): Promise<void> {
  const orderIdByCartItem = new Map(
    lines.flatMap((line, index) => (line.sheetSizeId === null ? [] : [[line.cartItemId, orderIds[index]!] as const])),
  );
  if (orderIdByCartItem.size === 0) return;
  const stickers = await tx.sheetSticker.findMany({ where: { cartItemId: { in: [...orderIdByCartItem.keys()] } } });
  await tx.sheetSticker.createMany({
    data: stickers.map((row) => ({
      ...toSheetStickerColumns(readSheetSticker(row)),
      orderId: orderIdByCartItem.get(row.cartItemId!)!,
    })),
  });
}
