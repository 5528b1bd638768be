import { createCartOf142, GOOD_CARD, placeCheckout, quoteCheckout } from "../helpers/checkout-flow";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import {
  addCartLine,
  createAffiliate,
  createCoupon,
  CUSTOMER,
  makeSessionId,
  resetShopData,
} from "../helpers/fixtures";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { POST as paymentSuccess } from "@/app/api/orders/[id]/payment-success/route";
import { POST as confirmTestPayment } from "@/app/api/test-payments/confirm/route";
import { POST as validateCoupon } from "@/app/api/validate-coupon/route";
import { POST as validateReferral } from "@/app/api/affiliate/validate-code/route";
import { GET as trackAffiliate } from "@/app/api/affiliate/track/[code]/route";
import { handlePaymentEvent } from "@/lib/payment-lifecycle/handle-payment-event";
import { toProviderIntent } from "@/lib/payments/test-payment-provider";
import { prisma } from "@/lib/db/client";

setupTestDatabase();
beforeEach(resetShopData);

describe("checkout amounts come from the server", () => {
  it("prices the cart, ignores amounts sent by the browser, and asks the provider for exactly that", async () => {
    const sessionId = await createCartOf142();
    const response = await quoteCheckout(sessionId, { amount: 1, totalPrice: "0.01", discountAmount: "999" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      subtotal: "142.00",
      discount: "0.00",
      shipping: "5.00",
      total: "147.00",
      isPaidInFull: false,
    });
    expect(response.body.clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    const intent = await prisma.testPaymentIntent.findUniqueOrThrow({
      where: { clientSecret: response.body.clientSecret },
    });
    expect(intent.amountCents).toBe(14700);
    expect(intent.currency).toBe("usd");
  });

  it.each([
    ["priority shipping", { shippingMethod: "priority" }, "10.00", "152.00"],
    ["Las Vegas local delivery", { shippingCity: "  las   VEGAS " }, "0.00", "142.00"],
    ["Henderson local delivery", { shippingCity: "Henderson" }, "0.00", "142.00"],
  ])("%s", async (_label, extra, shipping, total) => {
    const sessionId = await createCartOf142();
    const response = await quoteCheckout(sessionId, extra);
    expect(response.body).toMatchObject({ shipping, total });
  });

  it("ships 300+ stickers free", async () => {
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 300);
    expect((await quoteCheckout(sessionId)).body).toMatchObject({
      subtotal: "225.00",
      shipping: "0.00",
      total: "225.00",
    });
  });

  it("updates the same intent when the amount changes", async () => {
    const sessionId = await createCartOf142();
    const first = await quoteCheckout(sessionId);
    const second = await quoteCheckout(sessionId, { shippingMethod: "priority" });
    expect(second.body.paymentId).toBe(first.body.paymentId);
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    expect(await prisma.testPaymentIntent.count()).toBe(1);
    const intent = await prisma.testPaymentIntent.findUniqueOrThrow({
      where: { clientSecret: first.body.clientSecret },
    });
    expect(intent.amountCents).toBe(15200);
  });

  it("refuses an empty cart and malformed bodies", async () => {
    expect((await quoteCheckout(makeSessionId())).status).toBe(400);
    expect((await callRoute(createPaymentIntent, { method: "POST", body: { sessionId: "nope" } })).status).toBe(400);
    expect((await callRoute(createPaymentIntent, { method: "POST", body: "{" })).status).toBe(400);
  });
});

