/** @jest-environment node */
// Print sheets of one stock (#36): one roll carries one material with one laminate. The print queue filters
// its ready orders by material and finish; POST /api/admin/print-sheets refuses orders of more than one stock
// (409 naming the orders of each, nothing stored); a sheet of one stock records it and names it in its DTO,
// its PDF's job label (read from the parsed PDF) and its file name; the make-print-sheets job refuses a sheet
// queued before this rule whose orders mix stocks. Against a real database (SQLite, or PostgreSQL from
// DATABASE_URL) and the local design storage.
import { rm } from "node:fs/promises";
import path from "node:path";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { createOrderRow } from "../helpers/fixtures";
import { makePng } from "../helpers/images";
import { createPaymentRow } from "../helpers/order-factories";
import { uploadPng } from "../helpers/print-file-orders";
import { readPrintPdfPages } from "../helpers/print-pdf";
import { countTableRows } from "../helpers/table-counts";
import { GET as listSheets, POST as createSheet } from "@/app/api/admin/print-sheets/route";
import { GET as readyOrders } from "@/app/api/admin/print-sheets/ready-orders/route";
import { GET as getSheet } from "@/app/api/admin/print-sheets/[id]/route";
import { GET as servePrintSheet } from "@/app/print-sheets/[key]/route";
import { prisma } from "@/lib/db/client";
import { PRINT_SHEET_FOLDER } from "@/lib/designs/storage/print-sheet-files";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { getServerEnv } from "@/lib/env";
import { makeQueuedPrintSheets } from "@/lib/print-sheets/make-print-sheets";
import type { PrintSheetDto, PrintSheetSummary, ReadyOrdersPage } from "@/lib/print-sheets/print-sheet-dto";

setupTestDatabase();
jest.setTimeout(120_000);

const sheetFolder = path.join(process.env.DESIGN_STORAGE_DIR as string, PRINT_SHEET_FOLDER);
const ROLL = { kind: "roll", widthInches: 12, maxLengthInches: 48 } as const;

const CLEAR_MATTE = {
  materialId: "clear-vinyl",
  materialName: "Clear vinyl",
  finishId: "matte",
  finishName: "Matte laminate",
} as const;
const CLEAR_GLOSS = { ...CLEAR_MATTE, finishId: "gloss", finishName: "Gloss laminate" } as const;
const WHITE_GLOSS = { ...CLEAR_GLOSS, materialId: "white-vinyl", materialName: "White vinyl" } as const;
type Stock = typeof CLEAR_MATTE | typeof CLEAR_GLOSS | typeof WHITE_GLOSS;

let headers: Record<string, string>;
let designId: number;

beforeAll(async () => {
  headers = await adminHeaders();
  designId = (await uploadPng(await makePng({ width: 600, height: 600 }), "art.png")).design.id;
});

beforeEach(async () => {
  await prisma.printSheet.deleteMany();
  await prisma.emailMessage.deleteMany();
  await prisma.orderEvent.deleteMany();
  await prisma.order.deleteMany();
  await rm(sheetFolder, { recursive: true, force: true });
});

/** A paid order, proof approved, of a 2" square × 2 on the given stock. */
async function createOrder(stock: Stock) {
  const payment = await createPaymentRow({ status: "paid" });
  return createOrderRow({
    paymentId: payment.id,
    sessionId: payment.sessionId,
    designId,
    ...stock,
    quantity: 2,
    status: "paid",
    proofState: "approved",
    paidAt: new Date(),
  });
}

const numberOf = (order: { id: number; createdAt: Date }) =>
  formatOrderNumber(order.id, order.createdAt, getServerEnv().SHOP_TIME_ZONE);

const post = (orderIds: number[]) =>
  callRoute(createSheet, {
    method: "POST",
    path: "/api/admin/print-sheets",
    body: { media: ROLL, gapInches: 0.125, orderIds },
    headers,
  });

async function fetchReady(query = "") {
  const response = await callRoute(readyOrders, { path: `/api/admin/print-sheets/ready-orders${query}`, headers });
  return response as { status: number; body: ReadyOrdersPage & { message?: string } };
}

