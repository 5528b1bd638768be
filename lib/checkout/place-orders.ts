import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { holdCouponUse, lockCouponByCode } from "@/lib/coupons/coupon-redemptions";
import { allocateDiscount } from "@/lib/discounts/allocate-discount";
import type { PlaceOrdersInput } from "@/lib/validation/checkout";
import { applyPaidPayment } from "./apply-paid-payment";
import { queueOrderConfirmation, deliverOrderConfirmation } from "./order-confirmation";
import { pricePayableCheckout } from "./price-checkout";
import { syncPaymentIntent, toPaymentFields } from "./prepare-payment";

export const FREE_ORDER_PAYMENT_ID = "100_percent_discount";

export type PlacedOrders = {
  orderIds: number[];
  paymentId: string;
  isPaidInFull: boolean;
  clientSecret: string | null;
  totalCents: number;
};

/**
 * The answer to a repeated submission. Its client secret is only handed out once the provider's intent
 * asks for the payment's total: the first submission's sync may have failed after the orders were
 * placed, and confirming the intent at the quote's amount would take the wrong sum.
 */
async function describePlacedOrders(paymentId: string): Promise<PlacedOrders> {
  const payment = await prisma.payment.findUniqueOrThrow({
    where: { id: paymentId },
    include: { orders: { select: { id: true }, orderBy: { id: "asc" } } },
  });
  const isFree = payment.provider === "free";
  let clientSecret: string | null = null;
  if (!isFree) clientSecret = payment.status === "paid" ? payment.clientSecret : await syncPaymentIntent(payment);
  return {
    orderIds: payment.orders.map((order) => order.id),
    paymentId: payment.id,
    isPaidInFull: isFree,
    clientSecret,
    totalCents: payment.totalCents,
  };
}

/**
 * POST /api/orders: turns the session's cart into one order per line, tied to the prepared payment,
 * and clears the cart, in one transaction. A repeated or concurrent submission gets the same orders.
 */
export async function placeOrders(input: PlaceOrdersInput, referralLinkCode: string | null): Promise<PlacedOrders> {
  const payment = await prisma.payment.findUnique({ where: { id: input.paymentId } });
  if (!payment || payment.sessionId !== input.sessionId)
    throw notFound("Payment not found. Please reload the checkout.");
  if (payment.status !== "open") return describePlacedOrders(payment.id);

  const now = new Date();
  const outcome = await prisma.$transaction(async (tx) => {
    // Claim the payment: only one submission gets past this line.
    const claimed = await tx.payment.updateMany({
      where: { id: payment.id, status: "open" },
      data: { status: "pending" },
    });
    if (claimed.count === 0) return { alreadyPlaced: true as const };

    // A coupon's usage limits are checked (in pricing) and its use reserved (below) under its row lock:
    // of two checkouts racing for the last use, the second sees the first's reservation and is refused.
    await lockCouponByCode(tx, input.code);
    const pricing = await pricePayableCheckout(tx, input, {
      referralLinkCode,
      now,
      customerEmail: input.customerEmail,
      exceptPaymentId: payment.id,
    });
    if (pricing.cartFingerprint !== payment.cartFingerprint)
      throw conflict("Your cart changed during checkout. Please review your order and try again.");
    if (!pricing.isFree && payment.provider === "free")
      throw conflict("The order total changed. Please review your order and try again.");

    const discountShares = allocateDiscount(
      pricing.discountCents,
      pricing.lines.map((line) => line.totalPriceCents),
    );
    const couponCode = pricing.appliedCode?.kind === "coupon" ? pricing.appliedCode.code : null;
    // One statement for every line; ids ascend in line order (one autoincrement insert).
    const created = await tx.order.createManyAndReturn({
      data: pricing.lines.map((line, index) => {
        const discountCents = discountShares[index] ?? 0;
        return {
          sessionId: input.sessionId,
          paymentId: payment.id,
          designId: line.designId,
          sizeId: line.sizeId,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          totalPriceCents: line.totalPriceCents - discountCents,
          discountCents,
          // Shipping is charged once per checkout; it rides on the first order.
          shippingCents: index === 0 ? pricing.shippingCents : 0,
          roundedCorners: line.roundedCorners,
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
      }),
      select: { id: true },
    });
    const orderIds = created.map((order) => order.id).sort((a, b) => a - b);
    await tx.cartItem.deleteMany({
      where: { sessionId: input.sessionId, id: { in: pricing.lines.map((line) => line.cartItemId) } },
    });
    await tx.payment.update({
      where: { id: payment.id },
      data: { ...toPaymentFields(pricing, input.shippingMethod), provider: pricing.isFree ? "free" : payment.provider },
    });
    await holdCouponUse(tx, { paymentId: payment.id, couponId: pricing.couponId, customerEmail: input.customerEmail });
    if (pricing.isFree) {
      await applyPaidPayment(tx, payment.id, now, { totalCents: pricing.totalCents, currency: payment.currency });
      await queueOrderConfirmation(tx, payment.id);
    }
    return { alreadyPlaced: false as const, pricing, orderIds };
  });

  if (outcome.alreadyPlaced) return describePlacedOrders(payment.id);
  if (outcome.pricing.isFree) {
    await deliverOrderConfirmation(payment.id);
    return { orderIds: outcome.orderIds, paymentId: payment.id, isPaidInFull: true, clientSecret: null, totalCents: 0 };
  }

  // The details entered on the form (city, code) may have changed the amount since the intent was made.
  const clientSecret = await syncPaymentIntent({ ...payment, totalCents: outcome.pricing.totalCents });
  return {
    orderIds: outcome.orderIds,
    paymentId: payment.id,
    isPaidInFull: false,
    clientSecret,
    totalCents: outcome.pricing.totalCents,
  };
}
