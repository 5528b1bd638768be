import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { createDesignRow, createOrderRow, findSize, resetShopData } from "../helpers/fixtures";
import { GET as listActive } from "@/app/api/orders/route";
import { GET as listArchived } from "@/app/api/orders/archived/route";
import { prisma } from "@/lib/db/client";
import { encodeOrderCursor, ORDER_SORTS, type OrderSort } from "@/lib/validation/admin-orders";

// Cursor (keyset) paging of the admin order lists: every sort both ways, ties on createdAt and on
// the total, malformed cursors, and cursors that outlive rows inserted or removed.

setupTestDatabase();

let headers: Record<string, string>;
beforeAll(async () => {
  headers = await adminHeaders();
});
beforeEach(async () => {
  await resetShopData();
});

const BASE_TIME = Date.parse("2026-03-01T12:00:00.000Z");
type Spec = { minutes: number; total: number; status?: string; archived?: boolean };
type Listed = { id: number; createdAt: string; totalPrice: string };
type Page = {
  orders: Listed[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
  prevCursor: string | null;
};

async function insertOrders(specs: Spec[]) {
  const design = await createDesignRow();
  const size = await findSize('2"');
  const rows = [];
  for (const spec of specs) {
    rows.push(
      await createOrderRow({
        designId: design.id,
        sizeId: size.id,
        totalPriceCents: spec.total,
        status: spec.status ?? "paid",
        archived: spec.archived ?? false,
        createdAt: new Date(BASE_TIME + spec.minutes * 60_000),
      }),
    );
  }
  return rows;
}

// Ties on createdAt (minutes 5 ×3, 2 ×2) and on the total (1000 ×4, 500 ×2); a pending order the
// default view leaves out.
const SPECS: Spec[] = [
  { minutes: 5, total: 1000 },
  { minutes: 1, total: 500 },
  { minutes: 5, total: 2500 },
  { minutes: 2, total: 1000 },
  { minutes: 9, total: 700 },
  { minutes: 5, total: 1000 },
  { minutes: 2, total: 500 },
  { minutes: 7, total: 1000 },
  { minutes: 3, total: 9000 },
  { minutes: 8, total: 100, status: "pending" },
  { minutes: 4, total: 300 },
];

/** The expected order of each sort, computed here from the rows (ties broken as the API documents). */
function sortRows(rows: { id: number; createdAt: Date; totalPriceCents: number }[], sort: OrderSort): number[] {
  const byNewest = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
  const compare = {
    newest: byNewest,
    oldest: (a: (typeof rows)[number], b: (typeof rows)[number]) => -byNewest(a, b),
    total_desc: (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      b.totalPriceCents - a.totalPriceCents || byNewest(a, b),
    total_asc: (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      a.totalPriceCents - b.totalPriceCents || byNewest(a, b),
  }[sort];
  return [...rows].sort(compare).map((row) => row.id);
}

async function list(query: string, handler: unknown = listActive): Promise<{ status: number; body: Page }> {
  return callRoute(handler, { path: `/api/orders?${query}`, headers });
}
const ids = (page: Page) => page.orders.map((order) => order.id);
const withCursor = (cursor: string, rest = "") => `pageSize=3&cursor=${encodeURIComponent(cursor)}${rest}`;

describe("GET /api/orders with cursors", () => {
  it.each(ORDER_SORTS)("walks %s forward and back by cursors, page for page like the numbered pages", async (sort) => {
    const rows = (await insertOrders(SPECS)).filter((row) => row.status !== "pending");
    const expected = sortRows(rows, sort);
    const sortParam = `&sort=${sort}`;

    const forward: Page[] = [(await list(`page=1&pageSize=3${sortParam}`)).body];
    while (forward.at(-1)!.nextCursor)
      forward.push((await list(withCursor(forward.at(-1)!.nextCursor!, sortParam))).body);
    expect(forward.flatMap(ids)).toEqual(expected);
    expect(forward.map((page) => page.page)).toEqual([1, 2, 3, 4]);
    expect(forward.map((page) => page.total)).toEqual([10, 10, 10, 10]);
    expect(forward[0]!.prevCursor).toBeNull();
    expect(forward.at(-1)!.orders).toHaveLength(1);

    // The numbered pages (OFFSET) show the same rows and carry cursors as well.
    for (const [index, page] of forward.entries()) {
      const numbered = (await list(`page=${index + 1}&pageSize=3${sortParam}`)).body;
      expect(ids(numbered)).toEqual(ids(page));
      expect(numbered.nextCursor === null).toBe(page.nextCursor === null);
      expect(numbered.prevCursor === null).toBe(index === 0);
    }

    const backward: Page[] = [forward.at(-1)!];
    while (backward.at(-1)!.prevCursor)
      backward.push((await list(withCursor(backward.at(-1)!.prevCursor!, sortParam))).body);
    expect(backward.map((page) => page.page)).toEqual([4, 3, 2, 1]);
    expect(backward.reverse().map(ids)).toEqual(forward.map(ids));
  });

  it("pages the archive by cursors, newest first", async () => {
    const rows = await insertOrders(SPECS.map((spec) => ({ ...spec, archived: true })));
    const expected = sortRows(rows, "newest");
    const first = (await list("pageSize=4", listArchived)).body;
    const second = (await list(withCursor(first.nextCursor!).replace("pageSize=3", "pageSize=4"), listArchived)).body;
    const third = (await list(`pageSize=4&cursor=${second.nextCursor}`, listArchived)).body;
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(expected);
    expect(third).toMatchObject({ page: 3, nextCursor: null, total: 11 });
  });

  it("continues after the last row seen when rows were inserted or removed meanwhile", async () => {
    const rows = (await insertOrders(SPECS)).filter((row) => row.status !== "pending");
    const expected = sortRows(rows, "newest");
    const first = (await list("pageSize=3")).body;
    const second = (await list(withCursor(first.nextCursor!))).body;
    expect(ids(second)).toEqual(expected.slice(3, 6));

    // A newer order goes to page 1; the next page still starts right after the last row seen.
    const [newest] = await insertOrders([{ minutes: 60, total: 1 }]);
    // The row the cursor points at disappears: the page still starts strictly after its place.
    await prisma.order.delete({ where: { id: expected[5] } });
    const third = (await list(withCursor(second.nextCursor!))).body;
    expect(ids(third)).toEqual(expected.slice(6, 9));
    expect(third.page).toBe(3);
    expect(third.total).toBe(10); // one in, one out

    // Back to page 1 from page 2: read from the start, so it shows the order placed since.
    const backToFirst = (await list(withCursor(second.prevCursor!))).body;
    expect(backToFirst.page).toBe(1);
    expect(ids(backToFirst)).toEqual([newest!.id, ...expected.slice(0, 2)]);
    expect(backToFirst.prevCursor).toBeNull();

    // Back from page 3 when the rows before it were removed: too few for a page 2, so page 1.
    await prisma.order.deleteMany({ where: { id: { in: expected.slice(0, 5) } } });
    const back = (await list(withCursor(third.prevCursor!))).body;
    expect(back.page).toBe(1);
    expect(ids(back)).toEqual([newest!.id, ...expected.slice(6, 8)]);
  });

  it("answers an empty page with no cursors when every row after the cursor is gone", async () => {
    const rows = (await insertOrders(SPECS)).filter((row) => row.status !== "pending");
    const expected = sortRows(rows, "newest");
    const first = (await list("pageSize=3")).body;
    await prisma.order.deleteMany({ where: { id: { in: expected.slice(3) } } });
    const second = (await list(withCursor(first.nextCursor!))).body;
    expect(second).toEqual({ orders: [], total: 3, page: 2, pageSize: 3, nextCursor: null, prevCursor: null });
  });

  it("ignores page when a cursor is given: the cursor carries the page number", async () => {
    await insertOrders(SPECS);
    const first = (await list("pageSize=3")).body;
    const second = (await list(`page=77&${withCursor(first.nextCursor!)}`)).body;
    expect(second.page).toBe(2);
  });

  const key = { createdAt: new Date(BASE_TIME), id: 1, totalPriceCents: 100 };
  const base64url = (text: string) => Buffer.from(text).toString("base64url");
  it.each([
    ["not base64url", "abc!def"],
    ["too long", "a".repeat(201)],
    ["not JSON", base64url("{nope")],
    ["JSON of another shape", base64url(JSON.stringify({ page: 2 }))],
    ["another version", base64url(JSON.stringify([2, "newest", "next", 2, BASE_TIME, 1, 100]))],
    ["an unknown sort", base64url(JSON.stringify([1, "cheapest", "next", 2, BASE_TIME, 1, 100]))],
    ["page 0", base64url(JSON.stringify([1, "newest", "next", 0, BASE_TIME, 1, 100]))],
    ["a fractional id", base64url(JSON.stringify([1, "newest", "next", 2, BASE_TIME, 1.5, 100]))],
    ["a date out of range", base64url(JSON.stringify([1, "newest", "next", 2, 9e15, 1, 100]))],
    ["another sort's cursor", encodeOrderCursor({ sort: "total_desc", direction: "next", page: 2, key })],
  ])("refuses %s with 400 { message }", async (_label, cursor) => {
    for (const handler of [listActive, listArchived]) {
      const response = await list(`cursor=${encodeURIComponent(cursor)}`, handler);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body)).toEqual(["message"]);
      expect((response.body as unknown as { message: string }).message).toMatch(/^cursor: /);
    }
  });

  it("accepts a cursor of its own sort on the active list", async () => {
    await insertOrders(SPECS);
    const cursor = encodeOrderCursor({ sort: "total_desc", direction: "next", page: 2, key });
    const response = await list(`sort=total_desc&pageSize=3&cursor=${cursor}`);
    expect(response.status).toBe(200);
    // Totals below 100: none (the pending order's 100 is not listed anyway).
    expect(response.body).toMatchObject({ page: 2, orders: [], nextCursor: null });
  });
});
