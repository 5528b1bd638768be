import { randomUUID } from "node:crypto";
import { createCheckoutRows, createRefundRow } from "../helpers/order-factories";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { createAffiliate, createCoupon, createDesignRow, createOrderRow, resetShopData } from "../helpers/fixtures";
import { GET as getDetail } from "@/app/api/admin/orders/[id]/route";
import { prisma } from "@/lib/db/client";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { verifyDesignFileSignature } from "@/lib/designs/links/sign-design-file-url";

setupTestDatabase();

let headers: Record<string, string>;

beforeAll(async () => {
  headers = await adminHeaders();
});

beforeEach(async () => {
  await prisma.orderEvent.deleteMany();
  await resetShopData();
});

const detail = (id: number | string, withHeaders: Record<string, string> = headers) =>
  callRoute(getDetail, { path: `/api/admin/orders/${id}`, headers: withHeaders, params: { id: String(id) } });

const at = (iso: string) => new Date(iso);

/**
 * A paid two-order checkout through an affiliate link with a typed coupon and priority shipping:
 * order A (4" square, 100, rounded corners, carries the shipping) and order B (3" circle, 50).
 */
async function createCheckout() {
  const coupon = await createCoupon({ code: "SPRING10", discountType: "percentage", discountValue: 1000 });
  const affiliate = await createAffiliate({ code: "PARTNER5", name: "Pat Partner" });
  const design = await createDesignRow({ originalName: "logo.png" }); // 900 × 900 px
  await getDesignStorage().write("primary", design.filename, Buffer.from("not really a png"));
  const { payment, orders } = await createCheckoutRows({
    lines: [
      {
        sizeName: '4"',
        quantity: 100,
        roundedCorners: true,
        unitPriceCents: 105,
        discountCents: 1_050,
        designId: design.id,
        carrier: "ups",
        trackingNumber: "1Z999AA10123456784",
        shippedAt: at("2026-03-02T17:00:00.000Z"),
      },
      { sizeName: '3" circle', quantity: 50, unitPriceCents: 100, discountCents: 500, status: "processing" },
    ],
    shippingMethod: "priority",
    shippingCents: 1_000,
    status: "shipped",
    coupon,
    affiliate: { id: affiliate.id, attributionMethod: "link" },
    paidAt: at("2026-03-01T12:05:00.000Z"),
    createdAt: at("2026-03-01T12:00:00.000Z"),
    order: { additionalNotes: "Please pack flat — gift!" },
    payment: {
      sessionId: "session_detail",
      providerPaymentId: "pi_test_detail_123",
      providerAmountCents: 14_000,
      providerCurrency: "usd",
      amountMismatchAt: at("2026-03-01T12:06:00.000Z"),
    },
  });
  const [orderA, orderB] = orders as [(typeof orders)[0], (typeof orders)[0]];
  await createRefundRow(
    { paymentId: payment.id, orderId: orderA.id },
    { amountCents: 500, createdAt: at("2026-03-03T10:00:00.000Z") },
  );
  return {
    payment: await prisma.payment.findUniqueOrThrow({ where: { id: payment.id } }),
    design,
    orderA: await prisma.order.findUniqueOrThrow({ where: { id: orderA.id } }),
    orderB,
    coupon,
    affiliate,
  };
}

