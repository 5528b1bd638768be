import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { createDesignRow, createOrderRow, findSize, resetShopData, stickerOf } from "../helpers/fixtures";
import { getTestProvider } from "../helpers/test-databases";
import { GET as listActive } from "@/app/api/orders/route";
import { GET as listArchived } from "@/app/api/orders/archived/route";
import { POST as bulkArchive } from "@/app/api/orders/bulk-archive/route";
import { POST as bulkRestore } from "@/app/api/orders/bulk-restore/route";
import { POST as bulkDelete } from "@/app/api/orders/bulk-delete/route";
import { PATCH as updateStatus } from "@/app/api/orders/[id]/status/route";
import { prisma } from "@/lib/db/client";
import { countOrders, foldOrderCounts, MAX_UNFOLDED_CHANGES } from "@/lib/orders/order-counts";
import { ORDER_STATUSES, PAID_ONWARD_STATUSES } from "@/lib/domain/order-statuses";
import { PROOF_STATES } from "@/lib/domain/proof-state";

// The order counts that triggers keep (OrderCount + OrderCountChange) must equal COUNT(*) of the
// Order table for every (archived, status, proofState) after any write, on both databases.

setupTestDatabase();

let headers: Record<string, string>;
beforeAll(async () => {
  headers = await adminHeaders();
});
beforeEach(async () => {
  await resetShopData();
  await foldOrderCounts();
});

let designId: number;
let sizeId: number;
let size: Awaited<ReturnType<typeof findSize>>;
beforeEach(async () => {
  designId = (await createDesignRow()).id;
  size = await findSize('2"');
  sizeId = size.id;
});

const insert = (data: { status?: string; proofState?: string; archived?: boolean } = {}) =>
  createOrderRow({ designId, sizeId, status: "paid", proofState: "none", ...data });

/** Every (archived, status, proofState) count from the counters, next to COUNT(*) of the table. */
async function expectExactCounts() {
  const actual = await prisma.order.groupBy({ by: ["archived", "status", "proofState"], _count: { _all: true } });
  const counted = new Map(actual.map((row) => [`${row.archived}|${row.status}|${row.proofState}`, row._count._all]));
  const fromCounters: Record<string, number> = {};
  const fromTable: Record<string, number> = {};
  for (const archived of [false, true])
    for (const status of ORDER_STATUSES)
      for (const proofState of PROOF_STATES) {
        const key = `${archived}|${status}|${proofState}`;
        fromCounters[key] = await countOrders({ archived, statuses: [status], proofStates: [proofState] });
        fromTable[key] = counted.get(key) ?? 0;
      }
  expect(fromCounters).toEqual(fromTable);
  for (const archived of [false, true]) {
    expect(await countOrders({ archived })).toBe(await prisma.order.count({ where: { archived } }));
  }
}

const totalOf = async (handler: unknown, query = "") =>
  (await callRoute(handler, { path: `/api/orders${query}`, headers })).body.total as number;

