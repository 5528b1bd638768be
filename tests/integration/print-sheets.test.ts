/** @jest-environment node */
// Print sheets (#23): the print queue's routes (ready orders, queuing a sheet, its status, marking its orders
// printing), the make-print-sheets job (its atomic claim, stale claims, recorded failures) and the signed
// download link, against a real database (SQLite, or PostgreSQL from DATABASE_URL) and the local design
// storage. The made PDFs are parsed with pdf-lib and interpreted (tests/helpers/print-pdf.ts).
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { createOrderRow, findSize, stickerOf } from "../helpers/fixtures";
import { makePng } from "../helpers/images";
import { createPaymentRow } from "../helpers/order-factories";
import { uploadPng } from "../helpers/print-file-orders";
import { isSeparation, readPrintPdf } from "../helpers/print-pdf";
import { countTableRows } from "../helpers/table-counts";
import { GET as listSheets, POST as createSheet } from "@/app/api/admin/print-sheets/route";
import { GET as readyOrders } from "@/app/api/admin/print-sheets/ready-orders/route";
import { GET as getSheet } from "@/app/api/admin/print-sheets/[id]/route";
import { POST as markPrinting } from "@/app/api/admin/print-sheets/[id]/mark-printing/route";
import { POST as discardSheet } from "@/app/api/admin/print-sheets/[id]/discard/route";
import { POST as markSheetDone } from "@/app/api/admin/print-sheets/[id]/done/route";
import { GET as cronRoute } from "@/app/api/cron/[job]/route";
import { GET as servePrintSheet } from "@/app/print-sheets/[key]/route";
import { getAuthSecret } from "@/lib/admin-auth/auth-secret";
import { prisma } from "@/lib/db/client";
import { signPrintSheetUrlWith } from "@/lib/designs/links/print-sheet-link";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { PRINT_SHEET_FOLDER } from "@/lib/designs/storage/print-sheet-files";
import type { OrderStatus } from "@/lib/domain/order-statuses";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { getServerEnv } from "@/lib/env";
import type { ProofState } from "@/lib/domain/proof-state";
import { createPrintSheet } from "@/lib/print-sheets/create-print-sheet";
import { discardPrintSheet } from "@/lib/print-sheets/discard-print-sheet";
import { DISCARDED_SHEET_FILE_GRACE_DAYS } from "@/lib/print-sheets/discarded-sheet-grace";
import {
  claimPrintSheet,
  makeClaimedPrintSheet,
  makeQueuedPrintSheets,
  MAX_PRINT_SHEET_ATTEMPTS,
  PRINT_SHEET_ABANDONED_MESSAGE,
  PRINT_SHEET_CLAIM_TIMEOUT_MS,
} from "@/lib/print-sheets/make-print-sheets";
import type { PrintSheetDto, ReadyOrdersPage } from "@/lib/print-sheets/print-sheet-dto";
import { removeDiscardedSheetFiles } from "@/lib/print-sheets/remove-discarded-sheet-files";

setupTestDatabase();
jest.setTimeout(120_000);

const CRON_SECRET = "cron-secret-for-the-print-sheet-tests";
process.env.CRON_SECRET = CRON_SECRET;

const sheetFolder = path.join(process.env.DESIGN_STORAGE_DIR as string, PRINT_SHEET_FOLDER);
// The sheets' PDFs. A sheet made in steps keeps its rendered rasters in work/ until just after it is ready;
// their removal is tested in print-sheet-steps.test.ts.
const storedSheets = async () =>
  (await readdir(sheetFolder).catch(() => [] as string[])).filter((name) => name !== "work");
const ROLL = { kind: "roll", widthInches: 12, maxLengthInches: 48 } as const;

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

type OrderOptions = {
  status?: OrderStatus;
  proofState?: ProofState;
  archived?: boolean;
  quantity?: number;
  shape?: "square" | "circle" | "die-cut";
  inches?: number;
  cutLine?: string | null;
  createdAt?: Date;
  /** The checkout it belongs to (an order of another's); its own new one unless given. */
  payment?: { id: string; sessionId: string };
};

