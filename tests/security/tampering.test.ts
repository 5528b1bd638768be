// Price/amount tampering and mass assignment on the endpoints a browser or an operator can call.
// Already proven elsewhere (see tests/security/README.md): cart unitPrice/totalPrice and quantities
// 0/-1/1.5/1e9/"100" (cart.test.ts), create-payment-intent amount/totalPrice/discountAmount and
// validate-coupon orderAmount (checkout.test.ts), PATCH /api/orders/{id}/status and
// PATCH /api/affiliates/{id} with extra keys (admin-orders.test.ts, admin-affiliates.test.ts).
import { createCartOf142, placeCheckout, quoteCheckout } from "../helpers/checkout-flow";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { addCartLine, createDesignRow, findSize, makeSessionId, resetShopData } from "../helpers/fixtures";
import { countTableRows } from "../helpers/table-counts";
import { POST as addToCart } from "@/app/api/cart/route";
import { POST as validateCoupon } from "@/app/api/validate-coupon/route";
import { POST as createCouponRoute } from "@/app/api/coupons/route";
import { PATCH as patchCouponRoute } from "@/app/api/coupons/[id]/route";
import { POST as createAffiliateRoute } from "@/app/api/affiliates/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();
beforeEach(resetShopData);

let headers: Record<string, string>;
beforeAll(async () => {
  headers = await adminHeaders();
});

/** What the server stores for the 92.00 + 50.00 cart with standard shipping, whatever the browser says. */
const HONEST_ORDER_ROWS = [
  {
    status: "pending",
    unitPriceCents: 92,
    totalPriceCents: 9200,
    discountCents: 0,
    shippingCents: 500,
    archived: false,
    paidAt: null,
    couponCode: null,
    paymentIntentId: expect.stringMatching(/^pi_test_/),
  },
  {
    status: "pending",
    unitPriceCents: 100,
    totalPriceCents: 5000,
    discountCents: 0,
    shippingCents: 0,
    archived: false,
    paidAt: null,
    couponCode: null,
    paymentIntentId: expect.stringMatching(/^pi_test_/),
  },
];

describe("POST /api/orders ignores every money and state field the browser sends", () => {
  it.each<[string, Record<string, unknown>]>([
    ["totalPrice", { totalPrice: "0.01" }],
    ["totalPriceCents", { totalPriceCents: 1 }],
    ["unitPrice", { unitPrice: "0.01" }],
    ["unitPriceCents", { unitPriceCents: 1 }],
    ["discountAmount", { discountAmount: "147.00" }],
    ["discountCents", { discountCents: 14700 }],
    ["amount / total", { amount: 1, total: "0.01", subtotal: "0.01" }],
    ["shipping", { shipping: "0.00", shippingCents: 0 }],
    ["status", { status: "paid" }],
    ["paid", { paid: true, paidAt: "2024-01-01T00:00:00.000Z", paymentStatus: "paid" }],
    ["archived", { archived: true }],
    ["couponCode", { couponCode: "FREE" }],
    ["paymentIntentId", { paymentIntentId: "pi_attacker" }],
    [
      "everything at once, as strings and numbers",
      {
        totalPrice: 0,
        unitPrice: 0,
        discountAmount: 999999,
        status: "delivered",
        paid: "true",
        archived: "1",
        amount: "0",
      },
    ],
  ])("%s: 201 with the server's total, and stored rows priced from the table", async (_label, tampered) => {
    const sessionId = await createCartOf142();
    const prepared = await quoteCheckout(sessionId);
    const placed = await placeCheckout(sessionId, prepared.body.paymentId, tampered);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ total: "147.00", isPaidInFull: false });
    const rows = await prisma.order.findMany({ where: { id: { in: placed.body.orderIds } }, orderBy: { id: "asc" } });
    expect(rows).toEqual([
      expect.objectContaining(HONEST_ORDER_ROWS[0]),
      expect.objectContaining(HONEST_ORDER_ROWS[1]),
    ]);
    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: prepared.body.paymentId } });
    expect(payment).toMatchObject({
      subtotalCents: 14200,
      discountCents: 0,
      shippingCents: 500,
      totalCents: 14700,
      status: "pending",
      paidAt: null,
      couponId: null,
    });
    const intents = await prisma.testPaymentIntent.findMany();
    expect(intents.map((intent) => [intent.amountCents, intent.status])).toEqual([[14700, "requires_payment_method"]]);
  });

  it("an id in the body neither picks the new order's id nor touches the order that has it", async () => {
    const victimSession = await createCartOf142();
    const victimPlaced = await placeCheckout(victimSession, (await quoteCheckout(victimSession)).body.paymentId);
    const victimId = victimPlaced.body.orderIds[0] as number;
    const victimBefore = await prisma.order.findUniqueOrThrow({ where: { id: victimId } });

    const sessionId = await createCartOf142();
    const placed = await placeCheckout(sessionId, (await quoteCheckout(sessionId)).body.paymentId, {
      id: victimId,
      orderId: victimId,
      orderIds: [victimId, 999_999],
    });
    expect(placed.status).toBe(201);
    expect(placed.body.orderIds).not.toContain(victimId);
    expect(placed.body.orderIds).not.toContain(999_999);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: victimId } })).toEqual(victimBefore);
    expect(await prisma.order.findUnique({ where: { id: 999_999 } })).toBeNull();
    expect(await prisma.order.count()).toBe(4);
  });

  it("a payment prepared for a cheap cart cannot pay for a cart that grew afterwards: 409, nothing placed", async () => {
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 50); // 50.00 + 5.00 shipping
    const cheap = await quoteCheckout(sessionId);
    expect(cheap.body.total).toBe("55.00");
    await addCartLine(sessionId, '4"', 500);
    const placed = await placeCheckout(sessionId, cheap.body.paymentId, { totalPrice: "55.00" });
    expect(placed).toMatchObject({
      status: 409,
      body: { message: "Your cart changed during checkout. Please review your order and try again." },
    });
    expect(await prisma.order.count()).toBe(0);
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(2);
  });
});

