import { setupTestDatabase } from "../helpers/database";
import { getTestProvider } from "../helpers/test-databases";
import { prisma } from "@/lib/db/client";
import { stickerOf } from "../helpers/fixtures";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { orderRowsSql, PAID_ONWARD_CONDITION } from "@/lib/orders/read-order-rows";
import { listMigrations } from "../../scripts/lib/migrations.mjs";
import { PAID_ONWARD_STATUSES } from "@/lib/domain/order-statuses";
import { ORDER_SORTS, type OrderSort } from "@/lib/validation/admin-orders";
import { customerOrderIdsSql } from "@/lib/accounts/list-customer-orders";

// The plans of the admin list's statements: each sort of the default view walks its partial index
// from the keyset bound (no sort of every match, no OFFSET scan), and the export's batches walk
// (archived, createdAt, id) from theirs. Seeded with 3,000 orders and ANALYZEd, as autovacuum would.

setupTestDatabase();
const provider = getTestProvider();

const EXPECTED_INDEX: Record<OrderSort, string> = {
  newest: "Order_paid_onward_createdAt_id_idx",
  oldest: "Order_paid_onward_createdAt_id_idx",
  total_desc: "Order_paid_onward_total_createdAt_id_idx",
  total_asc: "Order_paid_onward_total_createdAt_desc_idx",
};
const KEY = { createdAt: new Date("2026-02-01T00:00:00Z"), id: 1500, totalPriceCents: 5000 };

beforeAll(async () => {
  const size = await prisma.stickerSize.findFirstOrThrow();
  const design = await prisma.design.create({
    data: {
      originalName: "d.png",
      filename: "plan-test.png",
      mimeType: "image/png",
      sizeBytes: 1,
      width: 1,
      height: 1,
      checksum: "x",
    },
  });
  const statuses = [...PAID_ONWARD_STATUSES, "pending", "expired"];
  await prisma.order.createMany({
    data: Array.from({ length: 3000 }, (_, index) => ({
      designId: design.id,
      ...stickerOf(size),
      quantity: 50,
      unitPriceCents: 100,
      totalPriceCents: 1000 + ((index * 7919) % 20000),
      customerName: `Customer ${index}`,
      customerEmail: `c${index}@example.com`,
      customerPhone: "555",
      shippingAddress: "1 Main St",
      shippingCity: "Reno",
      shippingState: "NV",
      shippingZip: "89501",
      status: statuses[index % statuses.length],
      archived: index % 20 === 0,
      createdAt: new Date(Date.parse("2026-01-01T00:00:00Z") + Math.floor(index / 3) * 300_000),
    })),
  });
  await prisma.$executeRawUnsafe("ANALYZE");
});

async function explain(sql: Prisma.Sql): Promise<string> {
  if (provider === "postgres") {
    const rows = await prisma.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN ${sql}`;
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  }
  const rows = await prisma.$queryRaw<{ detail: string }[]>`EXPLAIN QUERY PLAN ${sql}`;
  return rows.map((row) => row.detail).join("\n");
}

/** The plan's line that reads "Order" o, and whether anything sorts. */
async function planOf(options: Parameters<typeof orderRowsSql>[0]) {
  const plan = await explain(orderRowsSql(options));
  const orderScan = plan.split("\n").find((line) => (provider === "postgres" ? / on "Order" o\b/ : /\bo\b/).test(line));
  const sorts = provider === "postgres" ? /\bSort\b/.test(plan) : /TEMP B-TREE FOR ORDER BY/.test(plan);
  return { orderScan: orderScan ?? plan, sorts, plan };
}

const defaultView = { archived: false, statuses: PAID_ONWARD_STATUSES, limit: 51, withTotal: true };

describe("plans of the admin order list at 3,000 orders", () => {
  it.each(ORDER_SORTS)(
    "%s: page 1 walks the partial index in order; keyset pages read it from the bound",
    async (sort) => {
      const first = await planOf({ ...defaultView, sort, from: null });
      expect({ orderScan: first.orderScan, sorts: first.sorts }).toEqual({
        orderScan: expect.stringContaining(EXPECTED_INDEX[sort]),
        sorts: false,
      });
      for (const direction of ["next", "prev"] as const) {
        const { plan } = await planOf({ ...defaultView, sort, from: { direction, key: KEY } });
        // The keyset condition is the index's bound (PostgreSQL: an Index Cond; SQLite: SEARCH … (x<?)).
        // At this size PostgreSQL may fetch the bounded range by bitmap and sort it; at 100,000 orders
        // it walks the index in order (see the commit that added this test).
        expect(plan).toContain(EXPECTED_INDEX[sort]);
        expect(plan).toMatch(
          provider === "postgres"
            ? /Index Cond: \((\(?"totalPriceCents" [<>]=|ROW\()/
            : /SEARCH o USING INDEX \S+ \(.*[<>]/,
        );
      }
    },
  );

  it("bounds each export batch by the (archived, createdAt, id) index", async () => {
    const { orderScan, sorts, plan } = await planOf({
      archived: false,
      limit: 500,
      from: { direction: "next", key: KEY },
    });
    expect(orderScan).toContain("Order_archived_createdAt_id_idx");
    expect(sorts).toBe(false);
    expect(plan).toMatch(
      provider === "postgres"
        ? /Index Cond: \(\(archived = false\) AND \(ROW\("createdAt", id\) </
        : /archived=\? AND createdAt</,
    );
  });
});

describe("a customer's orders (#38)", () => {
  it("are found by the index on lower(customerEmail), newest first, without sorting", async () => {
    const plan = await explain(customerOrderIdsSql("C42@Example.com"));
    expect(plan).toContain("Order_lower_customerEmail_createdAt_idx");
    expect(provider === "postgres" ? /\bSort\b/.test(plan) : /TEMP B-TREE FOR ORDER BY/.test(plan)).toBe(false);
  });
});

describe("a sheet size in use (#39)", () => {
  it("is found by the index on Order.sheetSizeId, not by reading every order", async () => {
    // The statement a resize runs (change-sheet-size.ts: order.findFirst where sheetSizeId, select id).
    const plan = await explain(Prisma.sql`SELECT "id" FROM "Order" WHERE "sheetSizeId" = ${1} LIMIT 1`);
    expect(plan).toContain("Order_sheetSizeId_idx");
  });
});

describe("the partial indexes' condition", () => {
  it.each(["sqlite", "postgres"])(
    "is written in the %s migration exactly as the list queries it",
    (migrationProvider) => {
      const sql = listMigrations(migrationProvider)
        .map((migration: { sql: string }) => migration.sql)
        .join("\n");
      // A later migration may write an index again (SQLite's table rebuilds do): its last definition counts.
      const conditions = new Map(
        [...sql.matchAll(/CREATE INDEX "(Order_paid_onward_\w+)"[^;]*WHERE ([^;]*);/g)].map((match) => [
          match[1],
          match[2],
        ]),
      );
      expect([...conditions.keys()].sort()).toEqual([...new Set(Object.values(EXPECTED_INDEX))].sort());
      for (const condition of conditions.values()) expect(condition).toBe(PAID_ONWARD_CONDITION);
    },
  );
});