/** A paid, approved order of one design (a 2" square × 3 unless told otherwise), with its payment. */
async function createOrder(options: OrderOptions = {}) {
  const { status = "paid", proofState = "approved", quantity = 3, shape = "square", inches = 2 } = options;
  const payment = options.payment ?? (await createPaymentRow({ status: status === "pending" ? "open" : "paid" }));
  const size = shape === "square" && inches === 2 ? stickerOf(await findSize('2"')) : null;
  return createOrderRow({
    paymentId: payment.id,
    sessionId: payment.sessionId,
    designId,
    ...(size ?? {
      sizeId: null,
      shape,
      widthInches: inches,
      heightInches: inches,
      sizeName: `${shape === "circle" ? "Circle" : shape === "die-cut" ? "Die-cut" : "Square"} ${inches}"`,
    }),
    cutLine: options.cutLine ?? null,
    quantity,
    status,
    proofState,
    archived: options.archived ?? false,
    paidAt: status === "pending" ? null : new Date(),
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
}

const post = (body: unknown) =>
  callRoute(createSheet, { method: "POST", path: "/api/admin/print-sheets", body, headers });

async function fetchReady(query = "") {
  const response = await callRoute(readyOrders, { path: `/api/admin/print-sheets/ready-orders${query}`, headers });
  return response as { status: number; body: ReadyOrdersPage & { message?: string } };
}

async function fetchSheet(id: number) {
  const response = await callRoute(getSheet, {
    path: `/api/admin/print-sheets/${id}`,
    params: { id: String(id) },
    headers,
  });
  return response as { status: number; body: { sheet: PrintSheetDto; message?: string } };
}

/** Polls the sheet as the page does, until it is made or failed. */
async function waitForSheet(id: number): Promise<PrintSheetDto> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const { status, body } = await fetchSheet(id);
    expect(status).toBe(200);
    // Finished, and the run done with it (its last act, removing the rendered rasters, follows "ready").
    const settled = ["ready", "failed"].includes(body.sheet.status);
    if (settled && (await prisma.printSheet.findUniqueOrThrow({ where: { id } })).workKey === null) return body.sheet;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Print sheet ${id} was not made in time`);
}

async function download(url: string) {
  const parsed = new URL(url, "http://shop.test");
  const key = parsed.pathname.split("/").at(-1) as string;
  const request = new Request(parsed.toString());
  const response = await servePrintSheet(request, { params: Promise.resolve({ key }) });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Every page's CutContour-stroked paths, counted by interpreting each page's content (never by string search). */
async function countCutPaths(bytes: Uint8Array): Promise<{ pages: number; cutPaths: number }> {
  const doc = await PDFDocument.load(bytes);
  let cutPaths = 0;
  for (let index = 0; index < doc.getPageCount(); index++) {
    // readPrintPdf follows a document's first page: each page is read as a document of its own.
    const single = await PDFDocument.create();
    const [page] = await single.copyPages(doc, [index]);
    single.addPage(page);
    const read = await readPrintPdf(await single.save());
    expect(read.unknownOperators).toEqual([]);
    cutPaths += read.paints.filter((paint) => paint.stroke && isSeparation(paint.strokeSpace, "CutContour")).length;
  }
  return { pages: doc.getPageCount(), cutPaths };
}

describe("GET /api/admin/print-sheets/ready-orders", () => {
  it("lists paid orders whose proof is approved and that are on no sheet, oldest first, with filters", async () => {
    const old = await createOrder({ createdAt: new Date(Date.now() - 60_000) });
    const circle = await createOrder({ shape: "circle", inches: 3, quantity: 5 });
    await createOrder({ status: "pending", proofState: "none" });
    await createOrder({ status: "processing" });
    await createOrder({ proofState: "sent" });
    await createOrder({ proofState: "changes_requested" });
    await createOrder({ status: "cancelled" });
    await createOrder({ archived: true });

    const all = await fetchReady();
    expect(all.status).toBe(200);
    expect(all.body.orders.map((order) => order.id)).toEqual([old.id, circle.id]);
    expect(all.body.orders[1]).toMatchObject({ shape: "circle", size: "3x3", quantity: 5, widthInches: 3 });
    expect(all.body.orders[0]?.design.imageUrl).toMatch(/^\/uploads\//);
    expect(all.body.sizes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ shape: "circle", size: "3x3", orders: 1 }),
        expect.objectContaining({ shape: "square", size: "2x2", orders: 1 }),
      ]),
    );

    expect((await fetchReady("?shape=circle")).body.orders.map((order) => order.id)).toEqual([circle.id]);
    expect((await fetchReady("?size=2x2")).body.orders.map((order) => order.id)).toEqual([old.id]);
    expect((await fetchReady("?shape=circle&size=2x2")).body.orders).toEqual([]);
  });

  it("walks a long list by keyset cursor, each order once", async () => {
    const made = [];
    for (let index = 0; index < 5; index++)
      made.push(await createOrder({ createdAt: new Date(Date.UTC(2026, 10, 20, 12, 0, index % 3)) }));
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: ReadyOrdersPage } = await fetchReady(
        `?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.orders.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.orders.map((order) => order.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    const expected = [...made].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    expect(seen).toEqual(expected.map((order) => order.id));
  });

  it.each([["?shape=hexagon"], ["?size=big"], ["?cursor=abc"], ["?limit=0"]])(
    "answers 400 { message } for %s",
    async (query) => {
      const response = await fetchReady(query);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe("string");
    },
  );
});

