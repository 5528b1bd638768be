import { readdir, rm } from "node:fs/promises";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { createDesignRow, createOrderRow, CUSTOMER, findSize, resetShopData } from "../helpers/fixtures";
import { GET as listActive } from "@/app/api/orders/route";
import { GET as listArchived } from "@/app/api/orders/archived/route";
import { PATCH as updateStatus } from "@/app/api/orders/[id]/status/route";
import { POST as bulkDelete } from "@/app/api/orders/bulk-delete/route";
import { POST as bulkArchive } from "@/app/api/orders/bulk-archive/route";
import { POST as bulkRestore } from "@/app/api/orders/bulk-restore/route";
import { POST as bulkStatus } from "@/app/api/orders/bulk-status/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

let headers: Record<string, string>;
const outboxDir = process.env.EMAIL_OUTBOX_DIR as string;

beforeAll(async () => {
  headers = await adminHeaders();
});

beforeEach(async () => {
  await resetShopData();
  await rm(outboxDir, { recursive: true, force: true });
});

const BASE_TIME = Date.parse("2026-03-01T12:00:00.000Z");

/** Inserts orders directly; `minutes` sets createdAt (BASE_TIME + minutes) so the order of the list is known. */
async function insertOrders(
  specs: {
    minutes: number;
    archived?: boolean;
    status?: string;
    customerEmail?: string;
    customerName?: string;
    totalPriceCents?: number;
    proofState?: string;
  }[],
) {
  const design = await createDesignRow({ originalName: "logo.png" });
  const size = await findSize('3" circle');
  const ids: number[] = [];
  for (const spec of specs) {
    const order = await createOrderRow({
      customerEmail: spec.customerEmail ?? CUSTOMER.customerEmail,
      customerName: spec.customerName ?? CUSTOMER.customerName,
      designId: design.id,
      sizeId: size.id,
      quantity: 100,
      unitPriceCents: 92,
      totalPriceCents: spec.totalPriceCents ?? 8280,
      discountCents: 920,
      couponCode: "SAVE10",
      status: spec.status ?? "paid",
      proofState: spec.proofState ?? "approved", // the printing gate is tested in proofs-admin.test.ts
      archived: spec.archived ?? false,
      archivedAt: spec.archived ? new Date(BASE_TIME) : null,
      createdAt: new Date(BASE_TIME + spec.minutes * 60_000),
    });
    ids.push(order.id);
  }
  return ids;
}

async function snapshotOrders() {
  return prisma.order.findMany({ orderBy: { id: "asc" } });
}

const list = (handler: unknown, query = "") => callRoute(handler, { path: `/api/orders${query}`, headers });
const bulk = (handler: unknown, orderIds: unknown) =>
  callRoute(handler, { method: "POST", body: { orderIds }, headers });
const setStatus = (id: number | string, body: unknown) =>
  callRoute(updateStatus, { method: "PATCH", body, headers, params: { id: String(id) } });

