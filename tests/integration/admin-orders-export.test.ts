import { parse } from "csv-parse/sync";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { createDesignRow, createOrderRow, CUSTOMER, findSize, resetShopData, stickerOf } from "../helpers/fixtures";
import { GET as exportOrders } from "@/app/api/orders/export/route";
import { createOrdersCsvStream } from "@/lib/orders/export-orders";
import { orderCsvFileName } from "@/lib/orders/order-csv";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

const HEADER = [
  "Order ID",
  "Customer Name",
  "Customer Email",
  "Customer Phone",
  "Company",
  "Shipping Address",
  "City",
  "State",
  "ZIP",
  "Country",
  "Design ID",
  "Size",
  "Quantity",
  "Total Price",
  "Coupon",
  "Discount",
  "Status",
  "Notes",
  "Created",
  // Not in the spec: the operators' amount check, after the spec's columns (tests/security, amount mismatch).
  "Payment Mismatch",
  // Intended: orders paid in the built-in test mode are marked "test" (no money moved), after Payment Mismatch.
  "Test Payment",
  // Intended: the shipment of a shipped order, after Test Payment.
  "Carrier",
  "Tracking Number",
  // Intended: the proof's state (its label), after the shipment.
  "Proof",
  "Shape",
  "Width (in)",
  "Height (in)",
  // #35: the material and finish the order was sold with, after the sticker's size.
  "Material",
  "Finish",
];
const TIME_ZONE = "America/Los_Angeles";
const BASE_TIME = Date.parse("2026-03-01T20:00:00.000Z");

let headers: Record<string, string>;

beforeAll(async () => {
  headers = await adminHeaders();
});

beforeEach(resetShopData);
afterEach(() => jest.restoreAllMocks());

type OrderFields = Omit<Partial<typeof CUSTOMER>, "companyName" | "additionalNotes"> & {
  companyName?: string | null;
  additionalNotes?: string | null;
  archived?: boolean;
  createdAt?: Date;
  couponCode?: string | null;
  proofState?: string;
};

async function orderBase() {
  const design = await createDesignRow();
  const size = await findSize("2x4");
  return {
    designId: design.id,
    ...stickerOf(size),
    quantity: 200,
    unitPriceCents: 85,
    totalPriceCents: 17000,
    discountCents: 0,
    status: "paid",
  };
}

async function insertOrder(fields: OrderFields = {}) {
  const base = await orderBase();
  return createOrderRow({ ...base, couponCode: null, createdAt: new Date(BASE_TIME), ...fields });
}

function request(query: string) {
  return new Request(`http://shop.test/api/orders/export${query}`, { headers });
}

async function exportCsv(query = "") {
  const response = await exportOrders(request(query), { params: Promise.resolve({}) });
  return { response, text: await response.text() };
}