describe("POST /api/admin/print-sheets", () => {
  it.each([
    ["no orders", { media: ROLL, gapInches: 0.125, orderIds: [] }],
    ["an order twice", { media: ROLL, gapInches: 0.125, orderIds: [1, 1] }],
    ["an unknown media", { media: { kind: "foil", widthInches: 12 }, gapInches: 0.125, orderIds: [1] }],
    ["a roll 0 wide", { media: { ...ROLL, widthInches: 0 }, gapInches: 0.125, orderIds: [1] }],
    ["a roll 100 wide", { media: { ...ROLL, widthInches: 100 }, gapInches: 0.125, orderIds: [1] }],
    ["a panel a mile long", { media: { ...ROLL, maxLengthInches: 63_360 }, gapInches: 0.125, orderIds: [1] }],
    ["a negative gap", { media: ROLL, gapInches: -0.1, orderIds: [1] }],
    ["a 2-inch gap", { media: ROLL, gapInches: 2, orderIds: [1] }],
    ["a sheet without height", { media: { kind: "sheet", widthInches: 12 }, gapInches: 0.125, orderIds: [1] }],
    ["text for a width", { media: { ...ROLL, widthInches: "12" }, gapInches: 0.125, orderIds: [1] }],
  ])("refuses %s with 400 { message } and stores nothing", async (_label, body) => {
    const order = await createOrder();
    const withOrder = { ...body, orderIds: body.orderIds.map(() => order.id) };
    const before = await countTableRows();
    const response = await post(withOrder);
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe("string");
    expect(await countTableRows()).toEqual(before);
  });

  it("refuses orders that are not ready (409 naming them), unknown ones (404) and stickers larger than the media (400), storing nothing", async () => {
    const ready = await createOrder();
    const unapproved = await createOrder({ proofState: "sent" });
    const printing = await createOrder({ status: "processing" });
    const big = await createOrder({ shape: "circle", inches: 12 });
    const before = await countTableRows();

    const notReady = await post({ media: ROLL, gapInches: 0.125, orderIds: [ready.id, unapproved.id, printing.id] });
    expect(notReady.status).toBe(409);
    expect(notReady.body.message).toContain("not approved the proof");
    expect(notReady.body.message).toContain("processing");
    expect(notReady.body.message).toMatch(new RegExp(`#${unapproved.id}-`));

    const unknown = await post({ media: ROLL, gapInches: 0.125, orderIds: [ready.id, 2_000_000] });
    expect(unknown.status).toBe(404);

    // 12" circle on a 12" roll: 11" fit inside the margins kept for the registration marks.
    const tooBig = await post({ media: ROLL, gapInches: 0.125, orderIds: [big.id] });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toMatch(/do not fit/);

    expect(await countTableRows()).toEqual(before);
  });

  it("queues at once (202), makes the sheet outside the request, and takes its orders out of the queue", async () => {
    const square = await createOrder({ quantity: 4 });
    const circle = await createOrder({ shape: "circle", inches: 3, quantity: 2 });
    const before = await countTableRows();
    const response = await post({ media: ROLL, gapInches: 0.125, orderIds: [square.id, circle.id] });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ id: expect.any(Number), status: "queued" });
    const after = await countTableRows();
    expect(after.PrintSheet - before.PrintSheet).toBe(1);
    expect(after.PrintSheetOrder - before.PrintSheetOrder).toBe(2);
    const row = await prisma.printSheet.findUniqueOrThrow({ where: { id: response.body.id } });
    expect(row).toMatchObject({ createdBy: "admin", stickerCount: 6, mediaKind: "roll", mediaWidthInches: 12 });
    expect(row.createdBySession).toMatch(/^[0-9a-f-]{36}$/);

    // The same orders again: already on a sheet.
    const again = await post({ media: ROLL, gapInches: 0.125, orderIds: [square.id] });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(`already on print sheet ${response.body.id}`);
    expect((await fetchReady()).body.orders).toEqual([]);

    const sheet = await waitForSheet(response.body.id);
    expect(sheet).toMatchObject({ status: "ready", stickerCount: 6, orderCount: 2, errorMessage: null });
    expect(sheet.pages).toBe(sheet.layout?.pages.length);
    expect(sheet.utilisation).toBeGreaterThan(0);
    expect(sheet.utilisation).toBeLessThanOrEqual(1);
    expect(sheet.layout?.pages.flatMap((page) => page.placements)).toHaveLength(6);
    expect(sheet.download?.url).toMatch(/^\/print-sheets\/[0-9a-f-]{36}\.pdf\?exp=\d+&sig=/);
    expect(await storedSheets()).toHaveLength(1);

    const file = await download(sheet.download!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(Number(file.headers.get("content-length"))).toBe(file.bytes.length);
    expect((await prisma.printSheet.findUniqueOrThrow({ where: { id: sheet.id } })).fileSizeBytes).toBe(
      file.bytes.length,
    );
    expect(await countCutPaths(file.bytes)).toEqual({ pages: sheet.pages, cutPaths: 6 });

    const listed = await callRoute(listSheets, { path: "/api/admin/print-sheets", headers });
    expect(listed.body.sheets.map((listedSheet: { id: number }) => listedSheet.id)).toEqual([sheet.id]);
  });
});