describe("GET /api/orders and /api/orders/archived", () => {
  it("pages the active orders newest first (createdAt, then id), with the total", async () => {
    // Two orders share a createdAt: the later id comes first.
    const [a, b, c, d, e] = await insertOrders([
      { minutes: 1 },
      { minutes: 5 },
      { minutes: 3 },
      { minutes: 5 },
      { minutes: 2 },
    ]);
    await insertOrders([{ minutes: 9, archived: true }]);
    const expected = [d, b, c, e, a];

    const first = await list(listActive, "?page=1&pageSize=2");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toContain("no-store");
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.body.orders.map((order: { id: number }) => order.id)).toEqual(expected.slice(0, 2));
    const second = await list(listActive, "?page=2&pageSize=2");
    expect(second.body.orders.map((order: { id: number }) => order.id)).toEqual(expected.slice(2, 4));
    const third = await list(listActive, "?page=3&pageSize=2");
    expect(third.body.orders.map((order: { id: number }) => order.id)).toEqual(expected.slice(4));
    const beyond = await list(listActive, "?page=4&pageSize=2");
    expect(beyond.body).toEqual({ orders: [], total: 5, page: 4, pageSize: 2, nextCursor: null, prevCursor: null });

    const all = await list(listActive);
    expect(all.body).toMatchObject({ total: 5, page: 1, pageSize: 50 });
    expect(all.body.orders.map((order: { id: number }) => order.id)).toEqual(expected);
  });

  it("answers full order DTOs", async () => {
    const [id] = await insertOrders([{ minutes: 0 }]);
    const { body } = await list(listActive);
    expect(body.orders[0]).toMatchObject({
      id,
      orderNumber: `#${id}-3126`,
      createdAt: "2026-03-01T12:00:00.000Z",
      status: "paid",
      proofState: "approved",
      archived: false,
      totalPrice: "82.80",
      discountAmount: "9.20",
      quantity: 100,
      designName: "logo.png",
      sizeName: '3" circle',
      couponCode: "SAVE10",
      ...CUSTOMER,
    });
    expect(typeof body.orders[0].designId).toBe("number");
    expect(typeof body.orders[0].sizeId).toBe("number");
  });

  it("lists only archived orders on the archive route, newest first", async () => {
    await insertOrders([{ minutes: 1 }]);
    const [x, y, z] = await insertOrders([
      { minutes: 1, archived: true },
      { minutes: 7, archived: true },
      { minutes: 4, archived: true },
    ]);
    const response = await list(listArchived, "?pageSize=2");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(response.body.orders.map((order: { id: number; archived: boolean }) => [order.id, order.archived])).toEqual([
      [y, true],
      [z, true],
    ]);
    const next = await list(listArchived, "?page=2&pageSize=2");
    expect(next.body.orders.map((order: { id: number }) => order.id)).toEqual([x]);
  });

  it.each([
    ["?page=0", "page"],
    ["?page=-1", "page"],
    ["?page=abc", "page"],
    ["?page=1.5", "page"],
    ["?page=", "page"],
    ["?pageSize=0", "pageSize"],
    ["?pageSize=201", "pageSize"],
    ["?pageSize=1e2", "pageSize"],
    ["?page=1&pageSize=ten", "pageSize"],
  ])("refuses %s with 400", async (query, field) => {
    for (const handler of [listActive, listArchived]) {
      const response = await list(handler, query);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body)).toEqual(["message"]);
      expect(response.body.message).toMatch(new RegExp(`^${field}: `));
    }
  });

  it("accepts the largest page size", async () => {
    await insertOrders([{ minutes: 1 }]);
    expect((await list(listActive, "?pageSize=200")).body).toMatchObject({ total: 1, pageSize: 200 });
  });
});

