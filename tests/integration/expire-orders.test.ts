import { createPaymentRow } from "../helpers/order-factories";
import { createCartOf142, payWithCard, placeCheckout, quoteCheckout } from "../helpers/checkout-flow";
import { setupTestDatabase } from "../helpers/database";
import { createCoupon, createOrderRow, CUSTOMER, resetShopData } from "../helpers/fixtures";
import { prisma } from "@/lib/db/client";
import { expireUnpaidOrders } from "@/lib/orders/expire-unpaid-orders";

setupTestDatabase();
beforeEach(async () => {
  await prisma.couponRedemption.deleteMany();
  await resetShopData();
});

const HOUR = 60 * 60 * 1000;
const NOW = new Date("2030-06-01T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

async function createUnpaidOrder(createdAt: Date, paymentId?: string) {
  return createOrderRow({ status: "pending", createdAt, paymentId: paymentId ?? null });
}

const statusOf = async (id: number) => (await prisma.order.findUniqueOrThrow({ where: { id } })).status;

describe("expireUnpaidOrders", () => {
  it("expires pending orders placed more than 24 hours ago, with one event each, and nothing else", async () => {
    const old = await createUnpaidOrder(ago(24 * HOUR + 1));
    const older = await createUnpaidOrder(ago(30 * 24 * HOUR));
    const exactly = await createUnpaidOrder(ago(24 * HOUR));
    const recent = await createUnpaidOrder(ago(23 * HOUR));
    const paid = await createOrderRow({ status: "paid", createdAt: ago(48 * HOUR) });
    const cancelled = await createOrderRow({ status: "cancelled", createdAt: ago(48 * HOUR) });

    await expect(expireUnpaidOrders(NOW)).resolves.toEqual({ expired: 2, couponsReleased: 0 });

    const rows = await prisma.order.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((order) => [order.id, order.status, order.expiredAt])).toEqual([
      [old.id, "expired", NOW],
      [older.id, "expired", NOW],
      [exactly.id, "pending", null],
      [recent.id, "pending", null],
      [paid.id, "paid", null],
      [cancelled.id, "cancelled", null],
    ]);
    const events = await prisma.orderEvent.findMany({ orderBy: { orderId: "asc" }, omit: { id: true } });
    expect(events).toEqual(
      [old.id, older.id].map((orderId) => ({
        orderId,
        type: "status",
        fromStatus: "pending",
        toStatus: "expired",
        detail: null,
        actor: "system",
        createdAt: NOW,
      })),
    );
    expect(await prisma.emailMessage.count()).toBe(0);
  });

  it("is idempotent: a second run changes nothing and records nothing", async () => {
    await createUnpaidOrder(ago(25 * HOUR));
    await expireUnpaidOrders(NOW);
    const before = await prisma.order.findMany();

    await expect(expireUnpaidOrders(new Date(NOW.getTime() + HOUR))).resolves.toEqual({
      expired: 0,
      couponsReleased: 0,
    });
    expect(await prisma.order.findMany()).toEqual(before);
    expect(await prisma.orderEvent.count()).toBe(1);
  });

  it("writes one event per order when runs overlap", async () => {
    const orders = [];
    for (let index = 0; index < 130; index += 1) orders.push(await createUnpaidOrder(ago(25 * HOUR + index)));

    const reports = await Promise.all(Array.from({ length: 4 }, () => expireUnpaidOrders(NOW)));

    expect(reports.reduce((sum, report) => sum + report.expired, 0)).toBe(130);
    expect(await prisma.order.count({ where: { status: "expired" } })).toBe(130);
    const events = await prisma.orderEvent.groupBy({ by: ["orderId"], _count: { _all: true } });
    expect(events).toHaveLength(130);
    expect(events.every((group) => group._count._all === 1)).toBe(true);
  });

  it("respects the expiry setting and the limit", async () => {
    const three = await createUnpaidOrder(ago(3 * HOUR));
    const one = await createUnpaidOrder(ago(1 * HOUR));
    await expect(expireUnpaidOrders(NOW, { expiryHours: 2 })).resolves.toMatchObject({ expired: 1 });
    expect([await statusOf(three.id), await statusOf(one.id)]).toEqual(["expired", "pending"]);

    const a = await createUnpaidOrder(ago(100 * HOUR));
    const b = await createUnpaidOrder(ago(100 * HOUR));
    await expect(expireUnpaidOrders(NOW, { limit: 1 })).resolves.toMatchObject({ expired: 1 });
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["expired", "pending"]);
  });

  it("reads ORDER_EXPIRY_HOURS from the environment", async () => {
    const three = await createUnpaidOrder(ago(3 * HOUR));
    const one = await createUnpaidOrder(ago(1 * HOUR));
    const saved = process.env.ORDER_EXPIRY_HOURS;
    process.env.ORDER_EXPIRY_HOURS = "2";
    try {
      await jest.isolateModulesAsync(async () => {
        const isolated = await import("@/lib/orders/expire-unpaid-orders");
        const { prisma: isolatedPrisma } = await import("@/lib/db/client");
        try {
          await expect(isolated.expireUnpaidOrders(NOW)).resolves.toMatchObject({ expired: 1 });
        } finally {
          await isolatedPrisma.$disconnect();
        }
      });
    } finally {
      if (saved === undefined) delete process.env.ORDER_EXPIRY_HOURS;
      else process.env.ORDER_EXPIRY_HOURS = saved;
    }
    expect([await statusOf(three.id), await statusOf(one.id)]).toEqual(["expired", "pending"]);
  });

  it("releases a reserved coupon once every order of its checkout is expired, and only then", async () => {
    const coupon = await createCoupon({ code: "SAVE10", discountType: "percentage", discountValue: 1000 });
    const reserve = (paymentId: string, status = "reserved") =>
      prisma.couponRedemption.create({
        data: { couponId: coupon.id, paymentId, customerEmail: "ada@example.com", status },
      });

    // Both lines expire: released.
    const expiring = await createPaymentRow({ status: "pending", couponId: coupon.id });
    await createUnpaidOrder(ago(25 * HOUR), expiring.id);
    await createUnpaidOrder(ago(25 * HOUR), expiring.id);
    const released = await reserve(expiring.id);
    // One line is still within its time: the checkout can still be paid, the coupon stays reserved.
    const partly = await createPaymentRow({ status: "pending", couponId: coupon.id });
    await createUnpaidOrder(ago(25 * HOUR), partly.id);
    await createUnpaidOrder(ago(HOUR), partly.id);
    const keptPartly = await reserve(partly.id);
    // A line of the checkout is paid: kept.
    const withPaid = await createPaymentRow({ status: "pending", couponId: coupon.id });
    await createUnpaidOrder(ago(25 * HOUR), withPaid.id);
    await createOrderRow({ status: "paid", createdAt: ago(25 * HOUR), paymentId: withPaid.id });
    const keptPaid = await reserve(withPaid.id);
    // Redeemed already: untouched.
    const redeemedPayment = await createPaymentRow({ status: "pending", couponId: coupon.id });
    await createUnpaidOrder(ago(25 * HOUR), redeemedPayment.id);
    const redeemed = await reserve(redeemedPayment.id, "redeemed");

    await expect(expireUnpaidOrders(NOW)).resolves.toEqual({ expired: 5, couponsReleased: 1 });

    const statuses = await prisma.couponRedemption.findMany({
      orderBy: { id: "asc" },
      select: { id: true, status: true },
    });
    expect(statuses).toEqual([
      { id: released.id, status: "released" },
      { id: keptPartly.id, status: "reserved" },
      { id: keptPaid.id, status: "reserved" },
      { id: redeemed.id, status: "redeemed" },
    ]);

    // The remaining line expires later: now its coupon is released too.
    await expect(expireUnpaidOrders(new Date(NOW.getTime() + 24 * HOUR))).resolves.toEqual({
      expired: 1,
      couponsReleased: 1,
    });
    expect((await prisma.couponRedemption.findUniqueOrThrow({ where: { id: keptPartly.id } })).status).toBe("released");
  });
});