describe("the make-print-sheets job", () => {
  it("gives a sheet to exactly one of several concurrent claims", async () => {
    const order = await createOrder();
    const { id } = await createPrintSheet(
      { media: ROLL, gapInches: 0.125, orderIds: [order.id] },
      { actor: "admin", sessionId: null },
    );
    const now = new Date();
    const tokens = await Promise.all(Array.from({ length: 6 }, () => claimPrintSheet(id, now)));
    expect(tokens.filter((token) => token !== null)).toHaveLength(1);
    expect(await prisma.printSheet.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "making",
      attempts: 1,
    });
  });

  it("makes one file when two runs race for the same sheets (and the cron route runs it)", async () => {
    const orders = [
      await createOrder({ quantity: 10 }),
      await createOrder({ shape: "circle", inches: 3, quantity: 4 }),
    ];
    const first = await createPrintSheet(
      { media: ROLL, gapInches: 0.125, orderIds: [orders[0]!.id] },
      { actor: "admin", sessionId: null },
    );
    const second = await createPrintSheet(
      { media: { kind: "sheet", widthInches: 12, heightInches: 18 }, gapInches: 0.25, orderIds: [orders[1]!.id] },
      { actor: "admin", sessionId: null },
    );
    const [a, b] = await Promise.all([makeQueuedPrintSheets(), makeQueuedPrintSheets()]);
    expect(a.made + b.made).toBe(2);
    expect(await storedSheets()).toHaveLength(2);
    const rows = await prisma.printSheet.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((row) => [row.id, row.status, row.attempts])).toEqual([
      [first.id, "ready", 1],
      [second.id, "ready", 1],
    ]);
    expect(new Set(rows.map((row) => row.fileKey)).size).toBe(2);

    // Nothing left: the cron route's run finds no work.
    const cron = await callRoute(cronRoute, {
      path: "/api/cron/make-print-sheets",
      params: { job: "make-print-sheets" },
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(cron).toMatchObject({ status: 200, body: { job: "make-print-sheets", report: { made: 0, failed: 0 } } });
  });

  it("takes over a sheet stuck in making past the timeout, and gives up after the last attempt", async () => {
    const order = await createOrder();
    const { id } = await createPrintSheet(
      { media: ROLL, gapInches: 0.125, orderIds: [order.id] },
      { actor: "admin", sessionId: null },
    );
    const stale = new Date(Date.now() - PRINT_SHEET_CLAIM_TIMEOUT_MS - 1000);
    await prisma.printSheet.update({
      where: { id },
      data: { status: "making", claimToken: "dead-run", claimedAt: stale, attempts: 1 },
    });
    // A live claim is left alone.
    await prisma.printSheet.update({ where: { id }, data: { claimedAt: new Date() } });
    expect(await makeQueuedPrintSheets()).toEqual({ made: 0, failed: 0, abandoned: 0, paused: 0 });
    await prisma.printSheet.update({ where: { id }, data: { claimedAt: stale } });
    expect(await makeQueuedPrintSheets()).toMatchObject({ made: 1 });
    expect(await prisma.printSheet.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "ready",
      attempts: 2,
    });

    const other = await createOrder();
    const stuck = await createPrintSheet(
      { media: ROLL, gapInches: 0.125, orderIds: [other.id] },
      { actor: "admin", sessionId: null },
    );
    await prisma.printSheet.update({
      where: { id: stuck.id },
      data: { status: "making", claimToken: "dead-run", claimedAt: stale, attempts: MAX_PRINT_SHEET_ATTEMPTS },
    });
    expect(await makeQueuedPrintSheets()).toMatchObject({ made: 0, abandoned: 1 });
    expect(await prisma.printSheet.findUniqueOrThrow({ where: { id: stuck.id } })).toMatchObject({
      status: "failed",
      errorMessage: PRINT_SHEET_ABANDONED_MESSAGE,
    });
    // Its order is ready to print again.
    expect((await fetchReady()).body.orders.map((ready) => ready.id)).toEqual([other.id]);
  });

  it("records a failed make (the layout's reason), stores no file, and gives the orders back to the queue", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = await createOrder({ shape: "die-cut", inches: 3, cutLine: "M 0 0 L nonsense" });
    const response = await post({ media: ROLL, gapInches: 0.125, orderIds: [broken.id] });
    expect(response.status).toBe(202);
    const sheet = await waitForSheet(response.body.id);
    expect(sheet.status).toBe("failed");
    expect(sheet.errorMessage).toContain("stored cut line cannot be read");
    expect(sheet.download).toBeNull();
    expect(await storedSheets()).toEqual([]);
    expect((await fetchReady()).body.orders.map((order) => order.id)).toEqual([broken.id]);
    expect(logged).toHaveBeenCalledWith(`Making print sheet ${sheet.id} failed:`, expect.any(Error));
    logged.mockRestore();
  });

  it("records a failed make when a design file is gone from both copies", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { design } = await uploadPng(await makePng({ width: 300, height: 300 }), "lost.png");
    const order = await createOrder();
    await prisma.order.update({ where: { id: order.id }, data: { designId: design.id } });
    const filename = (await prisma.design.findUniqueOrThrow({ where: { id: design.id } })).filename;
    await getDesignStorage().remove("primary", filename);
    await getDesignStorage().remove("backup", filename);
    const response = await post({ media: ROLL, gapInches: 0.125, orderIds: [order.id] });
    const sheet = await waitForSheet(response.body.id);
    expect(sheet.status).toBe("failed");
    expect(sheet.errorMessage).toMatch(/^Order #\d+-\d+.s design file is missing from storage \(primary and backup\)/);
    expect(await storedSheets()).toEqual([]);
    expect(logged).toHaveBeenCalledWith(`Making print sheet ${sheet.id} failed:`, expect.any(Error));
    logged.mockRestore();
  });
});