describe("GET /api/orders: search, status filter and sort", () => {
  const ids = (response: { body: { orders: { id: number }[] } }) => response.body.orders.map((order) => order.id);

  it("shows orders paid or further along by default, not pending or expired ones", async () => {
    const [pending, paid, processing, shipped, delivered, cancelled, expired] = await insertOrders(
      ["pending", "paid", "processing", "shipped", "delivered", "cancelled", "expired"].map((status, index) => ({
        minutes: index,
        status,
      })),
    );
    const response = await list(listActive);
    expect(response.status).toBe(200);
    expect(ids(response)).toEqual([cancelled, delivered, shipped, processing, paid]);
    expect(response.body.total).toBe(5);
    expect(ids(await list(listActive, "?status=pending"))).toEqual([pending]);
    expect(ids(await list(listActive, "?status=expired"))).toEqual([expired]);
    expect(ids(await list(listActive, "?status=shipped&pageSize=1"))).toEqual([shipped]);
    expect((await list(listActive, "?status=")).body.total).toBe(5);
    // A page past the end still counts the filtered orders.
    expect((await list(listActive, "?status=paid&page=3")).body).toMatchObject({ orders: [], total: 1 });
    // The archive keeps every status.
    await prisma.order.updateMany({ data: { archived: true } });
    expect((await list(listArchived)).body.total).toBe(7);
  });

  it("searches by order number, bare id, customer name or e-mail, in any case", async () => {
    const [ann, bob, carol] = await insertOrders([
      { minutes: 1, customerName: "Ann Smith", customerEmail: "ann@example.com" },
      { minutes: 2, customerName: "Bob Stone", customerEmail: "BOB@Example.org" },
      { minutes: 3, customerName: "Carol 100% Real_Name", customerEmail: "carol@shop.test" },
    ]);
    const search = async (q: string) => ids(await list(listActive, `?q=${encodeURIComponent(q)}`));
    expect(await search("ann")).toEqual([ann]);
    expect(await search("SMITH")).toEqual([ann]);
    expect(await search("bob@example")).toEqual([bob]);
    expect(await search("example")).toEqual([bob, ann]);
    expect(await search("  STONE ")).toEqual([bob]);
    expect(await search(`#${carol}-3126`)).toEqual([carol]);
    expect(await search(`#${ann}`)).toEqual([ann]);
    expect(await search(String(bob))).toEqual([bob]);
    // LIKE wildcards in the text are taken literally.
    expect(await search("100%")).toEqual([carol]);
    expect(await search("r_l")).toEqual([]);
    expect(await search("l_n")).toEqual([carol]);
    expect(await search("%")).toEqual([carol]);
    expect(await search("nobody")).toEqual([]);
    expect((await list(listActive, "?q=smith&status=shipped")).body).toMatchObject({ orders: [], total: 0 });
    expect((await list(listActive, "?q=o&pageSize=1")).body.total).toBe(3);
  });

  it("sorts by date or total, both ways", async () => {
    const [a, b, c] = await insertOrders([
      { minutes: 1, totalPriceCents: 5000 },
      { minutes: 2, totalPriceCents: 9000 },
      { minutes: 3, totalPriceCents: 100 },
    ]);
    expect(ids(await list(listActive))).toEqual([c, b, a]);
    expect(ids(await list(listActive, "?sort=newest"))).toEqual([c, b, a]);
    expect(ids(await list(listActive, "?sort=oldest"))).toEqual([a, b, c]);
    expect(ids(await list(listActive, "?sort=total_desc"))).toEqual([b, a, c]);
    expect(ids(await list(listActive, "?sort=total_asc"))).toEqual([c, a, b]);
    expect(ids(await list(listActive, "?sort=total_asc&page=2&pageSize=2"))).toEqual([b]);
  });

  it("filters by proof state, with the status and the search, and answers each order's proof state", async () => {
    const [none, sent, approved, changes, shippedApproved, pendingNone] = await insertOrders([
      { minutes: 1, proofState: "none" },
      { minutes: 2, proofState: "sent" },
      { minutes: 3, proofState: "approved", customerName: "Ann Smith" },
      { minutes: 4, proofState: "changes_requested" },
      { minutes: 5, proofState: "approved", status: "shipped" },
      { minutes: 6, proofState: "none", status: "pending" },
    ]);
    const proof = async (query: string) => ids(await list(listActive, query));
    expect(await proof("?proof=none")).toEqual([none]);
    expect(await proof("?proof=sent")).toEqual([sent]);
    expect(await proof("?proof=approved")).toEqual([shippedApproved, approved]);
    expect(await proof("?proof=changes_requested")).toEqual([changes]);
    expect(await proof("?proof=")).toEqual([shippedApproved, changes, approved, sent, none]);
    expect(await proof("?proof=approved&status=paid")).toEqual([approved]);
    expect(await proof("?proof=approved&q=smith")).toEqual([approved]);
    expect(await proof("?proof=none&status=pending")).toEqual([pendingNone]);
    const filtered = await list(listActive, "?proof=approved&pageSize=1&page=2");
    expect(filtered.body).toMatchObject({ total: 2, orders: [{ id: approved, proofState: "approved" }] });
    const all = (await list(listActive)).body.orders as { id: number; proofState: string }[];
    expect(all.map((order) => [order.id, order.proofState])).toEqual([
      [shippedApproved, "approved"],
      [changes, "changes_requested"],
      [approved, "approved"],
      [sent, "sent"],
      [none, "none"],
    ]);
  });

  it.each([
    ["?status=archived", "status"],
    ["?status=PAID", "status"],
    ["?proof=superseded", "proof"],
    ["?proof=APPROVED", "proof"],
    ["?sort=total", "sort"],
    ["?sort=", "sort"],
    [`?q=${"x".repeat(101)}`, "q"],
  ])("refuses %s with 400", async (query, field) => {
    const response = await list(listActive, query);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual(["message"]);
    expect(response.body.message).toMatch(new RegExp(`^${field}: `));
  });
});

