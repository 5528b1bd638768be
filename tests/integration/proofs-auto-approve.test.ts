import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { addCartLine, createCoupon, CUSTOMER, makeSessionId, resetShopData } from "../helpers/fixtures";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as placeOrders } from "@/app/api/orders/route";
import { POST as confirmTestPayment } from "@/app/api/test-payments/confirm/route";
import { applyPaidPayment } from "@/lib/payment-lifecycle/apply-paid-payment";
import { prisma } from "@/lib/db/client";
import { AUTO_APPROVED_DETAIL } from "@/lib/proofs/approve-proofs-on-payment";
import { updateShopSettings } from "@/lib/settings/shop-settings";

// "Approve proofs automatically" (off by default): a payment that succeeds approves its orders' proofs
// in the same transaction, through the test-mode card flow and the free-order path alike.

setupTestDatabase();

beforeEach(async () => {
  await resetShopData();
  await prisma.appSetting.deleteMany({ where: { key: { startsWith: "shop." } } });
});

const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };

/** Two cart lines, a quote and the placed (pending) orders of one checkout. */
async function placeCheckout(code?: string) {
  const sessionId = makeSessionId();
  await addCartLine(sessionId, '3" circle', 100);
  await addCartLine(sessionId, '2"', 50);
  const quoted = await callRoute(createPaymentIntent, {
    method: "POST",
    body: { sessionId, shippingMethod: "standard", shippingCity: "Reno", shippingState: "NV", code },
  });
  expect(quoted.status).toBe(200);
  const placed = await callRoute(placeOrders, {
    method: "POST",
    body: { ...CUSTOMER, sessionId, paymentId: quoted.body.paymentId, shippingMethod: "standard", code },
  });
  expect(placed.status).toBe(201);
  return placed.body as { orderIds: number[]; paymentId: string; clientSecret: string | null };
}

async function pay(clientSecret: string | null, card = GOOD_CARD) {
  return callRoute(confirmTestPayment, { method: "POST", body: { clientSecret, ...card } });
}

async function proofStates(orderIds: number[]) {
  const orders = await prisma.order.findMany({ where: { id: { in: orderIds } }, orderBy: { id: "asc" } });
  return orders.map((order) => [order.status, order.proofState]);
}

async function proofEvents(orderIds: number[]) {
  return prisma.orderEvent.findMany({
    where: { orderId: { in: orderIds }, type: "proof" },
    orderBy: [{ orderId: "asc" }, { id: "asc" }],
    select: { orderId: true, fromStatus: true, toStatus: true, detail: true, actor: true },
  });
}

describe("auto-approve proofs on payment", () => {
  it("leaves the proofs at none when the setting is off (the default)", async () => {
    const placed = await placeCheckout();
    expect((await pay(placed.clientSecret)).status).toBe(200);
    expect(await proofStates(placed.orderIds)).toEqual([
      ["paid", "none"],
      ["paid", "none"],
    ]);
    expect(await proofEvents(placed.orderIds)).toEqual([]);
  });

  it("approves every order of a card payment, with one system event each, when the setting is on", async () => {
    await updateShopSettings({ autoApproveProofs: true });
    const placed = await placeCheckout();
    // Nothing before the money is taken.
    expect(await proofStates(placed.orderIds)).toEqual([
      ["pending", "none"],
      ["pending", "none"],
    ]);
    expect((await pay(placed.clientSecret)).status).toBe(200);
    expect(await proofStates(placed.orderIds)).toEqual([
      ["paid", "approved"],
      ["paid", "approved"],
    ]);
    expect(await proofEvents(placed.orderIds)).toEqual(
      placed.orderIds.map((orderId) => ({
        orderId,
        fromStatus: "none",
        toStatus: "approved",
        detail: "Approved automatically (shop setting)",
        actor: "system",
      })),
    );
    expect(AUTO_APPROVED_DETAIL).toBe("Approved automatically (shop setting)");
    // A replayed success changes nothing twice.
    expect((await pay(placed.clientSecret)).status).toBe(200);
    expect(await proofEvents(placed.orderIds)).toHaveLength(2);
  });

  it("leaves alone an order whose proof is already approved (a reorder's carried-over approval)", async () => {
    await updateShopSettings({ autoApproveProofs: true });
    const placed = await placeCheckout();
    const [carried, fresh] = placed.orderIds as [number, number];
    await prisma.order.update({ where: { id: carried }, data: { proofState: "approved" } });
    expect((await pay(placed.clientSecret)).status).toBe(200);
    expect(await proofStates(placed.orderIds)).toEqual([
      ["paid", "approved"],
      ["paid", "approved"],
    ]);
    expect(await proofEvents(placed.orderIds)).toEqual([
      { orderId: fresh, fromStatus: "none", toStatus: "approved", detail: AUTO_APPROVED_DETAIL, actor: "system" },
    ]);
  });

  it("changes nothing while the card is declined", async () => {
    await updateShopSettings({ autoApproveProofs: true });
    const placed = await placeCheckout();
    const declined = await pay(placed.clientSecret, { ...GOOD_CARD, cardNumber: "4000 0000 0000 0002" });
    expect(declined.status).toBe(402);
    expect(await proofStates(placed.orderIds)).toEqual([
      ["pending", "none"],
      ["pending", "none"],
    ]);
    expect(await proofEvents(placed.orderIds)).toEqual([]);
  });

  it("approves a free (100% discount) checkout at placement when the setting is on, and not when off", async () => {
    await createCoupon({ code: "FREE", discountType: "percentage", discountValue: 10000 });
    const off = await placeCheckout("FREE");
    expect(off.clientSecret).toBeNull();
    expect(await proofStates(off.orderIds)).toEqual([
      ["paid", "none"],
      ["paid", "none"],
    ]);

    await updateShopSettings({ autoApproveProofs: true });
    const on = await placeCheckout("FREE");
    expect(await proofStates(on.orderIds)).toEqual([
      ["paid", "approved"],
      ["paid", "approved"],
    ]);
    expect((await proofEvents(on.orderIds)).map((event) => [event.toStatus, event.detail, event.actor])).toEqual([
      ["approved", AUTO_APPROVED_DETAIL, "system"],
      ["approved", AUTO_APPROVED_DETAIL, "system"],
    ]);
    expect(await proofEvents(off.orderIds)).toEqual([]);
  });

  it("is part of the payment's transaction: a rollback leaves the orders unpaid and unapproved", async () => {
    await updateShopSettings({ autoApproveProofs: true });
    const placed = await placeCheckout();
    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: placed.paymentId } });
    await expect(
      prisma.$transaction(async (tx) => {
        expect(await applyPaidPayment(tx, payment.id, new Date(), payment)).toBe(true);
        throw new Error("a later step of the payment failed");
      }),
    ).rejects.toThrow("a later step of the payment failed");
    expect(await proofStates(placed.orderIds)).toEqual([
      ["pending", "none"],
      ["pending", "none"],
    ]);
    expect(await proofEvents(placed.orderIds)).toEqual([]);
  });
});