describe("codes", () => {
  it.each([
    [
      "10% coupon",
      { code: "TEN", discountType: "percentage" as const, discountValue: 1000 },
      { discount: "14.20", total: "132.80" },
    ],
    [
      "fixed $20 coupon",
      { code: "TWENTY", discountType: "fixed" as const, discountValue: 2000 },
      { discount: "20.00", total: "127.00" },
    ],
    [
      "50% capped at $30",
      { code: "HALF", discountType: "percentage" as const, discountValue: 5000, maxDiscountCents: 3000 },
      { discount: "30.00", total: "117.00" },
    ],
    [
      "minimum met exactly",
      { code: "MIN142", discountType: "fixed" as const, discountValue: 500, minOrderCents: 14200 },
      { discount: "5.00", total: "142.00" },
    ],
  ])("applies a %s", async (_label, coupon, expected) => {
    await createCoupon(coupon);
    const sessionId = await createCartOf142();
    const response = await quoteCheckout(sessionId, { code: coupon.code.toLowerCase() });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...expected, appliedCode: { kind: "coupon", code: coupon.code } });
  });

  it.each([
    [
      "below its minimum",
      { code: "BIG", discountType: "fixed" as const, discountValue: 500, minOrderCents: 20000 },
      "This coupon requires a minimum order of $200.00.",
    ],
    [
      "expired",
      { code: "OLD", discountType: "fixed" as const, discountValue: 500, expiresAt: new Date("2020-01-01") },
      "This coupon has expired.",
    ],
    [
      "inactive",
      { code: "OFF", discountType: "fixed" as const, discountValue: 500, isActive: false },
      "This coupon is no longer active.",
    ],
  ])("refuses a coupon %s", async (_label, coupon, message) => {
    await createCoupon(coupon);
    const sessionId = await createCartOf142();
    const response = await quoteCheckout(sessionId, { code: coupon.code });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    const validation = await callRoute(validateCoupon, {
      method: "POST",
      body: { code: coupon.code, sessionId, orderAmount: 999999 },
    });
    expect(validation).toMatchObject({ status: 400, body: { message } });
  });

  it("validates a coupon against the server's price, not the orderAmount sent", async () => {
    await createCoupon({ code: "QUARTER", discountType: "percentage", discountValue: 2500 });
    const sessionId = await createCartOf142();
    const response = await callRoute(validateCoupon, {
      method: "POST",
      body: { code: "quarter", sessionId, orderAmount: 1 },
    });
    expect(response.body).toEqual({
      code: "QUARTER",
      discountType: "percentage",
      discountAmount: "35.50",
      newTotal: "106.50",
    });
    expect((await callRoute(validateCoupon, { method: "POST", body: { code: "NOPE", sessionId } })).status).toBe(404);
  });

  it("gives the default 5% for a referral code without its own rate", async () => {
    await createAffiliate({ code: "FRIEND", customerDiscountRate: null });
    const sessionId = await createCartOf142();
    expect((await quoteCheckout(sessionId, { code: "friend" })).body).toMatchObject({
      discount: "7.10",
      total: "139.90",
      appliedCode: { kind: "referral", code: "FRIEND" },
    });
    expect((await callRoute(validateReferral, { method: "POST", body: { code: "friend" } })).body).toMatchObject({
      valid: true,
      customerDiscountRate: 0.05,
    });
  });

  it.each([
    ["fixed $15", { customerDiscountType: "fixed" as const, customerDiscountRate: 1500 }, "15.00"],
    [
      "20% capped at $10",
      { customerDiscountType: "percentage" as const, customerDiscountRate: 2000, maxCustomerDiscountCents: 1000 },
      "10.00",
    ],
    ["20% uncapped", { customerDiscountType: "percentage" as const, customerDiscountRate: 2000 }, "28.40"],
  ])("applies an affiliate's %s customer discount", async (_label, rules, discount) => {
    await createAffiliate({ code: "AFF", ...rules });
    const sessionId = await createCartOf142();
    expect((await quoteCheckout(sessionId, { code: "AFF" })).body).toMatchObject({ discount });
  });

  it("refuses unknown and inactive codes", async () => {
    await createAffiliate({ code: "SLEEPY", isActive: false });
    const sessionId = await createCartOf142();
    for (const code of ["UNKNOWN", "SLEEPY"]) {
      expect(await quoteCheckout(sessionId, { code })).toMatchObject({
        status: 400,
        body: { message: "This code is not valid as either a coupon or referral code." },
      });
    }
    expect((await callRoute(validateReferral, { method: "POST", body: { code: "SLEEPY" } })).status).toBe(404);
    expect((await callRoute(validateReferral, { method: "POST", body: { code: "" } })).status).toBe(400);
  });
});

