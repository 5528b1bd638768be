// Issue 13, "A cart that survives a declined card": the cart is emptied only when the payment succeeds;
// until then a re-submission of the same checkout updates its pending orders and payment in place.
import { createCartOf142, DECLINED_CARD, payWithCard, placeCheckout, quoteCheckout } from "../helpers/checkout-flow";
import { setupTestDatabase } from "../helpers/database";
import { addCartLine, createCoupon, CUSTOMER, resetShopData } from "../helpers/fixtures";
import { prisma } from "@/lib/db/client";
import { expireUnpaidOrders } from "@/lib/orders/expire-unpaid-orders";

setupTestDatabase();
beforeEach(resetShopData);

const FIXED_ADDRESS = { shippingAddress: "221B Baker St", shippingCity: "Las Vegas", shippingZip: "89101" };

async function intentAmount(clientSecret: string) {
  return (await prisma.testPaymentIntent.findUniqueOrThrow({ where: { clientSecret } })).amountCents;
}

/** Quotes, places and pays with the declined card: the state a shopper is in after "Your card was declined." */
async function declinedCheckout() {
  const sessionId = await createCartOf142();
  const prepared = await quoteCheckout(sessionId);
  const placed = await placeCheckout(sessionId, prepared.body.paymentId);
  expect(placed).toMatchObject({ status: 201, body: { total: "147.00" } });
  expect(await payWithCard(placed.body.clientSecret, DECLINED_CARD)).toMatchObject({ status: 402 });
  return { sessionId, paymentId: prepared.body.paymentId as string, placed };
}