describe("GET /api/admin/orders/{id}", () => {
  it("answers 401 without a valid token, and reveals nothing", async () => {
    const { orderA } = await createCheckout();
    for (const withHeaders of [{}, { authorization: "Bearer not-a-token" }] as Record<string, string>[]) {
      const response = await detail(orderA.id, withHeaders);
      expect(response.status).toBe(401);
      expect(Object.keys(response.body)).toEqual(["message"]);
    }
  });

  it("answers 404 { message } for an unknown order", async () => {
    const response = await detail(999_999);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "Order not found" });
  });

  it.each(["abc", "0", "-1", "1.5", "01", "1e3", "99999999999", "2147483648", " 1"])(
    "answers 400 { message } for the malformed id %p",
    async (id) => {
      const response = await detail(id);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe("string");
      expect(Object.keys(response.body)).toEqual(["message"]);
    },
  );

  it("has everything needed to print and ship the order", async () => {
    const { payment, design, orderA, orderB } = await createCheckout();
    const response = await detail(orderA.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = response.body;

    expect(body.order).toMatchObject({
      id: orderA.id,
      orderNumber: `#${orderA.id}-3126`,
      status: "shipped",
      customerName: "Ada Lovelace",
      companyName: "Analytical Engines",
      shippingAddress: "1 Main St",
      shippingCity: "Reno",
      shippingState: "NV",
      shippingZip: "89501",
      shippingCountry: "United States",
      customerPhone: "702-555-0100",
      customerEmail: "ada@example.com",
      additionalNotes: "Please pack flat — gift!",
      couponCode: "SPRING10",
      testPayment: true,
    });
    expect(body.shopTimeZone).toBe("America/Los_Angeles");
    expect(body.times).toEqual({
      placedAt: "2026-03-01T12:00:00.000Z",
      paidAt: "2026-03-01T12:05:00.000Z",
      shippedAt: "2026-03-02T17:00:00.000Z",
      refundedAt: "2026-03-03T10:00:00.000Z",
      expiredAt: null,
      updatedAt: expect.any(String),
    });

    expect(body.size).toEqual({
      id: expect.any(Number),
      name: '4"',
      shape: "square",
      widthInches: 4,
      heightInches: 4,
      cutLine: null,
      artwork: null,
    });
    expect(body.order.roundedCorners).toBe(true);
    expect(body.pricing).toEqual({
      quantity: 100,
      unitPrice: "1.05",
      linePrice: "105.00",
      discountShare: "10.50",
      totalPrice: "94.50",
      refunded: "5.00",
    });

    expect(body.design).toMatchObject({
      id: design.id,
      originalName: "logo.png",
      mimeType: "image/png",
      widthPx: 900,
      heightPx: 900,
      file: "available",
    });
    const url = new URL(body.design.fileUrl, "http://shop.test");
    expect(url.pathname).toBe(`/uploads/${design.filename}`);
    expect(await verifyDesignFileSignature(design.filename, url.searchParams)).toMatchObject({ ok: true });
    expect(Date.parse(body.design.fileUrlExpiresAt)).toBeGreaterThan(Date.now());
    // 900 px over 4 in.
    expect(body.print).toEqual({
      dpi: 225,
      quality: "fair",
      minimumDpi: 150,
      goodDpi: 300,
      widthInches: 4,
      heightInches: 4,
      dieCutImageInches: null,
    });

    expect(body.shipping).toEqual({
      method: "priority",
      name: "Priority Shipping",
      deliveryEstimate: "2-3 business days",
      priority: true,
      charge: "10.00",
      chargedOnThisOrder: true,
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      shippedAt: "2026-03-02T17:00:00.000Z",
    });

    expect(body.payment).toEqual({
      id: payment.id,
      provider: "test",
      testMode: true,
      providerPaymentId: "pi_test_detail_123",
      status: "paid",
      currency: "usd",
      subtotal: "155.00",
      discount: "15.50",
      shipping: "10.00",
      total: "149.50",
      refunded: "5.00",
      paidAt: "2026-03-01T12:05:00.000Z",
      coupon: { code: "SPRING10" },
      affiliate: { code: "PARTNER5", name: "Pat Partner", attributionMethod: "link" },
      amountMismatch: {
        providerAmount: "140.00",
        providerCurrency: "usd",
        paymentTotal: "149.50",
        paymentCurrency: "usd",
        detectedAt: "2026-03-01T12:06:00.000Z",
      },
    });

    expect(body.checkoutOrders).toEqual([
      {
        id: orderB.id,
        orderNumber: `#${orderB.id}-3126`,
        status: "processing",
        archived: false,
        // Printing already: no proof of the checkout may be held for it.
        awaitsProof: false,
        sizeName: '3" circle',
        designName: "artwork.png",
        quantity: 50,
        totalPrice: "45.00",
      },
    ]);
    const sibling = await detail(orderB.id);
    expect(sibling.body.checkoutOrders.map((order: { id: number }) => order.id)).toEqual([orderA.id]);
    expect(sibling.body.shipping).toMatchObject({ charge: "10.00", chargedOnThisOrder: false, trackingUrl: null });
  });

  it("lists placed, paid and the order's events oldest first", async () => {
    const { orderA, orderB } = await createCheckout();
    // Inserted out of order; one event of the sibling must not show.
    await prisma.orderEvent.createMany({
      data: [
        {
          orderId: orderA.id,
          type: "tracking",
          detail: "UPS 1Z999AA10123456784",
          actor: "admin",
          createdAt: at("2026-03-02T17:00:01.000Z"),
        },
        {
          orderId: orderA.id,
          type: "status",
          fromStatus: "paid",
          toStatus: "processing",
          actor: "admin",
          createdAt: at("2026-03-02T09:00:00.000Z"),
        },
        {
          orderId: orderA.id,
          type: "status",
          fromStatus: "processing",
          toStatus: "shipped",
          detail: "Handed to UPS",
          actor: "admin",
          createdAt: at("2026-03-02T17:00:00.000Z"),
        },
        {
          orderId: orderB.id,
          type: "status",
          fromStatus: "paid",
          toStatus: "processing",
          actor: "admin",
          createdAt: at("2026-03-02T09:30:00.000Z"),
        },
      ],
    });
    const { body } = await detail(orderA.id);
    expect(body.history).toEqual([
      {
        kind: "placed",
        at: "2026-03-01T12:00:00.000Z",
        fromStatus: null,
        toStatus: null,
        detail: null,
        actor: "customer",
      },
      {
        kind: "paid",
        at: "2026-03-01T12:05:00.000Z",
        fromStatus: null,
        toStatus: null,
        detail: "test payment",
        actor: "provider",
      },
      {
        kind: "status",
        at: "2026-03-02T09:00:00.000Z",
        fromStatus: "paid",
        toStatus: "processing",
        detail: null,
        actor: "admin",
      },
      {
        kind: "status",
        at: "2026-03-02T17:00:00.000Z",
        fromStatus: "processing",
        toStatus: "shipped",
        detail: "Handed to UPS",
        actor: "admin",
      },
      {
        kind: "tracking",
        at: "2026-03-02T17:00:01.000Z",
        fromStatus: null,
        toStatus: null,
        detail: "UPS 1Z999AA10123456784",
        actor: "admin",
      },
    ]);
  });

  it("lists the e-mails of the order and of its checkout, with their state", async () => {
    const { payment, orderA, orderB } = await createCheckout();
    const email = (data: Record<string, unknown>) =>
      prisma.emailMessage.create({
        data: {
          dedupeKey: randomUUID(),
          toAddress: "ada@example.com",
          textBody: "…",
          subject: "subject",
          ...data,
        },
      });
    const confirmation = await email({
      subject: "Order confirmation",
      paymentId: payment.id,
      status: "sent",
      attempts: 1,
      sentAt: at("2026-03-01T12:05:02.000Z"),
      createdAt: at("2026-03-01T12:05:01.000Z"),
    });
    const shipped = await email({
      subject: "Your order has shipped",
      orderId: orderA.id,
      paymentId: payment.id,
      status: "failed",
      attempts: 5,
      error: "550 mailbox unavailable",
      createdAt: at("2026-03-02T17:00:02.000Z"),
    });
    const printing = await email({
      subject: "Printing has begun",
      orderId: orderA.id,
      status: "queued",
      attempts: 2,
      error: "connect ECONNREFUSED",
      nextAttemptAt: at("2030-01-01T00:00:00.000Z"),
      createdAt: at("2026-03-02T09:00:01.000Z"),
    });
    const lost = await email({
      subject: "Refund issued",
      orderId: orderA.id,
      status: "sending",
      attempts: 1,
      claimedAt: at("2026-03-03T10:00:01.000Z"),
      createdAt: at("2026-03-03T10:00:00.000Z"),
    });
    // The sibling's own e-mail and an unrelated one stay off this page.
    await email({ subject: "Sibling printing", orderId: orderB.id, paymentId: payment.id, status: "sent" });
    await email({ subject: "Someone else", status: "sent" });

    const { body } = await detail(orderA.id);
    expect(body.emails.map((row: { id: number }) => row.id)).toEqual([
      confirmation.id,
      printing.id,
      shipped.id,
      lost.id,
    ]);
    expect(body.emails[0]).toEqual({
      id: confirmation.id,
      subject: "Order confirmation",
      toAddress: "ada@example.com",
      about: "checkout",
      createdAt: "2026-03-01T12:05:01.000Z",
      sentAt: "2026-03-01T12:05:02.000Z",
      state: "sent",
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
      canResend: false,
    });
    expect(body.emails[1]).toMatchObject({
      about: "order",
      state: "retrying",
      attempts: 2,
      lastError: "connect ECONNREFUSED",
      nextAttemptAt: "2030-01-01T00:00:00.000Z",
      canResend: false,
    });
    expect(body.emails[2]).toMatchObject({
      about: "order",
      state: "failed",
      attempts: 5,
      lastError: "550 mailbox unavailable",
      canResend: true,
    });
    expect(body.emails[3]).toMatchObject({ state: "lost", canResend: true });

    // The sibling sees the checkout's confirmation and its own e-mail only.
    const sibling = await detail(orderB.id);
    expect(sibling.body.emails.map((row: { subject: string }) => row.subject)).toEqual([
      "Order confirmation",
      "Sibling printing",
    ]);
  });

  it("copes with an order without a payment, a stored file or a known shipping method", async () => {
    const design = await createDesignRow();
    const order = await createOrderRow({ designId: design.id, shippingMethod: "standard", shippingCents: 500 });
    const { status, body } = await detail(order.id);
    expect(status).toBe(200);
    expect(body.payment).toBeNull();
    expect(body.checkoutOrders).toEqual([]);
    expect(body.emails).toEqual([]);
    expect(body.history.map((entry: { kind: string }) => entry.kind)).toEqual(["placed"]);
    expect(body.design).toMatchObject({ file: "missing", fileUrl: null, fileUrlExpiresAt: null });
    expect(body.shipping).toMatchObject({
      method: "standard",
      name: "Standard Shipping",
      priority: false,
      charge: "5.00",
      carrier: null,
      trackingUrl: null,
    });
    expect(body.print).toMatchObject({ dpi: 450, quality: "great" }); // 900 px over 2 in
  });
});