describe("POST /api/create-payment-intent and validate-coupon take no amount from the browser", () => {
  it("prices the cart whatever money fields are sent", async () => {
    const sessionId = await createCartOf142();
    const response = await quoteCheckout(sessionId, {
      amount: 1,
      amountCents: 1,
      subtotal: "0.01",
      shipping: "0.00",
      discount: "147.00",
      total: "0.00",
      currency: "jpy",
      isPaidInFull: true,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      subtotal: "142.00",
      discount: "0.00",
      shipping: "5.00",
      total: "147.00",
      isPaidInFull: false,
    });
    const intent = await prisma.testPaymentIntent.findUniqueOrThrow({
      where: { clientSecret: response.body.clientSecret },
    });
    expect([intent.amountCents, intent.currency]).toEqual([14700, "usd"]);
  });

  it("validate-coupon answers the discount on the server's subtotal whatever orderAmount says", async () => {
    await prisma.coupon.create({ data: { code: "TEN", discountType: "percentage", discountValue: 1000 } });
    const sessionId = await createCartOf142();
    for (const orderAmount of [0, -5, 1e12, "142.00", null]) {
      const response = await callRoute(validateCoupon, {
        method: "POST",
        body: { code: "TEN", sessionId, orderAmount, discountAmount: "142.00" },
      });
      expect(response).toMatchObject({
        status: 200,
        body: { code: "TEN", discountAmount: "14.20", newTotal: "127.80" },
      });
    }
    expect(await prisma.payment.count()).toBe(0);
  });
});

describe("POST /api/cart quantities and prices", () => {
  let designId: number;
  let sizeId: number;
  let sessionId: string;
  beforeEach(async () => {
    sessionId = makeSessionId();
    designId = (await createDesignRow({ sessionId })).id;
    sizeId = (await findSize('3" circle')).id;
  });
  const post = (body: Record<string, unknown>) =>
    callRoute(addToCart, { method: "POST", body: { sessionId, designId, sizeId, roundedCorners: false, ...body } });

  it.each<[string, unknown]>([
    ["null", null],
    ["missing", undefined],
    ["NaN as text", "NaN"],
    ["Infinity (sent as 1e999, which JSON parses to Infinity)", "1e999"],
    ["an array", [100]],
    ["an object", { value: 100 }],
    ["a boolean", true],
  ])("refuses quantity %s with 400 { message } and stores nothing", async (_label, quantity) => {
    const body = _label.startsWith("Infinity")
      ? `{"sessionId":"${sessionId}","designId":${designId},"sizeId":${sizeId},"quantity":1e999,"roundedCorners":false}`
      : undefined;
    const response = body ? await callRoute(addToCart, { method: "POST", body }) : await post({ quantity });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.any(String) });
    expect(await prisma.cartItem.count()).toBe(0);
  });

  it("stores the table's price in cents whatever cent fields are sent", async () => {
    const response = await post({ quantity: 100, unitPriceCents: 1, totalPriceCents: 1, price: 0, discount: 9200 });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ unitPrice: "0.92", totalPrice: "92.00" });
    const row = await prisma.cartItem.findFirstOrThrow();
    expect([row.unitPriceCents, row.totalPriceCents]).toEqual([92, 9200]);
  });
});

