import { formatCents } from "@/lib/money/format-cents";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { placeCheckout, quoteCheckout, runTestCheckout } from "../helpers/checkout-flow";
import {
  addCartLine,
  createAffiliate,
  createCoupon,
  CUSTOMER,
  makeSessionId,
  resetShopData,
} from "../helpers/fixtures";
import { POST as refundOrder } from "@/app/api/orders/[id]/refund/route";
import { GET as trackAffiliate } from "@/app/api/affiliate/track/[code]/route";
import { prisma } from "@/lib/db/client";
import { PaymentProviderError } from "@/lib/payments/payment-provider";
import { createTestPaymentProvider } from "@/lib/payments/test-payment-provider";

// "Cancel and refund" in the built-in test mode: the refund is made in the test mode's own records
// and completes at once (no webhook).

setupTestDatabase();

let headers: Record<string, string>;
beforeAll(async () => {
  headers = await adminHeaders();
});
beforeEach(resetShopData);

function refund(orderId: number, body: unknown = {}, withHeaders = headers) {
  return callRoute(refundOrder, { method: "POST", params: { id: String(orderId) }, body, headers: withHeaders });
}

const findOrder = (id: number) => prisma.order.findUniqueOrThrow({ where: { id } });
const findPayment = (id: string) => prisma.payment.findUniqueOrThrow({ where: { id } });
const findIntent = (id: string | null) => prisma.testPaymentIntent.findUniqueOrThrow({ where: { id: id as string } });