describe("the e-mail rule the browser checks is the server's", () => {
  it.each([
    ["grace@example", 400],
    ["grace example.com", 400],
    ["grace@example.", 400],
    ["grace@example.com", 201],
  ])("POST /api/orders with %s answers %i", async (customerEmail, status) => {
    const sessionId = await createCartOf142();
    const quoted = await quoteCheckout(sessionId);
    const placed = await placeCheckout(sessionId, quoted.body.paymentId, { customerEmail });
    expect(placed.status).toBe(status);
    if (status === 400) {
      expect(placed.body).toEqual({ message: "customerEmail: Please enter a valid email address" });
      expect(await prisma.order.count({ where: { sessionId } })).toBe(0);
    }
  });
});

describe("placing orders and paying in test mode", () => {
  it("creates one order per line for the session, keeps the cart until 4242 pays, then clears it", async () => {
    const sessionId = await createCartOf142();
    const prepared = await quoteCheckout(sessionId);
    const placed = await placeCheckout(sessionId, prepared.body.paymentId, {
      totalPrice: "0.01",
      status: "paid",
      id: 1,
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      isPaidInFull: false,
      total: "147.00",
      clientSecret: prepared.body.clientSecret,
    });
    const orders = await prisma.order.findMany({ where: { id: { in: placed.body.orderIds } }, orderBy: { id: "asc" } });
    expect(orders.map((order) => [order.sessionId, order.status, order.totalPriceCents, order.shippingCents])).toEqual([
      [sessionId, "pending", 9200, 500],
      [sessionId, "pending", 5000, 0],
    ]);
    // The cart is emptied only when the payment succeeds (issue 13: a declined card keeps it).
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(2);

    const paid = await callRoute(confirmTestPayment, {
      method: "POST",
      body: { clientSecret: placed.body.clientSecret, ...GOOD_CARD },
    });
    expect(paid).toMatchObject({ status: 200, body: { status: "succeeded" } });
    const after = await prisma.order.findMany({ where: { id: { in: placed.body.orderIds } } });
    expect(after.every((order) => order.status === "paid" && order.paidAt !== null)).toBe(true);
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(0);
    expect(await prisma.emailMessage.count({ where: { toAddress: CUSTOMER.customerEmail } })).toBe(1);

    const shown = await callRoute(getOrder, {
      params: { id: String(placed.body.orderIds[0]) },
      headers: { "x-session-id": sessionId },
    });
    expect(shown.body).toMatchObject({
      status: "paid",
      paymentStatus: "paid",
      totalPrice: "92.00",
      customerName: CUSTOMER.customerName,
    });
    expect(shown.body.orderNumber).toMatch(new RegExp(`^#${placed.body.orderIds[0]}-\\d{4,6}$`));
  });

  it.each([
    ["4000 0000 0000 0002", "Your card was declined."],
    ["4000 0000 0000 9995", "Your card has insufficient funds."],
  ])("refuses card %s with the provider's message and leaves the orders unpaid", async (cardNumber, message) => {
    const sessionId = await createCartOf142();
    const prepared = await quoteCheckout(sessionId);
    const placed = await placeCheckout(sessionId, prepared.body.paymentId);
    const declined = await callRoute(confirmTestPayment, {
      method: "POST",
      body: { ...GOOD_CARD, cardNumber, clientSecret: placed.body.clientSecret },
    });
    expect(declined).toMatchObject({ status: 402, body: { message } });
    const orders = await prisma.order.findMany({ where: { id: { in: placed.body.orderIds } } });
    expect(orders.every((order) => order.status === "pending")).toBe(true);
    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: placed.body.paymentId } });
    expect(payment).toMatchObject({ status: "pending", failureMessage: message });

    // A second card on the same intent still works.
    const retried = await callRoute(confirmTestPayment, {
      method: "POST",
      body: { clientSecret: placed.body.clientSecret, ...GOOD_CARD },
    });
    expect(retried.status).toBe(200);
    expect((await prisma.payment.findUniqueOrThrow({ where: { id: placed.body.paymentId } })).status).toBe("paid");
  });

  it("makes one set of orders and one payment from 20 concurrent identical checkouts", async () => {
    const sessionId = await createCartOf142();
    const quotes = await Promise.all(Array.from({ length: 20 }, () => quoteCheckout(sessionId)));
    const paymentIds = new Set(quotes.map((response) => response.body.paymentId));
    expect(paymentIds.size).toBe(1);
    const [paymentId] = [...paymentIds];
    const placements = await Promise.all(
      Array.from({ length: 20 }, () => placeCheckout(sessionId, paymentId as string)),
    );
    expect(placements.every((response) => response.status === 201)).toBe(true);
    expect(new Set(placements.map((response) => JSON.stringify(response.body.orderIds))).size).toBe(1);
    expect(await prisma.order.count({ where: { sessionId } })).toBe(2);
    expect(await prisma.payment.count({ where: { sessionId } })).toBe(1);
    expect(await prisma.testPaymentIntent.count({ where: { metadata: { contains: paymentId as string } } })).toBe(1);
  });

  it("completes a 100% discount without a card", async () => {
    await createCoupon({ code: "FREE", discountType: "percentage", discountValue: 10000 });
    const sessionId = await createCartOf142();
    const prepared = await quoteCheckout(sessionId, { code: "FREE" });
    expect(prepared.body).toMatchObject({
      isPaidInFull: true,
      clientSecret: null,
      total: "0.00",
      shipping: "0.00",
      discount: "142.00",
    });
    const placed = await placeCheckout(sessionId, prepared.body.paymentId, { code: "FREE" });
    expect(placed.body).toMatchObject({ isPaidInFull: true, clientSecret: null, total: "0.00" });
    const orders = await prisma.order.findMany({ where: { id: { in: placed.body.orderIds } } });
    expect(
      orders.map((order) => [order.status, order.paymentIntentId, order.totalPriceCents, order.couponCode]),
    ).toEqual([
      ["paid", "100_percent_discount", 0, "FREE"],
      ["paid", "100_percent_discount", 0, "FREE"],
    ]);
    expect(await prisma.testPaymentIntent.count()).toBe(0);
    // A free order is paid at placement: its cart is emptied then.
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(0);
  });

  it("rejects a placement for another session's payment and bad customer data", async () => {
    const sessionId = await createCartOf142();
    const prepared = await quoteCheckout(sessionId);
    expect((await placeCheckout(makeSessionId(), prepared.body.paymentId)).status).toBe(404);
    expect((await placeCheckout(sessionId, prepared.body.paymentId, { customerEmail: "not-an-email" })).status).toBe(
      400,
    );
    expect((await placeCheckout(sessionId, prepared.body.paymentId, { customerName: "" })).status).toBe(400);
    expect((await placeCheckout(sessionId, prepared.body.paymentId, { customerName: "x".repeat(10000) })).status).toBe(
      400,
    );
    expect(await prisma.order.count({ where: { sessionId } })).toBe(0);
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(2);
  });

  it("shows an order only to the session that placed it", async () => {
    const sessionId = await createCartOf142();
    const prepared = await quoteCheckout(sessionId);
    const placed = await placeCheckout(sessionId, prepared.body.paymentId);
    const id = String(placed.body.orderIds[0]);
    expect((await callRoute(getOrder, { params: { id }, headers: { "x-session-id": makeSessionId() } })).status).toBe(
      404,
    );
    expect((await callRoute(getOrder, { params: { id } })).status).toBe(404);
    expect(
      (await callRoute(getOrder, { params: { id: "../../etc" }, headers: { "x-session-id": sessionId } })).status,
    ).toBe(404);
    expect((await callRoute(getOrder, { params: { id }, headers: { "x-session-id": sessionId } })).status).toBe(200);
  });

  it("marks paid on payment-success only what the provider confirms", async () => {
    const sessionId = await createCartOf142();
    const prepared = await quoteCheckout(sessionId);
    const placed = await placeCheckout(sessionId, prepared.body.paymentId);
    const id = String(placed.body.orderIds[0]);
    const early = await callRoute(paymentSuccess, {
      method: "POST",
      params: { id },
      body: { paymentIntentId: "pi_forged" },
      headers: { "x-session-id": sessionId },
    });
    expect(early.body).toEqual({ status: "pending" });
    await prisma.testPaymentIntent.updateMany({ data: { status: "succeeded" } });
    const confirmed = await callRoute(paymentSuccess, {
      method: "POST",
      params: { id },
      body: {},
      headers: { "x-session-id": sessionId },
    });
    expect(confirmed.body).toEqual({ status: "paid" });
    expect(
      (
        await callRoute(paymentSuccess, {
          method: "POST",
          params: { id },
          body: {},
          headers: { "x-session-id": makeSessionId() },
        })
      ).status,
    ).toBe(404);
  });
});