describe("POST /api/admin/print-sheets/{id}/mark-printing", () => {
  it("moves the sheet's paid orders to processing with their e-mails, and skips and names the others", async () => {
    const [a, b, c] = [await createOrder(), await createOrder(), await createOrder()];
    const { id } = await createPrintSheet(
      { media: ROLL, gapInches: 0.125, orderIds: [a.id, b.id, c.id] },
      { actor: "admin", sessionId: null },
    );
    const mark = () =>
      callRoute(markPrinting, {
        method: "POST",
        path: `/api/admin/print-sheets/${id}/mark-printing`,
        params: { id: String(id) },
        headers,
      });

    const before = await countTableRows();
    const early = await mark();
    expect(early.status).toBe(409);
    expect(await countTableRows()).toEqual(before);

    await makeQueuedPrintSheets();
    // Refunded meanwhile: it is not printed.
    await prisma.order.update({ where: { id: b.id }, data: { status: "cancelled" } });

    const marked = await mark();
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({
      movedIds: [a.id, c.id],
      emails: 2,
      skipped: [{ id: b.id, status: "cancelled" }],
    });
    expect(marked.body.message).toContain("Marked 2 orders as processing; 2 customer e-mails sent");
    const orders = await prisma.order.findMany({ where: { id: { in: [a.id, b.id, c.id] } }, orderBy: { id: "asc" } });
    expect(orders.map((order) => order.status)).toEqual(["processing", "cancelled", "processing"]);
    const emails = await prisma.emailMessage.findMany({ orderBy: { orderId: "asc" } });
    expect(emails.map((email) => [email.dedupeKey, email.status])).toEqual([
      [`order-processing:${a.id}`, "sent"],
      [`order-processing:${c.id}`, "sent"],
    ]);
    expect(await prisma.orderEvent.count({ where: { type: "status", toStatus: "processing" } })).toBe(2);

    // Again: nothing more moves, nothing more is sent.
    const again = await mark();
    expect(again.body).toMatchObject({ movedIds: [], emails: 0 });
    expect(await prisma.emailMessage.count()).toBe(2);
  });

  it("sends one 'Printing has begun' per checkout, listing its orders on the sheet, recorded against each of them (#34)", async () => {
    const first = await createOrder();
    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: first.paymentId! } });
    const checkout = [first];
    for (let line = 1; line < 5; line += 1) checkout.push(await createOrder({ payment }));
    const other = await createOrder();
    const id = await makeReadySheet([...checkout, other].map((order) => order.id));

    const marked = await sheetAction(markPrinting, id, "mark-printing");
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ emails: 2 });
    expect(marked.body.message).toBe("Marked 6 orders as processing; 2 customer e-mails sent");
    const emails = await prisma.emailMessage.findMany({ orderBy: { id: "asc" }, include: { coveredOrders: true } });
    expect(emails).toHaveLength(2);
    const grouped = emails.find((email) => email.paymentId === payment.id)!;
    expect(grouped).toMatchObject({ orderId: null, status: "sent" });
    expect(grouped.subject).toMatch(/^Sticker Shop: printing has begun for orders /);
    for (const order of checkout)
      expect(grouped.textBody).toContain(
        `Order ${formatOrderNumber(order.id, order.createdAt, getServerEnv().SHOP_TIME_ZONE)}`,
      );
    expect(grouped.coveredOrders.map((row) => row.orderId).sort((a, b) => a! - b!)).toEqual(
      checkout.map((order) => order.id),
    );
    expect(emails.find((email) => email !== grouped)).toMatchObject({ dedupeKey: `order-processing:${other.id}` });

    const again = await sheetAction(markPrinting, id, "mark-printing");
    expect(again.body).toMatchObject({ movedIds: [], emails: 0 });
    expect(await prisma.emailMessage.count()).toBe(2);
  });

  it("answers 404 for an unknown sheet and 400 for a malformed id", async () => {
    const unknown = await callRoute(markPrinting, { method: "POST", params: { id: "999999" }, headers });
    expect(unknown.status).toBe(404);
    const malformed = await callRoute(markPrinting, { method: "POST", params: { id: "1e3" }, headers });
    expect(malformed.status).toBe(400);
  });
});