describe("POST /api/orders/{id}/refund in test mode", () => {
  it("refunds the first order's goods, then the last with the shipping, and cancels each once", async () => {
    const { orderIds, payment } = await runTestCheckout();
    const [first, second] = orderIds as [number, number];

    const response = await refund(first);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      order: { id: first, status: "cancelled", refundedAmount: "92.00" },
      refund: { status: "succeeded", amount: "92.00" },
      message: "Order cancelled and refunded",
    });
    expect(await findOrder(first)).toMatchObject({ status: "cancelled", refundedCents: 9200 });
    expect((await findOrder(first)).refundedAt).toBeInstanceOf(Date);
    expect(await findOrder(second)).toMatchObject({ status: "paid", refundedCents: 0, refundedAt: null });
    expect(await findPayment(payment.id)).toMatchObject({ refundedCents: 9200, status: "paid" });
    expect((await findIntent(payment.providerPaymentId)).refundedCents).toBe(9200);
    const rows = await prisma.paymentRefund.findMany();
    expect(rows).toEqual([
      expect.objectContaining({
        orderId: first,
        amountCents: 9200,
        status: "succeeded",
        source: "admin",
        providerRefundId: expect.stringMatching(/^re_test_[0-9a-f]{24}$/),
      }),
    ]);
    const events = await prisma.orderEvent.findMany({ where: { orderId: first }, orderBy: { id: "asc" } });
    expect(events).toEqual([
      expect.objectContaining({
        type: "refund",
        detail: `Refunded $92.00 (test mode ${rows[0]?.providerRefundId})`,
        actor: "admin",
      }),
      expect.objectContaining({ type: "status", fromStatus: "paid", toStatus: "cancelled", actor: "admin" }),
    ]);
    const email = await prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: `order-refunded:${first}` } });
    expect(email).toMatchObject({ toAddress: CUSTOMER.customerEmail, orderId: first, paymentId: payment.id });
    expect(email.subject).toMatch(/has been refunded$/);
    expect(email.textBody).toContain("Refunded: $92.00\n");

    const last = await refund(second);

    expect(last.body).toMatchObject({ order: { status: "cancelled", refundedAmount: "55.00" } });
    expect(await findPayment(payment.id)).toMatchObject({ refundedCents: 14700 });
    expect((await findIntent(payment.providerPaymentId)).refundedCents).toBe(14700);
    const lastEmail = await prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: `order-refunded:${second}` } });
    expect(lastEmail.textBody).toContain("Refunded: $55.00 (including $5.00 shipping)");
  });

  it("takes the affiliate's commission back: a proportional share, then the rest with the last order", async () => {
    // No customer discount (a link's discount applies as if typed): the commission is 10% of the full goods.
    const affiliate = await createAffiliate({
      code: "LINKY",
      commissionType: "percentage",
      commissionRate: 1000,
      customerDiscountType: "percentage",
      customerDiscountRate: 0,
    });
    const tracked = await callRoute(trackAffiliate, { params: { code: "linky" } });
    const cookie = (tracked.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const { orderIds, payment } = await runTestCheckout({ cookie });
    expect(await findPayment(payment.id)).toMatchObject({ commissionCents: 1420 });
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: affiliate.id } })).toMatchObject({
      totalEarningsCents: 1420,
      totalOrders: 1,
    });

    await refund(orderIds[0] as number);
    // 1420 × 9200 / 14200 = 920
    expect(await findPayment(payment.id)).toMatchObject({ commissionReversedCents: 920 });
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: affiliate.id } })).toMatchObject({
      totalEarningsCents: 500,
      totalOrders: 1,
    });

    await refund(orderIds[1] as number);
    expect(await findPayment(payment.id)).toMatchObject({ commissionReversedCents: 1420 });
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: affiliate.id } })).toMatchObject({
      totalEarningsCents: 0,
      totalOrders: 0,
    });
  });

  it("refunds a one-order checkout in full, shipping included", async () => {
    const { orderIds, payment } = await runTestCheckout({ lines: 1 });
    const response = await refund(orderIds[0] as number);
    expect(response.body.refund).toMatchObject({ amount: "97.00" });
    expect(await findPayment(payment.id)).toMatchObject({ refundedCents: 9700, totalCents: 9700 });
  });

  it("never refunds more than is left of the payment", async () => {
    const { orderIds, payment } = await runTestCheckout();
    // As if $100.00 had been refunded in part before (e.g. in the provider's dashboard).
    await prisma.payment.update({ where: { id: payment.id }, data: { refundedCents: 10000 } });
    await prisma.testPaymentIntent.update({
      where: { id: payment.providerPaymentId as string },
      data: { refundedCents: 10000 },
    });

    const response = await refund(orderIds[0] as number);

    expect(response.body.refund).toMatchObject({ amount: "47.00" });
    expect(await findPayment(payment.id)).toMatchObject({ refundedCents: 14700 });
    expect(await findOrder(orderIds[0] as number)).toMatchObject({ refundedCents: 4700, status: "cancelled" });
  });

  it("lets the test mode refuse more than the intent's amount", async () => {
    const { payment } = await runTestCheckout({ lines: 1 });
    const provider = createTestPaymentProvider(prisma);
    const input = { intentId: payment.providerPaymentId as string, idempotencyKey: "k1", metadata: {} };
    await expect(provider.refund({ ...input, amountCents: 9701 })).rejects.toThrow(PaymentProviderError);
    await expect(provider.refund({ ...input, amountCents: 9700 })).resolves.toMatchObject({ status: "succeeded" });
    await expect(provider.refund({ ...input, amountCents: 1 })).rejects.toThrow(
      "Refund amount ($0.01) is greater than the unrefunded amount on the payment ($0.00).",
    );
    expect((await findIntent(payment.providerPaymentId)).refundedCents).toBe(9700);
  });

  it("leaves the order unchanged and answers 502 with the reason when the provider refuses", async () => {
    const { orderIds, payment } = await runTestCheckout();
    // The test mode's records say everything was refunded already: the provider call fails.
    await prisma.testPaymentIntent.update({
      where: { id: payment.providerPaymentId as string },
      data: { refundedCents: 14700 },
    });

    const response = await refund(orderIds[0] as number);

    expect(response).toMatchObject({
      status: 502,
      body: {
        message:
          "The refund failed: Refund amount ($92.00) is greater than the unrefunded amount on the payment ($0.00).",
      },
    });
    expect(await findOrder(orderIds[0] as number)).toMatchObject({
      status: "paid",
      refundedCents: 0,
      refundedAt: null,
    });
    expect(await findPayment(payment.id)).toMatchObject({ refundedCents: 0 });
    expect(await prisma.paymentRefund.findMany()).toEqual([
      expect.objectContaining({ status: "failed", failureMessage: expect.stringContaining("greater than") }),
    ]);
    expect(await prisma.orderEvent.count()).toBe(0);
    expect(await prisma.emailMessage.count({ where: { dedupeKey: { startsWith: "order-refunded:" } } })).toBe(0);

    // Once the cause is gone, the operator may try again.
    await prisma.testPaymentIntent.update({
      where: { id: payment.providerPaymentId as string },
      data: { refundedCents: 0 },
    });
    expect((await refund(orderIds[0] as number)).status).toBe(200);
  });

  it("makes one refund of ten concurrent calls; the others answer 409", async () => {
    const { orderIds, payment } = await runTestCheckout();
    const responses = await Promise.all(Array.from({ length: 10 }, () => refund(orderIds[0] as number)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(9);
    expect(await prisma.paymentRefund.count()).toBe(1);
    expect(await findPayment(payment.id)).toMatchObject({ refundedCents: 9200 });
    expect((await findIntent(payment.providerPaymentId)).refundedCents).toBe(9200);
    expect(await prisma.orderEvent.count({ where: { type: "refund" } })).toBe(1);
  });

  it("gives the shipping to whichever order is refunded last when both are refunded at once", async () => {
    const { orderIds, payment } = await runTestCheckout();
    const responses = await Promise.all(orderIds.map((id) => refund(id)));
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(await findPayment(payment.id)).toMatchObject({ refundedCents: 14700 });
    const amounts = (await prisma.paymentRefund.findMany()).map((row) => row.amountCents).sort((a, b) => a - b);
    expect([
      [5000, 9700],
      [5500, 9200],
    ]).toContainEqual(amounts);
  });

  it.each([["a second refund of the same order", "This order has been refunded already."]])(
    "answers 409 for %s",
    async (_label, message) => {
      const { orderIds } = await runTestCheckout({ lines: 1 });
      await refund(orderIds[0] as number);
      expect(await refund(orderIds[0] as number)).toMatchObject({ status: 409, body: { message } });
    },
  );

  it("answers 409 for an order that is not paid, and changes nothing", async () => {
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 50);
    const quoted = await quoteCheckout(sessionId);
    const placed = await placeCheckout(sessionId, quoted.body.paymentId);

    const response = await refund(placed.body.orderIds[0]);

    expect(response).toMatchObject({
      status: 409,
      body: { message: "Only a paid order can be cancelled and refunded." },
    });
    expect(await prisma.paymentRefund.count()).toBe(0);
    expect(await findOrder(placed.body.orderIds[0])).toMatchObject({ status: "pending" });
  });

  it("refunds an order cancelled earlier without a refund, and then its sibling takes the shipping back", async () => {
    const { orderIds, payment } = await runTestCheckout({ lines: 2 });
    const paymentId = payment.id;
    const [first, second] = orderIds as [number, number];
    await prisma.order.update({ where: { id: first }, data: { status: "cancelled" } });
    const orders = await prisma.order.findMany({ where: { paymentId }, orderBy: { id: "asc" } });

    const cancelledRefund = await refund(first);
    expect(cancelledRefund.status).toBe(200);
    expect(cancelledRefund.body.refund.amount).toBe(formatCents(orders[0]!.totalPriceCents));
    const events = await prisma.orderEvent.findMany({ where: { orderId: first } });
    expect(events.map((event) => event.type)).toEqual(["refund"]);

    const last = await refund(second);
    expect(last.body.refund.amount).toBe(formatCents(orders[1]!.totalPriceCents + payment.shippingCents));
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({
      refundedCents: payment.totalCents,
    });
    expect(await refund(first)).toMatchObject({
      status: 409,
      body: { message: "This order has been refunded already." },
    });
  });

  it("gives the coupon use back once every order of the checkout is refunded", async () => {
    const coupon = await createCoupon({ code: "ONCE10", discountType: "percentage", discountValue: 1000 });
    await prisma.coupon.update({ where: { id: coupon.id }, data: { maxUses: 1 } });
    const { orderIds, payment } = await runTestCheckout({ lines: 2, code: "ONCE10" });
    expect(payment.discountCents).toBeGreaterThan(0);
    expect(await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).toMatchObject({ usesCount: 1 });

    expect((await refund(orderIds[0] as number)).status).toBe(200);
    expect(await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).toMatchObject({ usesCount: 1 });
    expect((await refund(orderIds[1] as number)).status).toBe(200);
    expect(await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).toMatchObject({ usesCount: 0 });
    expect(await prisma.couponRedemption.findUniqueOrThrow({ where: { paymentId: payment.id } })).toMatchObject({
      status: "released",
    });
    // The limit of one use is free again.
    const again = await runTestCheckout({ lines: 1, code: "ONCE10" });
    expect(again.payment.discountCents).toBeGreaterThan(0);
  });

  it("cancels a free order with a $0 refund and no provider call", async () => {
    await createCoupon({ code: "FREE", discountType: "percentage", discountValue: 10000 });
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 50);
    const quoted = await quoteCheckout(sessionId, { shippingCity: "Las Vegas", code: "FREE" });
    const placed = await placeCheckout(sessionId, quoted.body.paymentId, { code: "FREE" });
    expect(placed.body.isPaidInFull).toBe(true);

    const response = await refund(placed.body.orderIds[0], undefined);

    expect(response.body).toMatchObject({
      order: { status: "cancelled", refundedAmount: "0.00" },
      refund: { status: "succeeded", amount: "0.00" },
    });
    expect(await prisma.paymentRefund.findMany()).toEqual([
      expect.objectContaining({ amountCents: 0, providerRefundId: null, status: "succeeded" }),
    ]);
    const events = await prisma.orderEvent.findMany({ orderBy: { id: "asc" } });
    expect(events[0]?.detail).toBe("Refunded $0.00 (free order, nothing charged)");
    const email = await prisma.emailMessage.findUniqueOrThrow({
      where: { dedupeKey: `order-refunded:${placed.body.orderIds[0]}` },
    });
    expect(email.subject).toMatch(/has been cancelled$/);
  });

  it("accepts a reason, and refuses a malformed body with 400", async () => {
    const { orderIds } = await runTestCheckout();
    expect((await refund(orderIds[0] as number, "{")).status).toBe(400);
    expect((await refund(orderIds[0] as number, { reason: 5 })).status).toBe(400);
    expect((await refund(orderIds[0] as number, { reason: "Customer asked" })).status).toBe(200);
  });

  it("answers 401 without an admin token and 404 for an unknown order", async () => {
    const { orderIds } = await runTestCheckout({ lines: 1 });
    expect(await refund(orderIds[0] as number, {}, {})).toMatchObject({ status: 401 });
    expect(await findOrder(orderIds[0] as number)).toMatchObject({ status: "paid" });
    expect(await refund(999_999)).toMatchObject({ status: 404, body: { message: "Order not found" } });
    expect(await prisma.paymentRefund.count()).toBe(0);
  });
});
