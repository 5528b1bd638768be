import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { addCartLine, createCoupon, CUSTOMER, makeSessionId, resetShopData } from "../helpers/fixtures";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as placeOrders } from "@/app/api/orders/route";
import { POST as confirmTestPayment } from "@/app/api/test-payments/confirm/route";
import { GET as getCheckout } from "@/app/api/orders/[id]/checkout/route";
import { POST as issueOrderLink } from "@/app/api/orders/[id]/order-link/route";
import { getOrderPage } from "@/lib/order-page/get-order-page";
import { SESSION_ORDER_LINK_WINDOW_MS } from "@/lib/order-links/issue-session-order-link";
import { prisma } from "@/lib/db/client";

// The success page of a checkout of several stickers: every order, its items and the checkout's
// amounts (GET /api/orders/{id}/checkout), and a link to the customer's order page
// (POST /api/orders/{id}/order-link), both only for the cart session that placed the orders.

setupTestDatabase();
beforeEach(resetShopData);

const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
const ORDER_NUMBER = /^#\d+-\d{4,6}$/;

/** Two stickers, a 10% coupon, paid with the test card: the ids of the two orders. */
async function payTwoStickers(sessionId: string) {
  await createCoupon({ code: "TEN", discountType: "percentage", discountValue: 1000 });
  await addCartLine(sessionId, '3" circle', 100); // 92.00
  await addCartLine(sessionId, '2"', 50, true); // 52.50 with rounded corners
  const body = { sessionId, shippingMethod: "standard", shippingCity: "Reno", shippingState: "NV", code: "TEN" };
  const quoted = await callRoute(createPaymentIntent, { method: "POST", body });
  expect(quoted.status).toBe(200);
  const placed = await callRoute(placeOrders, {
    method: "POST",
    body: { ...CUSTOMER, ...body, paymentId: quoted.body.paymentId },
  });
  expect(placed.status).toBe(201);
  const paid = await callRoute(confirmTestPayment, {
    method: "POST",
    body: { clientSecret: placed.body.clientSecret, ...GOOD_CARD },
  });
  expect(paid.status).toBe(200);
  return { orderIds: placed.body.orderIds as number[], total: placed.body.total as string };
}

function readCheckout(orderId: number, headers: Record<string, string>) {
  return callRoute(getCheckout, { params: { id: String(orderId) }, headers });
}

function askOrderLink(orderId: number, headers: Record<string, string>) {
  return callRoute(issueOrderLink, { method: "POST", params: { id: String(orderId) }, headers });
}

describe("GET /api/orders/{id}/checkout", () => {
  it("lists every order of the checkout with its items, and the checkout's amounts and e-mail", async () => {
    const sessionId = makeSessionId();
    const { orderIds, total } = await payTwoStickers(sessionId);
    expect(orderIds).toHaveLength(2);

    // Opened for the second order, it is still the whole checkout.
    for (const orderId of orderIds) {
      const response = await readCheckout(orderId, { "x-session-id": sessionId });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.body).toMatchObject({
        orderId,
        status: "paid",
        paymentStatus: "paid",
        customerEmail: CUSTOMER.customerEmail,
        amounts: { subtotal: "144.50", discount: "14.45", discountCode: "TEN", shipping: "5.00", total },
      });
      expect(total).toBe("135.05");
      const orders = response.body.orders as Array<Record<string, unknown>>;
      expect(orders.map((order) => order.id)).toEqual(orderIds);
      expect(orders[0]).toMatchObject({
        designName: "artwork.png",
        type: "Circle",
        sizeName: '3" circle',
        corners: null,
        quantity: 100,
        lineTotal: "92.00",
      });
      expect(orders[1]).toMatchObject({ type: "Square", sizeName: '2"', corners: "Rounded", quantity: 50 });
      for (const order of orders) expect(order.orderNumber).toMatch(ORDER_NUMBER);
      // Nothing for the operators: no notes, phone, affiliate or payment ids.
      expect(JSON.stringify(response.body)).not.toMatch(/Leave at the door|702-555|paymentIntent|pi_test/);
    }
  });

  it("answers 404 to another session, to no session and for an unknown order", async () => {
    const sessionId = makeSessionId();
    const { orderIds } = await payTwoStickers(sessionId);
    const [first] = orderIds as [number];
    expect((await readCheckout(first, { "x-session-id": makeSessionId() })).status).toBe(404);
    expect((await readCheckout(first, {})).status).toBe(404);
    expect((await readCheckout(first + 1000, { "x-session-id": sessionId })).status).toBe(404);
    expect(
      (await callRoute(getCheckout, { params: { id: "abc" }, headers: { "x-session-id": sessionId } })).status,
    ).toBe(404);
  });
});

describe("POST /api/orders/{id}/order-link", () => {
  it("gives the placing session a working link to the checkout's order page, stored only as a hash", async () => {
    const sessionId = makeSessionId();
    const { orderIds } = await payTwoStickers(sessionId);
    const response = await askOrderLink(orderIds[1] as number, { "x-session-id": sessionId });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.body.path).toMatch(/^\/orders\/[A-Za-z0-9_-]{43}$/);
    const token = (response.body.path as string).slice("/orders/".length);

    const page = await getOrderPage(token);
    expect(page?.numbers).toHaveLength(2);
    expect(page?.items.map((item) => item.orderId)).toEqual(orderIds);
    const links = await prisma.orderLink.findMany({ where: { paymentId: { not: "" } } });
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it("answers 404 to another session and after the window, 400 without a session", async () => {
    const sessionId = makeSessionId();
    const { orderIds } = await payTwoStickers(sessionId);
    const [first] = orderIds as [number];
    const before = await prisma.orderLink.count();
    expect((await askOrderLink(first, { "x-session-id": makeSessionId() })).status).toBe(404);
    expect((await askOrderLink(first, {})).status).toBe(400);
    expect((await askOrderLink(first + 1000, { "x-session-id": sessionId })).status).toBe(404);

    // A day after placing, the session id opens nothing more (the e-mail's link and "Find my order" do).
    await prisma.order.updateMany({
      where: { id: { in: orderIds } },
      data: { createdAt: new Date(Date.now() - SESSION_ORDER_LINK_WINDOW_MS - 60_000) },
    });
    expect((await askOrderLink(first, { "x-session-id": sessionId })).status).toBe(404);
    expect(await prisma.orderLink.count()).toBe(before);
  });
});