describe("a cart that survives a declined card", () => {
  it("keeps the cart after a decline; a re-submission updates the one set of orders and the one payment; paying empties the cart", async () => {
    const { sessionId, paymentId, placed } = await declinedCheckout();
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(2);

    // Reloading the checkout: the quote finds the same payment, still unpaid.
    const reloaded = await quoteCheckout(sessionId);
    expect(reloaded).toMatchObject({ status: 200, body: { paymentId, clientSecret: placed.body.clientSecret } });

    // The address fixed (Las Vegas: local delivery) and priority shipping chosen: 142.00 + 10.00.
    const requoted = await quoteCheckout(sessionId, { shippingMethod: "priority", shippingCity: "Las Vegas" });
    expect(requoted.body).toMatchObject({ paymentId, total: "152.00" });
    const replaced = await placeCheckout(sessionId, paymentId, { ...FIXED_ADDRESS, shippingMethod: "priority" });
    expect(replaced).toMatchObject({
      status: 201,
      body: { orderIds: placed.body.orderIds, paymentId, clientSecret: placed.body.clientSecret, total: "152.00" },
    });
    expect(await prisma.payment.count({ where: { sessionId } })).toBe(1);
    expect(await prisma.testPaymentIntent.count()).toBe(1);
    expect(await intentAmount(placed.body.clientSecret)).toBe(15200);
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({
      status: "pending",
      totalCents: 15200,
      shippingCents: 1000,
      shippingMethod: "priority",
    });
    const orders = await prisma.order.findMany({ where: { sessionId }, orderBy: { id: "asc" } });
    expect(orders.map((order) => order.id)).toEqual(placed.body.orderIds);
    expect(
      orders.map((order) => [order.status, order.shippingAddress, order.shippingMethod, order.shippingCents]),
    ).toEqual([
      ["pending", "221B Baker St", "priority", 1000],
      ["pending", "221B Baker St", "priority", 0],
    ]);
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(2);

    expect(await payWithCard(placed.body.clientSecret)).toMatchObject({ status: 200 });
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(0);
    const paid = await prisma.order.findMany({ where: { sessionId } });
    expect(paid).toHaveLength(2);
    expect(paid.every((order) => order.status === "paid" && order.shippingCity === "Las Vegas")).toBe(true);
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({
      status: "paid",
      totalCents: 15200,
    });
    expect(await prisma.emailMessage.count({ where: { toAddress: CUSTOMER.customerEmail } })).toBe(1);

    // A submission after the payment changes nothing: the paid orders are answered as they are.
    const late = await placeCheckout(sessionId, paymentId, { shippingAddress: "Elsewhere" });
    expect(late).toMatchObject({ status: 201, body: { orderIds: placed.body.orderIds, total: "152.00" } });
    expect(await prisma.order.count({ where: { sessionId, shippingAddress: "Elsewhere" } })).toBe(0);
  });

  it("gives concurrent re-submissions with different details one set of orders, one payment and an intent that asks for its total", async () => {
    const { sessionId, paymentId, placed } = await declinedCheckout();
    const variants = Array.from({ length: 8 }, (_, index) => ({
      shippingAddress: `${index} Race St`,
      shippingMethod: index % 2 === 0 ? "priority" : "standard",
    }));
    const results = await Promise.all(variants.map((variant) => placeCheckout(sessionId, paymentId, variant)));
    expect(results.every((response) => response.status === 201)).toBe(true);
    expect(new Set(results.map((response) => JSON.stringify(response.body.orderIds)))).toEqual(
      new Set([JSON.stringify(placed.body.orderIds)]),
    );
    expect(await prisma.order.count({ where: { sessionId } })).toBe(2);
    expect(await prisma.payment.count({ where: { sessionId } })).toBe(1);
    expect(await prisma.testPaymentIntent.count()).toBe(1);

    // Whichever submission committed last, the orders agree with each other and with the payment.
    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
    const orders = await prisma.order.findMany({ where: { sessionId }, orderBy: { id: "asc" } });
    expect(new Set(orders.map((order) => `${order.shippingAddress}|${order.shippingMethod}`)).size).toBe(1);
    expect(orders[0]?.shippingMethod).toBe(payment.shippingMethod);
    expect(payment.totalCents).toBe(payment.shippingMethod === "priority" ? 15200 : 14700);
    expect(await intentAmount(placed.body.clientSecret)).toBe(payment.totalCents);

    expect(await payWithCard(placed.body.clientSecret)).toMatchObject({ status: 200 });
    expect((await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("paid");
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(0);
  });

  it("follows a code changed after a decline: the coupon use is reserved, then released when the code is removed", async () => {
    const coupon = await createCoupon({ code: "TEN", discountType: "fixed", discountValue: 1000 });
    const { sessionId, paymentId, placed } = await declinedCheckout();
    const withCode = await placeCheckout(sessionId, paymentId, { code: "ten" });
    expect(withCode).toMatchObject({ status: 201, body: { orderIds: placed.body.orderIds, total: "137.00" } });
    expect(await prisma.couponRedemption.findUnique({ where: { paymentId } })).toMatchObject({
      couponId: coupon.id,
      status: "reserved",
    });
    expect(await prisma.order.findMany({ where: { sessionId }, select: { couponCode: true } })).toEqual([
      { couponCode: "TEN" },
      { couponCode: "TEN" },
    ]);
    expect(await intentAmount(placed.body.clientSecret)).toBe(13700);

    const withoutCode = await placeCheckout(sessionId, paymentId, { code: null });
    expect(withoutCode.body.total).toBe("147.00");
    expect(await prisma.couponRedemption.findUnique({ where: { paymentId } })).toMatchObject({ status: "released" });
    expect(await intentAmount(placed.body.clientSecret)).toBe(14700);
  });

  it("completes a re-submission whose new code covers everything without a card, and empties the cart", async () => {
    await createCoupon({ code: "FREE", discountType: "percentage", discountValue: 10000 });
    const { sessionId, paymentId, placed } = await declinedCheckout();
    const free = await placeCheckout(sessionId, paymentId, { code: "FREE" });
    expect(free).toMatchObject({
      status: 201,
      body: { orderIds: placed.body.orderIds, isPaidInFull: true, clientSecret: null, total: "0.00" },
    });
    expect(
      await prisma.order.findMany({ where: { sessionId }, select: { status: true, paymentIntentId: true } }),
    ).toEqual([
      { status: "paid", paymentIntentId: "100_percent_discount" },
      { status: "paid", paymentIntentId: "100_percent_discount" },
    ]);
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(0);
  });

  it("replaces the earlier checkout when the cart changed after a decline: its orders expire, its coupon use is released", async () => {
    await createCoupon({ code: "TEN", discountType: "fixed", discountValue: 1000, oncePerCustomer: true });
    const sessionId = await createCartOf142();
    const first = await quoteCheckout(sessionId, { code: "TEN" });
    const firstPlaced = await placeCheckout(sessionId, first.body.paymentId, { code: "TEN" });
    expect(await payWithCard(firstPlaced.body.clientSecret, DECLINED_CARD)).toMatchObject({ status: 402 });

    await addCartLine(sessionId, '4"', 50);
    const second = await quoteCheckout(sessionId, { code: "TEN" });
    expect(second.body.paymentId).not.toBe(first.body.paymentId);
    const secondPlaced = await placeCheckout(sessionId, second.body.paymentId, { code: "TEN" });
    expect(secondPlaced.status).toBe(201);
    expect(secondPlaced.body.orderIds).toHaveLength(3);

    const orders = await prisma.order.findMany({ where: { sessionId }, orderBy: { id: "asc" } });
    expect(
      orders.map((order) => [order.paymentId === first.body.paymentId ? "first" : "second", order.status]),
    ).toEqual([
      ["first", "expired"],
      ["first", "expired"],
      ["second", "pending"],
      ["second", "pending"],
      ["second", "pending"],
    ]);
    expect(await prisma.couponRedemption.findUnique({ where: { paymentId: first.body.paymentId } })).toMatchObject({
      status: "released",
    });
    expect(await prisma.couponRedemption.findUnique({ where: { paymentId: second.body.paymentId } })).toMatchObject({
      status: "reserved",
    });

    expect(await payWithCard(secondPlaced.body.clientSecret)).toMatchObject({ status: 200 });
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(0);
    expect(await prisma.order.count({ where: { sessionId, status: "paid" } })).toBe(3);
  });

  it("charges the card again once a code that covered everything is removed before paying", async () => {
    await createCoupon({ code: "FREE", discountType: "percentage", discountValue: 10000 });
    const sessionId = await createCartOf142();
    const card = await quoteCheckout(sessionId);
    expect((await quoteCheckout(sessionId, { code: "FREE" })).body).toMatchObject({
      isPaidInFull: true,
      total: "0.00",
    });
    const removed = await quoteCheckout(sessionId, { code: null });
    expect(removed.body).toMatchObject({ paymentId: card.body.paymentId, isPaidInFull: false, total: "147.00" });
    const placed = await placeCheckout(sessionId, card.body.paymentId, { code: null });
    expect(placed).toMatchObject({ status: 201, body: { isPaidInFull: false, total: "147.00" } });
    expect(await payWithCard(placed.body.clientSecret)).toMatchObject({ status: 200 });
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: card.body.paymentId } })).toMatchObject({
      status: "paid",
      provider: "test",
      totalCents: 14700,
    });
  });

  it("keeps lines added after the orders were placed when the checkout is paid", async () => {
    const { sessionId, placed } = await declinedCheckout();
    await addCartLine(sessionId, '4"', 50);
    expect(await payWithCard(placed.body.clientSecret)).toMatchObject({ status: 200 });
    const left = await prisma.cartItem.findMany({ where: { sessionId } });
    expect(left.map((line) => line.sizeName)).toEqual(['4"']);
  });

  it("opens a checkout whose orders expired again on a re-submission, with its coupon use held again", async () => {
    const coupon = await createCoupon({ code: "TEN", discountType: "fixed", discountValue: 1000 });
    const sessionId = await createCartOf142();
    const prepared = await quoteCheckout(sessionId, { code: "TEN" });
    const placed = await placeCheckout(sessionId, prepared.body.paymentId, { code: "TEN" });
    const later = new Date(Date.now() + 48 * 60 * 60 * 1000);
    await expect(expireUnpaidOrders(later, { expiryHours: 24 })).resolves.toEqual({ expired: 2, couponsReleased: 1 });
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(2);

    const reopened = await placeCheckout(sessionId, prepared.body.paymentId, {
      code: "TEN",
      shippingMethod: "priority",
    });
    expect(reopened).toMatchObject({ status: 201, body: { orderIds: placed.body.orderIds, total: "142.00" } });
    const orders = await prisma.order.findMany({ where: { sessionId }, orderBy: { id: "asc" } });
    expect(orders.map((order) => [order.status, order.expiredAt])).toEqual([
      ["pending", null],
      ["pending", null],
    ]);
    expect(
      await prisma.orderEvent.count({ where: { orderId: { in: placed.body.orderIds }, toStatus: "pending" } }),
    ).toBe(2);
    expect(await prisma.couponRedemption.findUnique({ where: { paymentId: prepared.body.paymentId } })).toMatchObject({
      couponId: coupon.id,
      status: "reserved",
    });
    // Placed again now: the next expiry run leaves it its full time.
    await expect(expireUnpaidOrders(new Date(Date.now() + 60 * 60 * 1000), { expiryHours: 24 })).resolves.toEqual({
      expired: 0,
      couponsReleased: 0,
    });
  });

  it("answers a re-submission while the intent is already being charged without changing the amount", async () => {
    const { sessionId, paymentId, placed } = await declinedCheckout();
    await prisma.testPaymentIntent.updateMany({ data: { status: "processing" } });
    const resubmitted = await placeCheckout(sessionId, paymentId, { shippingMethod: "priority" });
    expect(resubmitted).toMatchObject({ status: 201, body: { orderIds: placed.body.orderIds, total: "147.00" } });
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({
      totalCents: 14700,
      shippingMethod: "standard",
    });
    expect(await intentAmount(placed.body.clientSecret)).toBe(14700);
  });
});