describe("bulk archive, restore and delete", () => {
  it.each([
    ["bulk-delete", bulkDelete],
    ["bulk-archive", bulkArchive],
    ["bulk-restore", bulkRestore],
  ])("%s with an empty list changes nothing", async (_name, handler) => {
    await insertOrders([{ minutes: 1 }, { minutes: 2, archived: true }]);
    const before = await snapshotOrders();
    const response = await bulk(handler, []);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: "No orders selected", count: 0, missingIds: [] });
    expect(await snapshotOrders()).toEqual(before);
  });

  it.each([
    ["a string", "1"],
    ["a missing list", undefined],
    ["zero", [0]],
    ["a negative id", [-1]],
    ["a fraction", [1.5]],
    ["a string id", ["1"]],
    ["null", null],
    ["an id beyond 32 bits", [2 ** 31]],
    ["501 ids", Array.from({ length: 501 }, (_, index) => index + 1)],
  ])("refuses %s with 400 and changes nothing", async (_label, orderIds) => {
    await insertOrders([{ minutes: 1 }, { minutes: 2, archived: true }]);
    const before = await snapshotOrders();
    for (const handler of [bulkDelete, bulkArchive, bulkRestore]) {
      const response = await bulk(handler, orderIds);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body)).toEqual(["message"]);
    }
    expect(await snapshotOrders()).toEqual(before);
  });

  it("refuses malformed JSON with 400", async () => {
    for (const handler of [bulkDelete, bulkArchive, bulkRestore]) {
      const response = await callRoute(handler, { method: "POST", body: "{", headers });
      expect(response).toMatchObject({ status: 400, body: { message: "Request body must be valid JSON" } });
    }
  });

  it("archives active orders, reports unknown and already archived ids, and shows them in the archive", async () => {
    const [a, b, c] = await insertOrders([{ minutes: 1 }, { minutes: 2 }, { minutes: 3 }]);
    const [old] = await insertOrders([{ minutes: 4, archived: true }]);
    const before = new Date();
    const response = await bulk(bulkArchive, [a, b, a, 999_999, old, b]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: "Successfully archived 2 orders", count: 2, missingIds: [999_999, old] });

    const rows = await prisma.order.findMany({ where: { id: { in: [a!, b!] } } });
    for (const row of rows) {
      expect(row.archived).toBe(true);
      expect(row.archivedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    }
    const oldRow = await prisma.order.findUniqueOrThrow({ where: { id: old } });
    expect(oldRow.archivedAt!.getTime()).toBe(BASE_TIME); // untouched
    expect((await list(listActive)).body.orders.map((order: { id: number }) => order.id)).toEqual([c]);
    expect((await list(listArchived)).body.orders.map((order: { id: number }) => order.id)).toEqual([old, b, a]);

    const single = await bulk(bulkArchive, [c]);
    expect(single.body).toEqual({ message: "Successfully archived 1 order", count: 1, missingIds: [] });
  });

  it("restores archived orders back to the active list and reports the rest", async () => {
    const [active] = await insertOrders([{ minutes: 1 }]);
    const [x, y] = await insertOrders([
      { minutes: 2, archived: true },
      { minutes: 3, archived: true },
    ]);
    const response = await bulk(bulkRestore, [x, active, 424_242]);
    expect(response.body).toEqual({
      message: "Successfully restored 1 order",
      count: 1,
      missingIds: [active, 424_242],
    });
    const restored = await prisma.order.findUniqueOrThrow({ where: { id: x } });
    expect(restored).toMatchObject({ archived: false, archivedAt: null });
    expect((await list(listActive)).body.orders.map((order: { id: number }) => order.id)).toEqual([x, active]);
    expect((await list(listArchived)).body.orders.map((order: { id: number }) => order.id)).toEqual([y]);

    const again = await bulk(bulkRestore, [x, y]);
    expect(again.body).toEqual({ message: "Successfully restored 1 order", count: 1, missingIds: [x] });
    expect((await list(listArchived)).body.total).toBe(0);
  });

  it("deletes active and archived orders that never took money for good, and only those", async () => {
    // Paid ones are refused (order-deletion.test.ts); pending, expired and cancelled-before-payment ones go.
    const [keep, active, archived] = await insertOrders([
      { minutes: 1, status: "pending" },
      { minutes: 2, status: "expired" },
      { minutes: 3, archived: true, status: "cancelled" },
    ]);
    const response = await bulk(bulkDelete, [active, archived, 123_456]);
    expect(response.body).toEqual({ message: "Successfully deleted 2 orders", count: 2, missingIds: [123_456] });
    expect((await prisma.order.findMany({ select: { id: true } })).map((row) => row.id)).toEqual([keep]);

    const missing = await bulk(bulkDelete, [active]);
    expect(missing.body).toEqual({ message: "Successfully deleted 0 orders", count: 0, missingIds: [active] });
    const single = await bulk(bulkDelete, [keep, keep]);
    expect(single.body).toEqual({ message: "Successfully deleted 1 order", count: 1, missingIds: [] });
    expect(await prisma.order.count()).toBe(0);
  });

  it("handles 500 ids at once", async () => {
    const ids = await insertOrders(Array.from({ length: 20 }, (_, index) => ({ minutes: index })));
    const unknown = Array.from({ length: 480 }, (_, index) => 900_000 + index);
    const response = await bulk(bulkArchive, [...ids, ...unknown]);
    expect(response.body).toMatchObject({ count: 20, message: "Successfully archived 20 orders" });
    expect(response.body.missingIds).toEqual(unknown);
    expect(await prisma.order.count({ where: { archived: true } })).toBe(20);
  });
});

