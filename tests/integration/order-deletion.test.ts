import { runTestCheckout } from "../helpers/checkout-flow";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { createOrderRow, resetShopData } from "../helpers/fixtures";
import { POST as bulkDelete } from "@/app/api/orders/bulk-delete/route";
import { POST as bulkArchive } from "@/app/api/orders/bulk-archive/route";
import { POST as refundOrder } from "@/app/api/orders/[id]/refund/route";
import { PATCH as updateStatus } from "@/app/api/orders/[id]/status/route";
import { prisma } from "@/lib/db/client";
import { formatOrderNumber } from "@/lib/domain/format-order-number";

// Deleting orders never removes a money record: a batch containing an order for which money was
// taken is refused as a whole (409), and orders that never took money can still be deleted.

setupTestDatabase();

let headers: Record<string, string>;
beforeAll(async () => {
  headers = await adminHeaders();
});
beforeEach(resetShopData);

const remove = (orderIds: number[]) => callRoute(bulkDelete, { method: "POST", body: { orderIds }, headers });

/** Every row a deletion could touch: orders, payments, refunds, events, proofs and e-mails. */
async function snapshot() {
  return {
    orders: await prisma.order.findMany({ orderBy: { id: "asc" } }),
    payments: await prisma.payment.findMany({ orderBy: { id: "asc" } }),
    refunds: await prisma.paymentRefund.findMany({ orderBy: { id: "asc" } }),
    events: await prisma.orderEvent.findMany({ orderBy: { id: "asc" } }),
    emails: await prisma.emailMessage.findMany({ orderBy: { id: "asc" } }),
  };
}

async function numberOf(orderId: number) {
  const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
  return formatOrderNumber(order.id, order.createdAt, process.env.SHOP_TIME_ZONE ?? "America/Los_Angeles");
}

describe("POST /api/orders/bulk-delete keeps every money record", () => {
  it("refuses a paid order with 409 naming it; its order, payment, refunds and events stay", async () => {
    const { orderIds, paymentId } = await runTestCheckout();
    const [paid, refunded] = orderIds;
    expect(
      (await callRoute(refundOrder, { method: "POST", params: { id: String(refunded) }, body: {}, headers })).status,
    ).toBe(200);
    expect(await prisma.paymentRefund.count()).toBe(1);
    expect(await prisma.orderEvent.count({ where: { orderId: refunded } })).toBeGreaterThan(0);
    const before = await snapshot();

    const response = await remove([paid]);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: `Order ${await numberOf(paid)} was paid, so it cannot be deleted. Archive it instead, or use Cancel and refund to give the money back.`,
    });

    // A cancelled and refunded order keeps its refund trail: refused too, without the Cancel and refund hint.
    const again = await remove([refunded]);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `Order ${await numberOf(refunded)} was paid, so it cannot be deleted. Archive it instead.`,
    );

    const both = await remove([paid, refunded]);
    expect(both.body.message).toBe(
      `Orders ${await numberOf(paid)} and ${await numberOf(refunded)} were paid, so they cannot be deleted. Archive them instead, or use Cancel and refund to give the money back.`,
    );
    expect(await snapshot()).toEqual(before);
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({ status: "paid" });
  });

  it("refuses shipped, delivered and cancelled-after-payment orders, and archived paid ones point to the archive", async () => {
    const { orderIds } = await runTestCheckout();
    const [first, second] = orderIds;
    await prisma.order.update({ where: { id: first }, data: { proofState: "approved" } });
    const shipped = await callRoute(updateStatus, {
      method: "PATCH",
      params: { id: String(first) },
      body: { status: "shipped" },
      headers,
    });
    expect(shipped.status).toBe(200);
    // Cancelled without a refund: the money is still held.
    await callRoute(updateStatus, {
      method: "PATCH",
      params: { id: String(second) },
      body: { status: "cancelled" },
      headers,
    });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: second } })).toMatchObject({ status: "cancelled" });
    expect((await remove([second])).status).toBe(409);
    expect(
      (await callRoute(bulkArchive, { method: "POST", body: { orderIds: [first, second] }, headers })).status,
    ).toBe(200);
    const before = await snapshot();

    const response = await remove([first, second]);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      `Orders ${await numberOf(first)} and ${await numberOf(second)} were paid, so they cannot be deleted. They stay in the archive with their payment records. Use Cancel and refund on the order to give the money back.`,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a mixed batch as a whole: the unpaid order is not deleted either", async () => {
    const { orderIds } = await runTestCheckout();
    const unpaid = await runTestCheckout({ pay: false });
    const before = await snapshot();

    const response = await remove([unpaid.orderIds[0], orderIds[0], orderIds[1], unpaid.orderIds[1]]);
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/^Orders #\d+-\d+ and #\d+-\d+ were paid, so they cannot be deleted\./);
    expect(response.body.message).not.toContain(await numberOf(unpaid.orderIds[0]));
    expect(await snapshot()).toEqual(before);
  });

  it("names five orders and counts the rest", async () => {
    const ids: number[] = [];
    for (let index = 0; index < 7; index++) ids.push((await createOrderRow({ status: "delivered" })).id);
    const response = await remove(ids);
    expect(response.status).toBe(409);
    const named = await Promise.all(ids.slice(0, 5).map(numberOf));
    expect(response.body.message).toBe(
      `Orders ${named.join(", ")} and 2 more were paid, so they cannot be deleted. Archive them instead, or use Cancel and refund to give the money back.`,
    );
    expect(await prisma.order.count()).toBe(7);
  });

  it("still deletes orders that never took money; their payment record stays", async () => {
    const unpaid = await runTestCheckout({ pay: false });
    const expired = await createOrderRow({ status: "expired" });
    const cancelledBeforePayment = await createOrderRow({ status: "cancelled" });
    const paymentBefore = await prisma.payment.findUniqueOrThrow({ where: { id: unpaid.paymentId } });

    const response = await remove([...unpaid.orderIds, expired.id, cancelledBeforePayment.id]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: "Successfully deleted 4 orders", count: 4, missingIds: [] });
    expect(await prisma.order.count()).toBe(0);
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: unpaid.paymentId } })).toEqual(paymentBefore);
  });

  it("does not delete an order whose payment succeeded, even while the order row still says pending", async () => {
    const unpaid = await runTestCheckout({ pay: false });
    await prisma.payment.update({ where: { id: unpaid.paymentId }, data: { status: "paid", paidAt: new Date() } });
    const response = await remove([unpaid.orderIds[0]]);
    expect(response.status).toBe(409);
    expect(await prisma.order.count({ where: { id: { in: unpaid.orderIds } } })).toBe(2);
  });
});