async function waitForSheet(id: number): Promise<PrintSheetDto> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const { status, body } = (await callRoute(getSheet, {
      path: `/api/admin/print-sheets/${id}`,
      params: { id: String(id) },
      headers,
    })) as { status: number; body: { sheet: PrintSheetDto } };
    expect(status).toBe(200);
    const settled = ["ready", "failed"].includes(body.sheet.status);
    if (settled && (await prisma.printSheet.findUniqueOrThrow({ where: { id } })).workKey === null) return body.sheet;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Print sheet ${id} was not made in time`);
}

/** What the orders' status and sheets are: a refused sheet must leave them as they were. */
const readOrders = () =>
  prisma.order.findMany({
    orderBy: { id: "asc" },
    select: { id: true, status: true, printSheets: { select: { sheetId: true } } },
  });

describe("GET /api/admin/print-sheets/ready-orders: material and finish filters", () => {
  it("returns only the chosen stock, and every stock among the ready orders for the filters", async () => {
    const clearMatte = await createOrder(CLEAR_MATTE);
    const clearGloss = await createOrder(CLEAR_GLOSS);
    const whiteGloss = await createOrder(WHITE_GLOSS);
    const clearMatte2 = await createOrder(CLEAR_MATTE);
    const ids = async (query: string) => {
      const response = await fetchReady(query);
      expect(response.status).toBe(200);
      return response.body.orders.map((order) => order.id);
    };

    const all = await fetchReady();
    expect(all.body.orders.map((order) => order.id)).toEqual([
      clearMatte.id,
      clearGloss.id,
      whiteGloss.id,
      clearMatte2.id,
    ]);
    expect(all.body.orders[0]).toMatchObject(CLEAR_MATTE);
    expect(all.body.orders[2]).toMatchObject(WHITE_GLOSS);
    expect(all.body.stocks).toHaveLength(3);
    expect(all.body.stocks).toEqual(
      expect.arrayContaining([
        { ...CLEAR_MATTE, orders: 2 },
        { ...CLEAR_GLOSS, orders: 1 },
        { ...WHITE_GLOSS, orders: 1 },
      ]),
    );

    expect(await ids("?material=clear-vinyl")).toEqual([clearMatte.id, clearGloss.id, clearMatte2.id]);
    expect(await ids("?finish=gloss")).toEqual([clearGloss.id, whiteGloss.id]);
    expect(await ids("?material=clear-vinyl&finish=matte")).toEqual([clearMatte.id, clearMatte2.id]);
    expect(await ids("?material=white-vinyl&finish=matte")).toEqual([]);
    expect(await ids("?material=holographic")).toEqual([]);
    // The filters' choices stay every stock's, whatever the filter.
    expect((await fetchReady("?material=white-vinyl")).body.stocks).toHaveLength(3);

    // Keyset paging within a filter: each order of the stock once.
    const first = await fetchReady("?material=clear-vinyl&limit=2");
    expect(first.body.orders.map((order) => order.id)).toEqual([clearMatte.id, clearGloss.id]);
    expect(first.body.nextCursor).not.toBeNull();
    expect(await ids(`?material=clear-vinyl&limit=2&cursor=${first.body.nextCursor}`)).toEqual([clearMatte2.id]);
  });

  it.each([
    ["?material=Clear%20vinyl"],
    ["?material="],
    ["?finish=matte%27--"],
    [`?finish=${"a".repeat(41)}`],
    ["?material=clear--vinyl"],
  ])("answers 400 { message } for %s", async (query) => {
    const response = await fetchReady(query);
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe("string");
    expect(response.body.message).toMatch(/material|finish/);
  });
});

describe("POST /api/admin/print-sheets: one stock per sheet", () => {
  it("refuses orders of more than one stock with 409 naming the orders of each, and stores nothing", async () => {
    const clearMatte = await createOrder(CLEAR_MATTE);
    const whiteGloss = await createOrder(WHITE_GLOSS);
    const clearMatte2 = await createOrder(CLEAR_MATTE);
    const beforeRows = await countTableRows();
    const beforeOrders = await readOrders();

    const response = await post([whiteGloss.id, clearMatte2.id, clearMatte.id]);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: `A print sheet holds one stock. Clear vinyl · Matte laminate: orders ${numberOf(clearMatte)}, ${numberOf(clearMatte2)}; White vinyl · Gloss laminate: order ${numberOf(whiteGloss)}. Make one sheet per stock.`,
    });

    expect(await countTableRows()).toEqual(beforeRows);
    expect(await readOrders()).toEqual(beforeOrders);
    expect(beforeOrders.every((order) => order.status === "paid" && order.printSheets.length === 0)).toBe(true);
    expect((await fetchReady()).body.orders).toHaveLength(3);
  });

  it("refuses one material under two finishes too (gloss and matte cannot share a roll)", async () => {
    const clearMatte = await createOrder(CLEAR_MATTE);
    const clearGloss = await createOrder(CLEAR_GLOSS);
    const beforeRows = await countTableRows();
    const response = await post([clearMatte.id, clearGloss.id]);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      `A print sheet holds one stock. Clear vinyl · Gloss laminate: order ${numberOf(clearGloss)}; Clear vinyl · Matte laminate: order ${numberOf(clearMatte)}. Make one sheet per stock.`,
    );
    expect(await countTableRows()).toEqual(beforeRows);
  });

  it("makes a sheet of one stock that names it: DTO, list, the PDF's label on every page and the file name", async () => {
    const clearMatte = await createOrder(CLEAR_MATTE);
    const clearMatte2 = await createOrder(CLEAR_MATTE);
    await createOrder(WHITE_GLOSS); // left in the queue

    const response = await post([clearMatte.id, clearMatte2.id]);
    expect(response.status).toBe(202);
    const row = await prisma.printSheet.findUniqueOrThrow({ where: { id: response.body.id } });
    expect(row).toMatchObject(CLEAR_MATTE);

    const sheet = await waitForSheet(response.body.id);
    expect(sheet.status).toBe("ready");
    expect(sheet.stock).toEqual(CLEAR_MATTE);
    const fileName = `print-sheet-${sheet.id}-clear-vinyl-matte.pdf`;
    expect(sheet.download?.fileName).toBe(fileName);
    for (const page of sheet.layout!.pages) expect(page.label).toContain(" · Clear vinyl · Matte laminate · page ");

    const listed = await callRoute(listSheets, { path: "/api/admin/print-sheets", headers });
    expect((listed.body.sheets as PrintSheetSummary[]).map((summary) => summary.stock)).toEqual([CLEAR_MATTE]);

    const url = new URL(sheet.download!.url, "http://shop.test");
    const key = url.pathname.split("/").at(-1) as string;
    const file = await servePrintSheet(new Request(url.toString()), { params: Promise.resolve({ key }) });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}"`);
    const pages = await readPrintPdfPages(new Uint8Array(await file.arrayBuffer()));
    expect(pages).toHaveLength(sheet.pages!);
    pages.forEach((page, index) => {
      const shown = page.texts.map((text) => text.text).join("");
      expect(shown).toContain("Clear vinyl · Matte laminate");
      expect(shown).toBe(sheet.layout!.pages[index]!.label);
    });
    expect((await fetchReady()).body.orders.map((order) => order.materialId)).toEqual(["white-vinyl"]);
  });
});