/** POSTs one of a sheet's actions (mark-printing, discard, done) as the page does. */
function sheetAction(handler: typeof markPrinting, id: number, action: string) {
  return callRoute(handler, {
    method: "POST",
    path: `/api/admin/print-sheets/${id}/${action}`,
    params: { id: String(id) },
    headers,
  });
}

/** A made (ready) sheet of the given orders. */
async function makeReadySheet(orderIds: number[]): Promise<number> {
  const { id } = await createPrintSheet(
    { media: ROLL, gapInches: 0.125, orderIds },
    { actor: "admin", sessionId: null },
  );
  await makeQueuedPrintSheets();
  expect(await prisma.printSheet.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "ready" });
  return id;
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe("a sheet's life (#33): printing, done, discarded", () => {
  it("goes ready → printing (with its orders, in one transaction) → done, and cannot be discarded once printing", async () => {
    const [a, b] = [await createOrder(), await createOrder()];
    const id = await makeReadySheet([a.id, b.id]);
    expect((await sheetAction(markSheetDone, id, "done")).body.message).toBe(
      `Print sheet ${id} is not printing yet: mark its orders printing first.`,
    );

    const marked = await sheetAction(markPrinting, id, "mark-printing");
    expect(marked.status).toBe(200);
    expect(marked.body.movedIds).toEqual([a.id, b.id]);
    const printing = await fetchSheet(id);
    expect(printing.body.sheet).toMatchObject({ status: "printing", markedPrintingAt: expect.any(String) });
    expect(printing.body.sheet.download?.url).toMatch(/^\/print-sheets\//);
    // Its orders stay off the queue while it prints.
    expect((await fetchReady()).body.orders).toEqual([]);

    const before = await countTableRows();
    const discard = await sheetAction(discardSheet, id, "discard");
    expect(discard.status).toBe(409);
    expect(discard.body.message).toBe(
      `Print sheet ${id} is printing: its orders are already being printed, so it cannot be discarded. Mark it done once it is printed.`,
    );
    expect(await countTableRows()).toEqual(before);
    expect((await prisma.printSheet.findUniqueOrThrow({ where: { id } })).status).toBe("printing");

    const done = await sheetAction(markSheetDone, id, "done");
    expect(done).toMatchObject({
      status: 200,
      body: { id, status: "done", message: `Print sheet ${id} marked done.` },
    });
    const row = await prisma.printSheet.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "done", doneBy: "admin", discardedAt: null });
    expect(row.doneAt).toBeInstanceOf(Date);
    expect(row.doneBySession).toMatch(/^[0-9a-f-]{36}$/);
    // The orders keep their own status; the PDF stays for a reprint.
    const orders = await prisma.order.findMany({ where: { id: { in: [a.id, b.id] } } });
    expect(orders.map((order) => order.status)).toEqual(["processing", "processing"]);
    expect((await fetchSheet(id)).body.sheet).toMatchObject({ status: "done", doneBy: "admin" });
    expect((await fetchSheet(id)).body.sheet.download).not.toBeNull();
    expect(await storedSheets()).toHaveLength(1);

    expect((await sheetAction(markSheetDone, id, "done")).body.message).toBe(`Print sheet ${id} is already done.`);
    expect((await sheetAction(discardSheet, id, "discard")).status).toBe(409);
    const late = await sheetAction(markPrinting, id, "mark-printing");
    expect(late).toMatchObject({
      status: 409,
      body: { message: "The print sheet is done: its orders were printed." },
    });
    // An order set back to paid for a reprint is back in the queue: a done sheet holds none.
    await prisma.order.update({ where: { id: a.id }, data: { status: "paid" } });
    expect((await fetchReady()).body.orders.map((order) => order.id)).toEqual([a.id]);
  });

  it("leaves a ready sheet none of whose orders is still paid ready when marking moves nothing", async () => {
    const order = await createOrder();
    const id = await makeReadySheet([order.id]);
    await prisma.order.update({ where: { id: order.id }, data: { status: "cancelled" } });
    const marked = await sheetAction(markPrinting, id, "mark-printing");
    expect(marked.body).toMatchObject({ movedIds: [], skipped: [{ id: order.id, status: "cancelled" }] });
    expect((await prisma.printSheet.findUniqueOrThrow({ where: { id } })).status).toBe("ready");
  });

  it("discards a ready sheet: its orders go back to the queue (a new sheet takes them), its record and file stay", async () => {
    const [a, b] = [await createOrder(), await createOrder()];
    const id = await makeReadySheet([a.id, b.id]);
    const key = (await prisma.printSheet.findUniqueOrThrow({ where: { id } })).fileKey as string;
    expect((await fetchReady()).body.orders).toEqual([]);

    const discarded = await sheetAction(discardSheet, id, "discard");
    expect(discarded).toMatchObject({
      status: 200,
      body: {
        id,
        status: "discarded",
        message: `Print sheet ${id} discarded: 2 orders are back in the print queue. Its PDF is deleted in ${DISCARDED_SHEET_FILE_GRACE_DAYS} days.`,
      },
    });
    const row = await prisma.printSheet.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "discarded", discardedBy: "admin", fileKey: key, fileRemovedAt: null });
    expect(row.discardedBySession).toMatch(/^[0-9a-f-]{36}$/);
    const events = await prisma.orderEvent.findMany({ where: { type: "note" }, orderBy: { orderId: "asc" } });
    expect(events.map((event) => [event.orderId, event.detail, event.actor])).toEqual([
      [a.id, `Taken off print sheet ${id} (discarded)`, "admin"],
      [b.id, `Taken off print sheet ${id} (discarded)`, "admin"],
    ]);
    const shown = (await fetchSheet(id)).body.sheet;
    expect(shown).toMatchObject({ status: "discarded", discardedBy: "admin", download: null, layout: null });
    expect(Date.parse(shown.fileDeleteAfter as string) - Date.parse(shown.discardedAt as string)).toBe(
      DISCARDED_SHEET_FILE_GRACE_DAYS * DAY_MS,
    );
    expect(await storedSheets()).toEqual([key]);

    // Back in the queue, and a new sheet can take them.
    expect((await fetchReady()).body.orders.map((order) => order.id)).toEqual([a.id, b.id]);
    const again = await post({ media: ROLL, gapInches: 0.125, orderIds: [a.id, b.id] });
    expect(again.status).toBe(202);
    expect((await waitForSheet(again.body.id)).status).toBe("ready");

    // The discarded sheet is over: it cannot be discarded again, printed or finished.
    expect((await sheetAction(discardSheet, id, "discard")).body.message).toBe(
      `Print sheet ${id} was already discarded.`,
    );
    expect((await sheetAction(markPrinting, id, "mark-printing")).body.message).toBe(
      "The print sheet was discarded: its orders went back to the queue.",
    );
    expect((await sheetAction(markSheetDone, id, "done")).status).toBe(409);
  });

  it("discards a queued sheet and a failed one, and answers 404 and 400 for unknown and malformed ids", async () => {
    const queuedOrder = await createOrder();
    const { id: queued } = await createPrintSheet(
      { media: ROLL, gapInches: 0.125, orderIds: [queuedOrder.id] },
      { actor: "admin", sessionId: null },
    );
    expect((await sheetAction(discardSheet, queued, "discard")).body.message).toBe(
      `Print sheet ${queued} discarded: 1 order is back in the print queue.`,
    );
    // The job never makes it.
    expect(await makeQueuedPrintSheets()).toEqual({ made: 0, failed: 0, abandoned: 0, paused: 0 });
    expect(await storedSheets()).toEqual([]);

    const failedOrder = await createOrder();
    const { id: failed } = await createPrintSheet(
      { media: ROLL, gapInches: 0.125, orderIds: [failedOrder.id] },
      { actor: "admin", sessionId: null },
    );
    await prisma.printSheet.update({ where: { id: failed }, data: { status: "failed", errorMessage: "Broken." } });
    const events = await prisma.orderEvent.count();
    expect((await sheetAction(discardSheet, failed, "discard")).body.message).toBe(
      `Print sheet ${failed} discarded: its orders were back in the print queue already.`,
    );
    expect(await prisma.orderEvent.count()).toBe(events);
    expect((await fetchReady()).body.orders.map((order) => order.id)).toEqual([queuedOrder.id, failedOrder.id]);

    const unknown = await callRoute(discardSheet, { method: "POST", params: { id: "999999" }, headers });
    expect(unknown.status).toBe(404);
    const malformed = await callRoute(markSheetDone, { method: "POST", params: { id: "-3" }, headers });
    expect(malformed.status).toBe(400);
  });

  it("ends consistently when a discard races a maker's finish: no file without its row, orders back in the queue", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const outcomes: string[] = [];
    // Discard first: the run loses its claim and removes the file it wrote.
    const first = await createOrder();
    const { id: early } = await createPrintSheet(
      { media: ROLL, gapInches: 0.125, orderIds: [first.id] },
      { actor: "admin", sessionId: null },
    );
    const earlyToken = (await claimPrintSheet(early, new Date())) as string;
    await discardPrintSheet(early, { actor: "admin", sessionId: null });
    expect(await makeClaimedPrintSheet(early, earlyToken)).toBe("lost");
    expect(await prisma.printSheet.findUniqueOrThrow({ where: { id: early } })).toMatchObject({
      status: "discarded",
      fileKey: null,
      claimToken: null,
    });
    expect(await storedSheets()).toEqual([]);

    // Both at once, several times: whichever lands first, the end is consistent.
    const ids = [early];
    for (let round = 0; round < 6; round++) {
      const order = await createOrder();
      const { id } = await createPrintSheet(
        { media: ROLL, gapInches: 0.125, orderIds: [order.id] },
        { actor: "admin", sessionId: null },
      );
      ids.push(id);
      const token = (await claimPrintSheet(id, new Date())) as string;
      const delay = new Promise((resolve) => setTimeout(resolve, round * 15));
      const [made] = await Promise.all([
        makeClaimedPrintSheet(id, token),
        delay.then(() => discardPrintSheet(id, { actor: "admin", sessionId: null })),
      ]);
      outcomes.push(made);
    }
    expect(outcomes.every((outcome) => outcome === "made" || outcome === "lost")).toBe(true);
    const rows = await prisma.printSheet.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } });
    expect(rows.map((row) => row.status)).toEqual(ids.map(() => "discarded"));
    expect(rows.every((row) => row.claimToken === null)).toBe(true);
    // Every stored file belongs to a discarded sheet that recorded it (a made one, deleted after the grace
    // period); a lost run left none.
    const keys = rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
    expect((await storedSheets()).sort()).toEqual(keys.sort());
    expect(keys).toHaveLength(outcomes.filter((outcome) => outcome === "made").length);
    expect((await fetchReady()).body.orders).toHaveLength(ids.length);
    logged.mockRestore();
  });

  it("deletes a discarded sheet's PDF after the grace period (the remove-unused-designs job), keeping the row", async () => {
    const [a, b] = [await createOrder(), await createOrder()];
    const discarded = await makeReadySheet([a.id]);
    const kept = await makeReadySheet([b.id]);
    const discardedAt = new Date(Date.now() - DISCARDED_SHEET_FILE_GRACE_DAYS * DAY_MS + 60_000);
    await discardPrintSheet(discarded, { actor: "admin", sessionId: null }, discardedAt);
    const key = (await prisma.printSheet.findUniqueOrThrow({ where: { id: discarded } })).fileKey as string;
    const keptKey = (await prisma.printSheet.findUniqueOrThrow({ where: { id: kept } })).fileKey as string;
    expect((await storedSheets()).sort()).toEqual([key, keptKey].sort());

    // A minute inside the grace period: nothing is deleted.
    expect(await removeDiscardedSheetFiles(new Date())).toEqual({ discardedSheetFilesRemoved: 0 });
    expect((await storedSheets()).sort()).toEqual([key, keptKey].sort());

    // Past it, the daily job deletes the file and records it; the row stays.
    await prisma.printSheet.update({
      where: { id: discarded },
      data: { discardedAt: new Date(discardedAt.getTime() - 120_000) },
    });
    const cron = await callRoute(cronRoute, {
      path: "/api/cron/remove-unused-designs",
      params: { job: "remove-unused-designs" },
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(cron).toMatchObject({ status: 200, body: { report: { discardedSheetFilesRemoved: 1 } } });
    expect(await storedSheets()).toEqual([keptKey]);
    const row = await prisma.printSheet.findUniqueOrThrow({ where: { id: discarded } });
    expect(row).toMatchObject({ status: "discarded", fileKey: key, discardedBy: "admin" });
    expect(row.fileRemovedAt).toBeInstanceOf(Date);
    const shown = (await fetchSheet(discarded)).body.sheet;
    expect(shown).toMatchObject({ fileDeleteAfter: null, fileRemovedAt: expect.any(String) });
    expect(await removeDiscardedSheetFiles(new Date())).toEqual({ discardedSheetFilesRemoved: 0 });
    expect((await prisma.printSheet.findUniqueOrThrow({ where: { id: kept } })).status).toBe("ready");
  });
});