describe("affiliate commissions", () => {
  it("books a referral-link commission once, when the order is paid", async () => {
    const affiliate = await createAffiliate({ code: "LINKY", commissionType: "percentage", commissionRate: 1000 });
    const tracked = await callRoute(trackAffiliate, { params: { code: "linky" } });
    expect(tracked.status).toBe(200);
    const cookie = (tracked.headers.get("set-cookie") ?? "").split(";")[0] as string;
    expect(cookie).toBe("sticker_ref=LINKY");

    const sessionId = await createCartOf142();
    const prepared = await quoteCheckout(sessionId, {}, { cookie });
    // The link's 5% default customer discount applies as if typed (referral-link-discount.test.ts).
    expect(prepared.body.discount).toBe("7.10");
    const placed = await placeCheckout(sessionId, prepared.body.paymentId, {}, { cookie });
    expect((await prisma.affiliate.findUniqueOrThrow({ where: { id: affiliate.id } })).totalOrders).toBe(0);

    await callRoute(confirmTestPayment, {
      method: "POST",
      body: { clientSecret: placed.body.clientSecret, ...GOOD_CARD },
    });
    const intent = toProviderIntent(
      await prisma.testPaymentIntent.findUniqueOrThrow({ where: { clientSecret: placed.body.clientSecret } }),
    );
    // The same provider event again, ten times at once: nothing changes twice.
    const replays = await Promise.all(
      Array.from({ length: 10 }, () =>
        handlePaymentEvent({ id: "evt_replayed", type: "payment_intent.succeeded", intent }),
      ),
    );
    expect(replays.every((outcome) => outcome === "already_processed")).toBe(true);

    const after = await prisma.affiliate.findUniqueOrThrow({ where: { id: affiliate.id } });
    expect(after).toMatchObject({ totalOrders: 1, totalEarningsCents: 1349 });
    expect(await prisma.emailMessage.count()).toBe(1);
  });

  it("books a typed code's commission on the discounted amount, and a flat one once", async () => {
    const affiliate = await createAffiliate({
      code: "FLAT",
      commissionType: "flat",
      commissionRate: 500,
      customerDiscountRate: null,
    });
    const sessionId = await createCartOf142();
    const prepared = await quoteCheckout(sessionId, { code: "FLAT" });
    const placed = await placeCheckout(sessionId, prepared.body.paymentId, { code: "FLAT" });
    await callRoute(confirmTestPayment, {
      method: "POST",
      body: { clientSecret: placed.body.clientSecret, ...GOOD_CARD },
    });
    await callRoute(confirmTestPayment, {
      method: "POST",
      body: { clientSecret: placed.body.clientSecret, ...GOOD_CARD },
    });
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: affiliate.id } })).toMatchObject({
      totalOrders: 1,
      totalEarningsCents: 500,
    });
    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: placed.body.paymentId } });
    expect(payment).toMatchObject({ discountCents: 710, totalCents: 13990, commissionCents: 500 });
  });

  it("does not track an unknown referral link", async () => {
    const tracked = await callRoute(trackAffiliate, { params: { code: "ghost" } });
    expect(tracked.status).toBe(404);
    expect(tracked.headers.get("set-cookie")).toBeNull();
  });
});