describe("PATCH /api/orders/{id}/status", () => {
  it("changes the status and answers the order with a message", async () => {
    const [id] = await insertOrders([{ minutes: 1 }]);
    const response = await setStatus(id!, { status: "delivered" });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("Order status updated");
    expect(response.body.order).toMatchObject({
      id,
      status: "delivered",
      totalPrice: "82.80",
      orderNumber: `#${id}-3126`,
    });
    expect((await prisma.order.findUniqueOrThrow({ where: { id } })).status).toBe("delivered");
  });

  it.each(["pending", "paid", "processing", "shipped", "delivered", "cancelled"])(
    "accepts %s from any status",
    async (status) => {
      const [id] = await insertOrders([{ minutes: 1, status: "cancelled" }]);
      const response = await setStatus(id!, { status });
      expect(response.status).toBe(200);
      expect((await prisma.order.findUniqueOrThrow({ where: { id } })).status).toBe(status);
    },
  );

  it.each([
    ["an unknown status", { status: "archived" }],
    ["upper case", { status: "PAID" }],
    ["an empty status", { status: "" }],
    ["a missing status", {}],
    ["a number", { status: 2 }],
    ["an array body", ["paid"]],
  ])("refuses %s with 400 and changes nothing", async (_label, body) => {
    const [id] = await insertOrders([{ minutes: 1 }]);
    const before = await snapshotOrders();
    const response = await setStatus(id!, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual(["message"]);
    expect(await snapshotOrders()).toEqual(before);
    expect(await prisma.emailMessage.count()).toBe(0);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect(await setStatus(987_654, { status: "paid" })).toMatchObject({
      status: 404,
      body: { message: "Order not found" },
    });
    expect(await setStatus("abc", { status: "paid" })).toMatchObject({
      status: 404,
      body: { message: "Order not found" },
    });
    expect(await setStatus(987_654, { status: "shipped" })).toMatchObject({ status: 404 });
    expect(await prisma.emailMessage.count()).toBe(0);
  });

  it("changes only the status, whatever else the body carries", async () => {
    const [id, other] = await insertOrders([{ minutes: 1 }, { minutes: 2 }]);
    const before = await prisma.order.findUniqueOrThrow({ where: { id } });
    const otherBefore = await prisma.order.findUniqueOrThrow({ where: { id: other } });
    const response = await setStatus(id!, {
      status: "shipped",
      totalPriceCents: 1,
      totalPrice: "0.01",
      id: 999,
      paid: true,
      archived: true,
      customerEmail: "attacker@example.com",
      discountCents: 0,
    });
    expect(response.status).toBe(200);
    expect(response.body.order).toMatchObject({
      id,
      status: "shipped",
      totalPrice: "82.80",
      archived: false,
      customerEmail: CUSTOMER.customerEmail,
    });
    const after = await prisma.order.findUniqueOrThrow({ where: { id } });
    expect([before.status, after.status]).toEqual(["paid", "shipped"]);
    // Marking it shipped also stamps shippedAt (no carrier or tracking number was given).
    expect(after.shippedAt).toBeInstanceOf(Date);
    expect({ ...after, status: null, updatedAt: null, shippedAt: null }).toEqual({
      ...before,
      status: null,
      updatedAt: null,
    });
    expect(await prisma.order.findUnique({ where: { id: 999 } })).toBeNull();
    expect(await prisma.order.findUniqueOrThrow({ where: { id: other } })).toEqual(otherBefore);
  });
});

describe("status e-mails", () => {
  it("sends 'printing has begun' once per order, however often processing is chosen", async () => {
    const [id] = await insertOrders([{ minutes: 1, customerEmail: "buyer@example.com" }]);
    expect((await setStatus(id!, { status: "processing" })).status).toBe(200);
    expect((await setStatus(id!, { status: "paid" })).status).toBe(200);
    expect((await setStatus(id!, { status: "processing" })).status).toBe(200);

    const emails = await prisma.emailMessage.findMany();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      dedupeKey: `order-processing:${id}`,
      toAddress: "buyer@example.com",
      status: "sent",
    });
    expect(emails[0]!.subject).toContain(`printing has begun for order #${id}-3126`);
    expect(emails[0]!.textBody).toContain('3" circle • 100 stickers');
    expect(await readdir(outboxDir)).toHaveLength(1);
  });

  it("sends the shipped notice once, separately from the printing e-mail", async () => {
    const [id] = await insertOrders([{ minutes: 1 }]);
    await setStatus(id!, { status: "processing" });
    await setStatus(id!, { status: "shipped" });
    await setStatus(id!, { status: "shipped" });
    const emails = await prisma.emailMessage.findMany({ orderBy: { id: "asc" } });
    expect(emails.map((email) => [email.dedupeKey, email.status])).toEqual([
      [`order-processing:${id}`, "sent"],
      [`order-shipped:${id}`, "sent"],
    ]);
    expect(emails[1]!.subject).toContain(`your order #${id}-3126 has shipped`);
    expect(emails[1]!.textBody).toContain("Reno, NV 89501");
    expect(await readdir(outboxDir)).toHaveLength(2);
  });

  it.each(["pending", "paid", "delivered", "cancelled"])("sends nothing for %s", async (status) => {
    const [id] = await insertOrders([{ minutes: 1, status: "processing" }]);
    await setStatus(id!, { status });
    expect(await prisma.emailMessage.count()).toBe(0);
  });

  it("sends one e-mail per order", async () => {
    const [a, b] = await insertOrders([{ minutes: 1 }, { minutes: 2 }]);
    await setStatus(a!, { status: "processing" });
    await setStatus(b!, { status: "processing" });
    expect((await prisma.emailMessage.findMany({ orderBy: { id: "asc" } })).map((email) => email.dedupeKey)).toEqual([
      `order-processing:${a}`,
      `order-processing:${b}`,
    ]);
  });
});