describe("a payment that succeeds after its orders expired", () => {
  it("marks the expired orders paid and sends the confirmation then, never before", async () => {
    const sessionId = await createCartOf142();
    const prepared = await quoteCheckout(sessionId);
    const placed = await placeCheckout(sessionId, prepared.body.paymentId);
    expect(placed.status).toBe(201);
    const orderIds: number[] = placed.body.orderIds;

    await expect(expireUnpaidOrders(new Date(Date.now() + 25 * HOUR))).resolves.toMatchObject({ expired: 2 });
    const expired = await prisma.order.findMany({ where: { id: { in: orderIds } } });
    expect(expired.map((order) => order.status)).toEqual(["expired", "expired"]);
    expect(await prisma.emailMessage.count()).toBe(0);

    const paid = await payWithCard(placed.body.clientSecret);
    expect(paid).toMatchObject({ status: 200, body: { status: "succeeded" } });
    const revived = await prisma.order.findMany({ where: { id: { in: orderIds } } });
    expect(revived.every((order) => order.status === "paid" && order.paidAt !== null)).toBe(true);
    expect(await prisma.emailMessage.findMany({ select: { toAddress: true, paymentId: true } })).toEqual([
      { toAddress: CUSTOMER.customerEmail, paymentId: prepared.body.paymentId },
    ]);
  });
});