describe("mass assignment on the admin create endpoints", () => {
  it("POST /api/coupons: id, isActive, createdAt and counters in the body are ignored", async () => {
    const response = await callRoute(createCouponRoute, {
      method: "POST",
      headers,
      body: {
        code: "SPRING",
        discountType: "percentage",
        discountValue: 10,
        id: 424_242,
        isActive: false,
        createdAt: "2000-01-01T00:00:00Z",
        usedCount: 99,
        discountValueBasisPoints: 10_000,
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.id).not.toBe(424_242);
    const row = await prisma.coupon.findUniqueOrThrow({ where: { code: "SPRING" } });
    expect(row).toMatchObject({ discountValue: 1000, isActive: true, minOrderCents: null, maxDiscountCents: null });
    expect(row.id).not.toBe(424_242);
    expect(row.createdAt.getUTCFullYear()).toBeGreaterThan(2000);
    expect(await prisma.coupon.count()).toBe(1);
  });

  it("PATCH /api/coupons/{id}: id, usesCount, createdAt in the body are ignored", async () => {
    const created = await callRoute(createCouponRoute, {
      method: "POST",
      headers,
      body: { code: "SPRING", discountType: "percentage", discountValue: 10, maxUses: 5 },
    });
    const response = await callRoute(patchCouponRoute, {
      method: "PATCH",
      headers,
      params: { id: String(created.body.id) },
      body: { isActive: false, id: 424_242, usesCount: 0, createdAt: "2000-01-01T00:00:00Z" },
    });
    expect(response.status).toBe(200);
    await prisma.coupon.update({ where: { id: created.body.id }, data: { usesCount: 3 } });
    await callRoute(patchCouponRoute, {
      method: "PATCH",
      headers,
      params: { id: String(created.body.id) },
      body: { isActive: true, usesCount: 0 },
    });
    const row = await prisma.coupon.findUniqueOrThrow({ where: { code: "SPRING" } });
    expect(row).toMatchObject({ id: created.body.id, usesCount: 3, isActive: true, maxUses: 5 });
    expect(row.createdAt.getUTCFullYear()).toBeGreaterThan(2000);
  });

  it("POST /api/affiliates: totalEarnings, totalOrders, id and payouts in the body are ignored", async () => {
    const response = await callRoute(createAffiliateRoute, {
      method: "POST",
      headers,
      body: {
        code: "PARTNER",
        name: "Pat Partner",
        email: "pat@example.com",
        commissionType: "percentage",
        commissionRate: 0.15,
        id: 434_343,
        totalEarnings: "9999.00",
        totalEarningsCents: 999_900,
        totalOrders: 50,
        totalPaidOut: "100.00",
        createdAt: "2000-01-01T00:00:00Z",
        payouts: [{ amountCents: 100 }],
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ code: "PARTNER", totalEarnings: "0.00", totalOrders: 0 });
    const row = await prisma.affiliate.findUniqueOrThrow({ where: { code: "PARTNER" } });
    expect(row).toMatchObject({ totalEarningsCents: 0, totalOrders: 0, commissionRate: 1500, isActive: true });
    expect(row.id).not.toBe(434_343);
    expect(row.createdAt.getUTCFullYear()).toBeGreaterThan(2000);
    expect(await prisma.affiliatePayout.count()).toBe(0);
    const counts = await countTableRows();
    expect([counts.Affiliate, counts.AffiliatePayout]).toEqual([1, 0]);
  });
});