describe("shipping details and order events", () => {
  const events = (orderId: number) =>
    prisma.orderEvent.findMany({
      where: { orderId },
      orderBy: { id: "asc" },
      select: { type: true, fromStatus: true, toStatus: true, actor: true, detail: true },
    });

  it("answers 200 to every one of several operators choosing the same status at once, recording one change", async () => {
    const [id] = await insertOrders([{ minutes: 1 }]);
    const responses = await Promise.all([0, 1, 2, 3].map(() => setStatus(id!, { status: "processing" })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(await events(id!)).toEqual([
      { type: "status", fromStatus: "paid", toStatus: "processing", actor: "admin", detail: null },
    ]);
    expect(await prisma.emailMessage.count()).toBe(1);
  });

  it("ends with the later of two different statuses chosen at once, both changes in the history", async () => {
    const [id] = await insertOrders([{ minutes: 1 }]);
    const responses = await Promise.all([
      setStatus(id!, { status: "processing" }),
      setStatus(id!, { status: "delivered" }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const history = await events(id!);
    expect(history).toHaveLength(2);
    const final = (await prisma.order.findUniqueOrThrow({ where: { id } })).status;
    expect(history[1]?.toStatus).toBe(final);
    expect(history[1]?.fromStatus).toBe(history[0]?.toStatus);
  });

  it("stores the carrier and tracking number, e-mails the tracking link and records the event once", async () => {
    const [id] = await insertOrders([{ minutes: 1 }]);
    const before = Date.now();
    const response = await setStatus(id!, {
      status: "shipped",
      carrier: "ups",
      trackingNumber: " 1Z999AA10123456784 ",
    });
    expect(response.status).toBe(200);
    expect(response.body.order).toMatchObject({
      status: "shipped",
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
    });
    const row = await prisma.order.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "shipped", carrier: "ups", trackingNumber: "1Z999AA10123456784" });
    expect(row.shippedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(response.body.order.shippedAt).toBe(row.shippedAt!.toISOString());

    const [email] = await prisma.emailMessage.findMany();
    expect(email!.textBody).toContain("Carrier: UPS");
    expect(email!.textBody).toContain("Tracking number: 1Z999AA10123456784");
    expect(email!.textBody).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(await events(id!)).toEqual([
      { type: "status", fromStatus: "paid", toStatus: "shipped", actor: "admin", detail: "UPS 1Z999AA10123456784" },
    ]);

    // The same status again writes nothing; new shipping details are stored with a tracking event, no e-mail.
    await setStatus(id!, { status: "shipped" });
    await setStatus(id!, { status: "shipped", carrier: "ups", trackingNumber: "1Z999AA10123456784" });
    expect(await events(id!)).toHaveLength(1);
    const corrected = await setStatus(id!, { status: "shipped", carrier: "usps", trackingNumber: "9400 1118" });
    expect(corrected.body.order).toMatchObject({ carrier: "usps", trackingNumber: "9400 1118" });
    expect((await events(id!)).at(-1)).toEqual({
      type: "tracking",
      fromStatus: null,
      toStatus: null,
      actor: "admin",
      detail: "USPS 9400 1118",
    });
    expect(await prisma.emailMessage.count()).toBe(1);
  });

  it("adds Carrier, Tracking Number and Proof, then the sticker's Shape and size, at the end of the CSV", async () => {
    const { GET: exportOrders } = await import("@/app/api/orders/export/route");
    // Approved: printing (and shipping) waits for an approved proof.
    const [id] = await insertOrders([{ minutes: 1, proofState: "approved" }]);
    await setStatus(id!, { status: "shipped", carrier: "fedex", trackingNumber: "449044304137821" });
    const csv = await callRoute(exportOrders, { path: "/api/orders/export?archived=0", headers });
    const [header, row] = (csv.body as string).trim().split("\r\n");
    expect(header).toMatch(
      /"Created","Payment Mismatch","Test Payment","Carrier","Tracking Number","Proof","Shape","Width \(in\)","Height \(in\)","Material","Finish"$/,
    );
    expect(row).toMatch(
      /,"shipped",.*,"FedEx","449044304137821","Approved","[a-z-]+","[\d.]+","[\d.]+","White vinyl","Gloss laminate"$/,
    );
  });

  it("writes one status event per change, and none for the same status", async () => {
    const [id] = await insertOrders([{ minutes: 1 }]);
    for (const status of ["processing", "processing", "delivered", "cancelled", "cancelled"])
      await setStatus(id!, { status });
    expect(await events(id!)).toEqual([
      { type: "status", fromStatus: "paid", toStatus: "processing", actor: "admin", detail: null },
      { type: "status", fromStatus: "processing", toStatus: "delivered", actor: "admin", detail: null },
      { type: "status", fromStatus: "delivered", toStatus: "cancelled", actor: "admin", detail: null },
    ]);
  });

  it("ships without tracking details, and refuses them with another status or in a bad shape", async () => {
    const [id] = await insertOrders([{ minutes: 1 }]);
    expect((await setStatus(id!, { status: "shipped", carrier: null, trackingNumber: "" })).body.order).toMatchObject({
      status: "shipped",
      carrier: null,
      trackingNumber: null,
    });
    const [other] = await insertOrders([{ minutes: 2 }]);
    const before = await snapshotOrders();
    for (const [body, message] of [
      [{ status: "processing", carrier: "ups" }, /only with status shipped/],
      [{ status: "shipped", carrier: "dhl" }, /^carrier: /],
      [{ status: "shipped", trackingNumber: "1Z<script>" }, /^trackingNumber: .*letters, digits/],
      [{ status: "shipped", trackingNumber: "1".repeat(65) }, /^trackingNumber: .*at most 64/],
      [{ status: "shipped", trackingNumber: 42 }, /^trackingNumber: /],
    ] as const) {
      const response = await setStatus(other!, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    expect(await snapshotOrders()).toEqual(before);
    expect(await events(other!)).toEqual([]);
  });
});

describe("POST /api/orders/bulk-status", () => {
  const bulkSet = (body: unknown) => callRoute(bulkStatus, { method: "POST", body, headers });

  it("marks the orders, writes their events, e-mails each customer once and reports the rest", async () => {
    const [a, b, done] = await insertOrders([
      { minutes: 1, customerEmail: "a@example.com" },
      { minutes: 2, customerEmail: "b@example.com", status: "pending" },
      { minutes: 3, status: "processing" },
    ]);
    const [archived] = await insertOrders([{ minutes: 4, archived: true }]);
    const response = await bulkSet({ orderIds: [a, b, done, archived, 777_777], status: "processing" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: "Marked 2 orders as processing; 2 customer e-mails sent",
      count: 2,
      unchangedIds: [done],
      missingIds: [archived, 777_777],
      emails: 2,
    });
    expect(
      (await prisma.order.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true } })).map((row) => [
        row.id,
        row.status,
      ]),
    ).toEqual([
      [a, "processing"],
      [b, "processing"],
      [done, "processing"],
      [archived, "paid"],
    ]);
    const emails = await prisma.emailMessage.findMany({ orderBy: { id: "asc" } });
    expect(emails.map((email) => [email.dedupeKey, email.toAddress, email.status])).toEqual([
      [`order-processing:${a}`, "a@example.com", "sent"],
      [`order-processing:${b}`, "b@example.com", "sent"],
    ]);
    expect(await readdir(outboxDir)).toHaveLength(2);
    const events = await prisma.orderEvent.findMany({ orderBy: { orderId: "asc" } });
    expect(events.map((event) => [event.orderId, event.fromStatus, event.toStatus, event.actor])).toEqual([
      [a, "paid", "processing", "admin"],
      [b, "pending", "processing", "admin"],
    ]);

    const shipped = await bulkSet({ orderIds: [a], status: "shipped" });
    expect(shipped.body).toMatchObject({ message: "Marked 1 order as shipped; 1 customer e-mail sent", count: 1 });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: a } })).shippedAt).toBeInstanceOf(Date);
  });

  it.each([
    ["another status", { orderIds: [1], status: "delivered" }],
    ["no status", { orderIds: [1] }],
    ["bad ids", { orderIds: ["1"], status: "shipped" }],
    ["no ids", { status: "shipped" }],
  ])("refuses %s with 400 and changes nothing", async (_label, body) => {
    await insertOrders([{ minutes: 1 }]);
    const before = await snapshotOrders();
    const response = await bulkSet(body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual(["message"]);
    expect(await snapshotOrders()).toEqual(before);
    expect(await prisma.orderEvent.count()).toBe(0);
  });

  it("does nothing for an empty list", async () => {
    expect((await bulkSet({ orderIds: [], status: "shipped" })).body).toMatchObject({ count: 0, emails: 0 });
  });
});