describe("GET /print-sheets/{key}: the signed link", () => {
  it("serves the stored sheet to its link only: a forged, moved or expired link is refused with 403", async () => {
    const order = await createOrder();
    const { id } = await createPrintSheet(
      { media: ROLL, gapInches: 0.125, orderIds: [order.id] },
      { actor: "admin", sessionId: null },
    );
    await makeQueuedPrintSheets();
    const key = (await prisma.printSheet.findUniqueOrThrow({ where: { id } })).fileKey as string;
    const secret = await getAuthSecret();
    const good = signPrintSheetUrlWith(secret, key, 60, Date.now());
    expect((await download(good.url)).status).toBe(200);

    const url = new URL(good.url, "http://shop.test");
    const forged = new URL(url);
    const sig = forged.searchParams.get("sig") as string;
    forged.searchParams.set("sig", `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`);
    const moved = new URL(url);
    moved.searchParams.set("exp", String(Number(url.searchParams.get("exp")) + 3600));
    const otherKey = new URL(url.toString().replace(key, "00000000-0000-4000-8000-000000000000.pdf"));
    for (const refused of [forged, moved, otherKey]) {
      const answer = await download(refused.pathname + refused.search);
      expect(answer.status).toBe(403);
      expect(JSON.parse(Buffer.from(answer.bytes).toString())).toEqual({ message: "This link is not valid" });
    }
    const expired = signPrintSheetUrlWith(secret, key, 60, Date.now() - 120_000);
    const late = await download(expired.url);
    expect(late.status).toBe(403);
    expect(JSON.parse(Buffer.from(late.bytes).toString())).toEqual({ message: "This link has expired" });
    const noName = await download("/print-sheets/..%2Fsecret.pdf?exp=1&sig=x");
    expect(noName.status).toBe(404);
  });
});
