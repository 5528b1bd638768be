import { createPaymentRow, createRefundRow } from "../helpers/order-factories";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { createOrderRow, resetShopData } from "../helpers/fixtures";
import { GET as orderStats } from "@/app/api/admin/order-stats/route";
import { getOrderStats } from "@/lib/orders/order-stats";

setupTestDatabase();

beforeEach(() => resetShopData());

const LA = "America/Los_Angeles";
// 10 am on Nov 22 in Las Vegas; the shop's day began at 08:00 UTC.
const NOW = new Date("2026-11-22T18:00:00.000Z");

async function payment(paidAt: Date | null, totalCents: number, refundedCents = 0) {
  const row = await createPaymentRow({ status: paidAt ? "paid" : "open", subtotalCents: totalCents, paidAt });
  if (refundedCents > 0) await createRefundRow({ paymentId: row.id }, { amountCents: refundedCents });
}

describe("order stats (the dashboard's KPI row)", () => {
  it("counts active paid and processing orders and sums today's and 30 days' paid revenue net of refunds", async () => {
    for (const status of ["paid", "paid", "processing", "pending", "shipped", "expired"])
      await createOrderRow({ status, proofState: "approved" });
    await createOrderRow({ status: "paid", proofState: "approved", archived: true });
    await createOrderRow({ status: "processing", archived: true });

    await payment(new Date("2026-11-22T08:00:00.000Z"), 10_000, 2_500); // midnight in Las Vegas: today
    await payment(new Date("2026-11-22T17:59:00.000Z"), 1_234); // today
    await payment(new Date("2026-11-22T07:59:59.000Z"), 5_000); // 11:59 pm yesterday, local
    await payment(new Date("2026-10-23T18:00:00.000Z"), 700); // exactly 30 days ago
    await payment(new Date("2026-10-23T17:59:59.000Z"), 90_000); // just before
    await payment(null, 80_000); // never paid
    await payment(new Date("2026-11-22T18:00:01.000Z"), 60_000); // after now

    expect(await getOrderStats(LA, NOW)).toEqual({
      toPrint: 2,
      proofsToSend: 0,
      toShip: 1,
      revenueToday: "87.34",
      revenueLast30Days: "144.34",
      timeZone: LA,
    });
    // In UTC the 07:59:59 payment belongs to the same day.
    expect((await getOrderStats("UTC", NOW)).revenueToday).toBe("137.34");
  });

  it("counts as proofs to send the active paid orders with no proof yet or changes requested, and only approved ones as to print", async () => {
    await createOrderRow({ status: "paid", proofState: "none" });
    await createOrderRow({ status: "paid", proofState: "changes_requested" });
    await createOrderRow({ status: "paid", proofState: "sent" });
    await createOrderRow({ status: "paid", proofState: "approved" });
    await createOrderRow({ status: "paid", proofState: "none", archived: true });
    await createOrderRow({ status: "pending", proofState: "none" });
    await createOrderRow({ status: "processing", proofState: "approved" });
    await createOrderRow({ status: "cancelled", proofState: "changes_requested" });
    expect(await getOrderStats(LA, NOW)).toMatchObject({ toPrint: 1, proofsToSend: 2, toShip: 1 });
  });

  it("answers zeros on an empty shop", async () => {
    expect(await getOrderStats(LA, NOW)).toEqual({
      toPrint: 0,
      proofsToSend: 0,
      toShip: 0,
      revenueToday: "0.00",
      revenueLast30Days: "0.00",
      timeZone: LA,
    });
  });

  it("is served to an admin only, uncached", async () => {
    await createOrderRow({ status: "paid", proofState: "approved" });
    const response = await callRoute(orderStats, { path: "/api/admin/order-stats", headers: await adminHeaders() });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.body).toMatchObject({ toPrint: 1, toShip: 0, revenueToday: "0.00" });
    expect((await callRoute(orderStats, { path: "/api/admin/order-stats" })).status).toBe(401);
  });
});