const idOf = (orderNumber: string) => Number(/^#(\d+)-/.exec(orderNumber)?.[1]);

describe("GET /api/orders/export", () => {
  it("streams an RFC 4180 CSV with the exact header, every value quoted, as a dated attachment", async () => {
    const order = await insertOrder({ couponCode: "SAVE10" });
    const response = await exportOrders(request("?archived=0"), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(response.body).toBeInstanceOf(ReadableStream);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const today = orderCsvFileName(false, new Date(), TIME_ZONE);
    expect(today).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${today}"`);
    expect(response.headers.get("cache-control")).toContain("no-store");

    const text = await response.text();
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(HEADER.map((name) => `"${name}"`).join(","));
    expect(lines[1]).toBe(
      [
        `#${order.id}-3126`,
        "Ada Lovelace",
        "ada@example.com",
        "702-555-0100",
        "Analytical Engines",
        "1 Main St",
        "Reno",
        "NV",
        "89501",
        "United States",
        String(order.designId),
        "2x4",
        "200",
        "170.00",
        "SAVE10",
        "0.00",
        "paid",
        "Leave at the door",
        "2026-03-01 12:00:00",
        "",
        "",
        "",
        "",
        "No proof yet",
        "square",
        "2",
        "4",
        "White vinyl",
        "Gloss laminate",
      ]
        .map((value) => `"${value}"`)
        .join(","),
    );
    expect(lines.slice(2)).toEqual([""]);
  });

  it("keeps commas, quotes and newlines, and neutralises formulas, so the file parses back into the same values", async () => {
    const tricky = {
      customerName: 'Smith, "Johnny" Jr.\nSecond line',
      customerEmail: '=HYPERLINK("http://x","y")',
      customerPhone: "+1 702-555-0100",
      companyName: "-2",
      shippingAddress: "@cmd",
      shippingCity: "\tTab City",
      shippingState: "\rCR",
      shippingZip: "89,501",
      shippingCountry: 'United "States"',
      additionalNotes: 'Line one\r\nline two, with "quotes"\n=1+1',
    };
    const order = await insertOrder({ ...tricky, couponCode: "=SUM(A1:A9)", proofState: "changes_requested" });
    const plain = await insertOrder({
      createdAt: new Date(BASE_TIME - 60_000),
      companyName: null,
      additionalNotes: null,
    });

    const { text } = await exportCsv();
    const records: string[][] = parse(text);
    expect(records[0]).toEqual(HEADER);
    expect(records).toHaveLength(3);
    expect(records[1]).toEqual([
      `#${order.id}-3126`,
      tricky.customerName,
      `'${tricky.customerEmail}`,
      `'${tricky.customerPhone}`,
      "'-2",
      "'@cmd",
      "'\tTab City",
      "'\rCR",
      "89,501",
      'United "States"',
      String(order.designId),
      "2x4",
      "200",
      "170.00",
      "'=SUM(A1:A9)",
      "0.00",
      "paid",
      tricky.additionalNotes, // starts with a letter: kept as it is, newlines and all
      "2026-03-01 12:00:00",
      "",
      "",
      "",
      "",
      "Changes requested",
      "square",
      "2",
      "4",
      "White vinyl",
      "Gloss laminate",
    ]);
    expect(records[2]).toEqual([
      `#${plain.id}-3126`,
      "Ada Lovelace",
      "ada@example.com",
      "702-555-0100",
      "",
      "1 Main St",
      "Reno",
      "NV",
      "89501",
      "United States",
      String(plain.designId),
      "2x4",
      "200",
      "170.00",
      "",
      "0.00",
      "paid",
      "",
      "2026-03-01 11:59:00",
      "",
      "",
      "",
      "",
      "No proof yet",
      "square",
      "2",
      "4",
      "White vinyl",
      "Gloss laminate",
    ]);
    // Every value is quoted, empty ones too.
    expect(text).toContain(
      `"0.00","paid","","2026-03-01 11:59:00","","","","","No proof yet","square","2","4","White vinyl","Gloss laminate"\r\n`,
    );
  });

  it("exports the archived orders with archived=1, and only the active ones otherwise", async () => {
    const active = await insertOrder();
    const archived = await insertOrder({ archived: true });
    const activeExport = await exportCsv();
    expect((parse(activeExport.text) as string[][]).slice(1).map((row) => idOf(row[0]!))).toEqual([active.id]);

    const archivedExport = await exportCsv("?archived=1");
    expect(archivedExport.response.headers.get("content-disposition")).toBe(
      `attachment; filename="${orderCsvFileName(true, new Date(), TIME_ZONE)}"`,
    );
    expect(archivedExport.response.headers.get("content-disposition")).toMatch(
      /filename="archived-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect((parse(archivedExport.text) as string[][]).slice(1).map((row) => idOf(row[0]!))).toEqual([archived.id]);
  });

  it("answers just the header when there are no orders", async () => {
    const { response, text } = await exportCsv("?archived=1");
    expect(response.status).toBe(200);
    expect(parse(text)).toEqual([HEADER]);
  });

  it.each(["?archived=2", "?archived=true", "?archived=", "?archived=yes"])("refuses %s with 400", async (query) => {
    const { response, text } = await exportCsv(query);
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toEqual({ message: "archived: archived must be 0 or 1" });
  });

  it("pages 1,200 orders in batches of 500 and writes every row exactly once, newest first", async () => {
    const base = await orderBase();
    // Only 7 distinct timestamps: batch boundaries fall inside runs of equal createdAt (ties go by id).
    await prisma.order.createMany({
      data: Array.from({ length: 1200 }, (_, index) => ({
        ...base,
        ...CUSTOMER,
        customerName: `Customer ${index}`,
        createdAt: new Date(BASE_TIME - (index % 7) * 3_600_000),
      })),
    });
    await insertOrder({ archived: true });
    const expected = (
      await prisma.order.findMany({
        where: { archived: false },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { id: true },
      })
    ).map((row) => row.id);
    expect(expected).toHaveLength(1200);

    const readBatch = jest.spyOn(prisma, "$queryRaw");
    const response = await exportOrders(request("?archived=0"), { params: Promise.resolve({}) });
    // One batch is read before answering; the rest only while the body is read: 500 + 500 + 200.
    expect(readBatch).toHaveBeenCalledTimes(1);
    const text = await response.text();
    expect(readBatch).toHaveBeenCalledTimes(3);
    readBatch.mockRestore();

    const ids = (parse(text) as string[][]).slice(1).map((row) => idOf(row[0]!));
    expect(ids).toHaveLength(1200);
    expect(new Set(ids).size).toBe(1200);
    expect(ids).toEqual(expected);
  });

  it("walks small batches across ties without repeating or skipping a row", async () => {
    const base = await orderBase();
    await prisma.order.createMany({
      data: Array.from({ length: 100 }, (_, index) => ({
        ...base,
        ...CUSTOMER,
        createdAt: new Date(BASE_TIME - (index % 3) * 1000),
      })),
    });
    const expected = (
      await prisma.order.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } })
    ).map((row) => row.id);
    for (const batchSize of [1, 7, 33, 100, 101]) {
      const stream = await createOrdersCsvStream({ archived: false, timeZone: TIME_ZONE, batchSize });
      const text = await new Response(stream).text();
      const ids = (parse(text) as string[][]).slice(1).map((row) => idOf(row[0]!));
      expect(ids).toEqual(expected);
    }
  });

  it("keeps going when the last row of a batch is deleted while the file is read", async () => {
    const base = await orderBase();
    await prisma.order.createMany({
      data: Array.from({ length: 10 }, (_, index) => ({
        ...base,
        ...CUSTOMER,
        createdAt: new Date(BASE_TIME - index * 1000),
      })),
    });
    const all = (
      await prisma.order.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } })
    ).map((row) => row.id);
    const stream = await createOrdersCsvStream({ archived: false, timeZone: TIME_ZONE, batchSize: 4 });
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const first = await reader.read(); // the header and rows 1-4; rows 5-8 are read only on the next pull
    text += decoder.decode(first.value);
    await prisma.order.delete({ where: { id: all[3] } }); // the last row of that batch, where the next one starts
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value);
    const ids = (parse(text) as string[][]).slice(1).map((row) => idOf(row[0]!));
    expect(ids).toEqual(all); // all ten: row 4 went out before it was deleted, and rows 5-10 still follow
  });
});

describe("GET /api/orders/export through callRoute", () => {
  it("answers a 401 JSON error without a token", async () => {
    await insertOrder();
    const response = await callRoute(exportOrders, { path: "/api/orders/export" });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: "Admin access required" });
  });
});