describe("the make-print-sheets job", () => {
  it("never makes a sheet queued before the rule whose orders mix stocks: it fails naming them, no file is kept", async () => {
    const clearMatte = await createOrder(CLEAR_MATTE);
    const whiteGloss = await createOrder(WHITE_GLOSS);
    // As the migration leaves such a sheet: its stock unrecorded.
    const legacy = await prisma.printSheet.create({
      data: {
        createdBy: "admin",
        mediaKind: "roll",
        mediaWidthInches: 12,
        mediaLengthInches: 48,
        gapInches: 0.125,
        stickerCount: 4,
        orders: { create: [clearMatte, whiteGloss].map((order) => ({ orderId: order.id, quantity: 2 })) },
      },
    });

    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const report = await makeQueuedPrintSheets();
    expect(logged).toHaveBeenCalledWith(`Making print sheet ${legacy.id} failed:`, expect.anything());
    logged.mockRestore();
    expect(report).toMatchObject({ made: 0, failed: 1 });
    const after = await prisma.printSheet.findUniqueOrThrow({ where: { id: legacy.id } });
    expect(after.status).toBe("failed");
    expect(after.errorMessage).toBe(
      `A print sheet holds one stock. Clear vinyl · Matte laminate: order ${numberOf(clearMatte)}; White vinyl · Gloss laminate: order ${numberOf(whiteGloss)}. Make one sheet per stock.`,
    );
    expect(after.fileKey).toBeNull();
    // A failed sheet gives its orders back to the queue.
    expect((await fetchReady()).body.orders).toHaveLength(2);
  });
});