describe("order counts", () => {
  it("follow inserts, status and proof changes, archive, restore and bulk delete", async () => {
    const orders = [
      await insert({ proofState: "approved" }), // the printing gate wants an approved proof
      await insert({ status: "pending" }),
      await insert({ status: "processing", proofState: "approved" }),
      await insert({ status: "expired" }),
      await insert({ status: "shipped", proofState: "approved" }),
    ];
    await expectExactCounts();
    expect(await totalOf(listActive)).toBe(3);

    const [paid, pending, processing, , shipped] = orders.map((order) => order.id);
    expect(
      (
        await callRoute(updateStatus, {
          method: "PATCH",
          body: { status: "delivered" },
          headers,
          params: { id: String(paid) },
        })
      ).status,
    ).toBe(200);
    await prisma.order.update({ where: { id: pending }, data: { status: "paid", proofState: "sent" } });
    await prisma.order.update({ where: { id: processing }, data: { proofState: "changes_requested" } });
    // A change of other columns only (no counter change).
    await prisma.order.update({ where: { id: shipped }, data: { customerName: "Renamed" } });
    await expectExactCounts();
    expect(await totalOf(listActive)).toBe(4);
    expect(await totalOf(listActive, "?proof=sent")).toBe(1);

    expect(
      (await callRoute(bulkArchive, { method: "POST", body: { orderIds: [paid, pending] }, headers })).status,
    ).toBe(200);
    await expectExactCounts();
    expect(await totalOf(listActive)).toBe(2);
    expect(await totalOf(listArchived)).toBe(2);

    expect((await callRoute(bulkRestore, { method: "POST", body: { orderIds: [pending] }, headers })).status).toBe(200);
    await expectExactCounts();
    expect(await totalOf(listArchived)).toBe(1);

    // Paid orders cannot be deleted: these three become never-paid cancelled ones first (one statement).
    await prisma.order.updateMany({
      where: { id: { in: [paid!, processing!, shipped!] } },
      data: { status: "cancelled" },
    });
    await expectExactCounts();
    expect(
      (await callRoute(bulkDelete, { method: "POST", body: { orderIds: [paid, processing, shipped] }, headers }))
        .status,
    ).toBe(200);
    await expectExactCounts();
    expect(await totalOf(listActive)).toBe(1);
    expect(await totalOf(listArchived)).toBe(0);

    await prisma.order.updateMany({ data: { archived: true } }); // one statement, many rows
    await expectExactCounts();
    await prisma.order.deleteMany();
    await expectExactCounts();
    expect(await countOrders({ archived: true })).toBe(0);
  });

  it("stay exact across folds, and a read folds once more than MAX_UNFOLDED_CHANGES changes piled up", async () => {
    const design = designId;
    await prisma.order.createMany({
      data: Array.from({ length: MAX_UNFOLDED_CHANGES + 10 }, (_, index) => ({
        designId: design,
        ...stickerOf(size),
        quantity: 50,
        unitPriceCents: 100,
        totalPriceCents: 5000,
        customerName: `Customer ${index}`,
        customerEmail: `c${index}@example.com`,
        customerPhone: "555",
        shippingAddress: "1 Main St",
        shippingCity: "Reno",
        shippingState: "NV",
        shippingZip: "89501",
        status: PAID_ONWARD_STATUSES[index % PAID_ONWARD_STATUSES.length],
      })),
    });
    expect(await prisma.orderCountChange.count()).toBe(MAX_UNFOLDED_CHANGES + 10);
    expect(await totalOf(listActive, "?pageSize=1")).toBe(MAX_UNFOLDED_CHANGES + 10);
    expect(await prisma.orderCountChange.count()).toBe(0); // folded by that read
    await prisma.order.updateMany({ where: { status: "paid" }, data: { status: "shipped" } });
    await expectExactCounts();
    await foldOrderCounts();
    await expectExactCounts();
  });

  const postgresOnly = getTestProvider() === "postgres" ? it : it.skip;

  postgresOnly(
    "stay exact under concurrent transactions that move orders between statuses in opposite directions, without deadlocks",
    async () => {
      const orders: Awaited<ReturnType<typeof insert>>[] = [];
      for (let index = 0; index < 40; index++) orders.push(await insert({ status: index % 2 ? "processing" : "paid" }));
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      // Pairs of transactions: one moves a paid order to processing then a processing order to paid,
      // the other the reverse, with a pause between so they interleave. Shared counter rows updated
      // in place would deadlock here; appended change rows never wait on each other.
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, index) =>
          prisma.$transaction(
            async (tx) => {
              const [first, second] =
                index % 2 ? [orders[2 * index]!, orders[2 * index + 1]!] : [orders[2 * index + 1]!, orders[2 * index]!];
              await tx.order.update({
                where: { id: first.id },
                data: { status: first.status === "paid" ? "processing" : "paid" },
              });
              await sleep(50);
              await tx.order.update({
                where: { id: second.id },
                data: { status: second.status === "paid" ? "processing" : "paid" },
              });
              await tx.order.create({
                data: {
                  ...(await tx.order.findUniqueOrThrow({ where: { id: first.id }, omit: { id: true } })),
                  archived: index % 3 === 0,
                },
              });
            },
            { timeout: 20_000 },
          ),
        ),
      );
      expect(results.map((result) => result.status)).toEqual(Array(10).fill("fulfilled"));
      // Folds racing each other and the writers: each change is folded once.
      await Promise.all([foldOrderCounts(), foldOrderCounts(), insert({ status: "delivered" }), foldOrderCounts()]);
      await expectExactCounts();
    },
  );
});
