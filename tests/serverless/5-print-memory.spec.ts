// Print files within a function's memory (#33): Vercel gives a function 2 GB by default and kills it past
// that, and the rehearsal's server runs under the same ceiling (support/memory-ceiling.ts). Four paid,
// proof-approved orders of 3" squares whose designs are 49 MP photos (7000 × 7000 JPEGs of blurred
// Gaussian noise, under the 50 MP cap), each sent as the design tool sends it (Blob client upload, then
// from-blob); then one order's print file through the admin API, and a print sheet of the four (made after
// the 202 answer, or by the make-print-sheets cron) downloaded from Blob. Each is a PDF pdf-lib reads, the
// server was never killed, and its peak stayed under the ceiling: the peaks go into the test's annotations.
// Three tests sharing the orders within a worker: a server the ceiling kills fails its test, and Playwright's
// next worker (a fresh server, Blob stand-in and orders) takes the next.
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { PDFDocument } from "pdf-lib";
import { readPrintPdf } from "../helpers/print-pdf";
import { ADMIN_PASSWORD } from "../e2e/support/admin";
import { MAX_DESIGN_FILE_BYTES, MAX_DESIGN_PIXELS } from "../../lib/validation/upload";
import {
  listStickerSizes,
  makeCartSessionId,
  payCartByWebhook,
  queryRehearsal,
  uploadDesignThroughBlob,
} from "./support/flows";
import { toMiB, type MemoryPeak, type MemoryWindow } from "./support/memory-ceiling";
import { CRON_SECRET, expect, test, type Rehearsal } from "./support/rehearsal";

const PHOTO_PIXELS = 7000; // 49 MP
const ORDERS = 4;
const PRINT_DPI = 600; // the shop's default print resolution (printMaxDpi)

/**
 * A photo-like JPEG: Gaussian noise blurred (it compresses as photos do), quality 90, each a different mean.
 * bench/lib/print-file-figures.mjs blurs by 1.2 px, which makes 12 MB: over the shop's 10 MiB upload cap,
 * so here 2 px (about 8 MB): the same 49 MP once decoded.
 */
function makePhoto(index: number): Promise<Buffer> {
  return sharp({
    create: {
      width: PHOTO_PIXELS,
      height: PHOTO_PIXELS,
      channels: 3,
      background: { r: 0, g: 0, b: 0 }, // unused: the noise fills every pixel
      noise: { type: "gaussian", mean: 100 + index * 8, sigma: 45 },
    },
  })
    .blur(2)
    .jpeg({ quality: 90 })
    .toBuffer();
}

const describePeak = (peak: MemoryPeak) =>
  `sampled tree RSS ${toMiB(peak.sampledTreeRssBytes)}, largest process VmHWM ${toMiB(peak.highWaterBytes)}, ` +
  `VmHWM sum ${toMiB(peak.highWaterSumBytes)} (${peak.samples} samples, longest gap ${peak.longestSampleGapMs} ms)`;

/** Reports the window's peak, and a kill (annotation and console); then checks them against the ceiling. */
function expectUnderCeiling(rehearsal: Rehearsal, window: MemoryWindow, what: string) {
  const peak = window.peak();
  const killed = rehearsal.memory.killed;
  const description =
    `${what}: ${describePeak(peak)}, from ${toMiB(window.startTreeRssBytes)} at the start` +
    `${window.highWaterReset ? "" : " (VmHWM since the server started)"}` +
    (killed
      ? `; KILLED by the ${toMiB(rehearsal.memory.limitBytes)} ceiling (${killed.reason}) at tree RSS ` +
        `${toMiB(killed.treeRssBytes)}, VmHWM ${toMiB(killed.highWaterBytes)}, pids ${killed.pids.join(", ")}`
      : "");
  test.info().annotations.push({ type: "server memory peak", description });
  console.log(`[memory] ${description}`);
  expect(killed, `the server was killed by the memory ceiling during ${what}`).toBeNull();
  expect(peak.highWaterBytes).toBeLessThan(rehearsal.memory.limitBytes);
  expect(peak.sampledTreeRssBytes).toBeLessThan(rehearsal.memory.limitBytes);
  expect(peak.samples).toBeGreaterThan(0);
  return peak;
}

async function signInAsAdmin(request: APIRequestContext) {
  const session = await request.post("/api/admin/session", { data: { password: ADMIN_PASSWORD } });
  expect(session.status(), await session.text()).toBe(200);
  const { token } = (await session.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/**
 * Four paid orders of 3" squares, each a 49 MP photo sent through Blob as the design tool sends it, their
 * proofs approved by the operator through the admin API. Made once per worker: the Blob stand-in that holds
 * the photos is the worker's own (a test failing, e.g. on a killed server, gets a new worker and server).
 */
async function makePaidApprovedOrders(rehearsal: Rehearsal, request: APIRequestContext): Promise<number[]> {
  expect(rehearsal.memory.killed).toBeNull();
  const sessionId = makeCartSessionId();
  const square = (await listStickerSizes(request)).find((size) => size.name === '3" square');
  expect(square, 'the seeded 3" square size').toBeDefined();
  const uploading = rehearsal.memory.openWindow();
  for (let index = 1; index <= ORDERS; index++) {
    const photo = await makePhoto(index);
    expect(photo.length).toBeGreaterThan(5_000_000);
    expect(photo.length).toBeLessThan(MAX_DESIGN_FILE_BYTES);
    expect(PHOTO_PIXELS * PHOTO_PIXELS).toBeLessThan(MAX_DESIGN_PIXELS);
    const design = await uploadDesignThroughBlob(rehearsal, request, {
      sessionId,
      file: photo,
      name: `photo-${index}.jpg`,
      contentType: "image/jpeg",
    });
    const stored = [...rehearsal.blob.blobs.values()].filter((blob) => blob.bytes.equals(photo));
    expect(stored.length, "the photo is in the Blob stand-in").toBeGreaterThanOrEqual(1);
    const added = await request.post("/api/cart", {
      data: { sessionId, designId: design.id, sizeId: square!.id, quantity: 50, roundedCorners: false },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const email = `operator.print-memory.${Date.now()}@example.com`;
  const { orderIds } = await payCartByWebhook(rehearsal, request, { sessionId, email, lines: ORDERS });
  const designs = await queryRehearsal(
    rehearsal,
    `SELECT "d"."width", "d"."height" FROM "Order" "o" JOIN "Design" "d" ON "d"."id" = "o"."designId" WHERE "o"."id" IN (${orderIds.map(() => "?").join(", ")})`,
    orderIds,
  );
  expect(designs).toEqual(orderIds.map(() => ({ width: PHOTO_PIXELS, height: PHOTO_PIXELS })));
  expectUnderCeiling(rehearsal, uploading, `${ORDERS} uploads of a 49 MP JPEG (from-blob) and their checkout`);

  // The operator approves the proofs on the customers' behalf, through the admin API.
  const admin = await signInAsAdmin(request);
  for (const orderId of orderIds) {
    const approved = await request.post(`/api/admin/orders/${orderId}/proof-approval`, {
      headers: admin,
      data: { note: "Approved by phone (print memory rehearsal)" },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  return orderIds;
}

let ordersOfThisWorker: Promise<number[]> | undefined;

async function paidApprovedOrders(rehearsal: Rehearsal, request: APIRequestContext) {
  ordersOfThisWorker ??= makePaidApprovedOrders(rehearsal, request);
  const orderIds = await ordersOfThisWorker;
  return { orderIds, admin: await signInAsAdmin(request) };
}

test('four paid, proof-approved orders of 3" squares of 49 MP photos, uploaded through Blob', async ({
  page,
  rehearsal,
}) => {
  test.setTimeout(600_000);
  const { orderIds } = await paidApprovedOrders(rehearsal, page.request);
  const placeholders = orderIds.map(() => "?").join(", ");
  const orders = await queryRehearsal(
    rehearsal,
    `SELECT "status", "proofState" FROM "Order" WHERE "id" IN (${placeholders}) ORDER BY "id"`,
    orderIds,
  );
  expect(orders).toEqual(orderIds.map(() => ({ status: "paid", proofState: "approved" })));
});

test("one order's print file of a 49 MP photo (3\" square, 600 DPI) stays under Vercel's 2 GB", async ({
  page,
  rehearsal,
}) => {
  test.setTimeout(600_000);
  const request = page.request;
  const { orderIds, admin } = await paidApprovedOrders(rehearsal, request);
  const printFile = rehearsal.memory.openWindow();
  const started = Date.now();
  const file = await request.get(`/api/admin/orders/${orderIds[0]}/print-file`, { headers: admin, timeout: 120_000 });
  const fileBytes = await file.body();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const filePeak = expectUnderCeiling(
    rehearsal,
    printFile,
    `GET print-file of a 3" square from a 49 MP JPEG (HTTP ${file.status()}, ${(fileBytes.length / 1e6).toFixed(1)} MB, ${seconds} s)`,
  );
  expect(file.status(), file.status() === 200 ? "" : fileBytes.toString("utf8", 0, 500)).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await PDFDocument.load(fileBytes, { updateMetadata: false })).getPageCount()).toBe(1);
  const read = await readPrintPdf(fileBytes);
  expect(read.info.EffectiveDPI).toBe(String(PRINT_DPI));
  expect(filePeak.highWaterBytes).toBeGreaterThan(0);
});

test("a print sheet of the four 49 MP photos, made after its 202, stays under Vercel's 2 GB", async ({
  page,
  rehearsal,
}) => {
  test.setTimeout(600_000);
  const request = page.request;
  const { orderIds, admin } = await paidApprovedOrders(rehearsal, request);
  // On a 12" roll: queued (202), made after the answer (or by the cron), downloaded from Blob.
  const sheetWindow = rehearsal.memory.openWindow();
  const queued = await request.post("/api/admin/print-sheets", {
    headers: admin,
    data: { media: { kind: "roll", widthInches: 12, maxLengthInches: 240 }, gapInches: 0.125, orderIds },
  });
  expect(queued.status(), await queued.text()).toBe(202);
  const { id: sheetId } = (await queued.json()) as { id: number };
  type Sheet = { status: string; errorMessage?: string | null; pages: number | null; download: { url: string } | null };
  const readSheet = async () => {
    const answer = await request.get(`/api/admin/print-sheets/${sheetId}`, { headers: admin });
    if (answer.status() !== 200) {
      expectUnderCeiling(rehearsal, sheetWindow, `print sheet ${sheetId}: GET its state answered ${answer.status()}`);
    }
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { sheet: Sheet }).sheet;
  };
  const queuedAt = Date.now();
  let sheet = await readSheet();
  let cronCalled = false;
  while (!["ready", "failed"].includes(sheet.status) && Date.now() - queuedAt < 240_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Vercel Cron's make-print-sheets takes a sheet whose make after the answer never started.
    if (!cronCalled && sheet.status === "queued" && Date.now() - queuedAt > 60_000) {
      cronCalled = true;
      const cron = await fetch(`${rehearsal.origin}/api/cron/make-print-sheets`, {
        headers: { authorization: `Bearer ${CRON_SECRET}` },
      });
      expect(cron.status).toBe(200);
    }
    sheet = await readSheet();
  }
  const seconds = ((Date.now() - queuedAt) / 1000).toFixed(1);
  expect(sheet.errorMessage ?? null).toBeNull();
  expect(sheet.status).toBe("ready");
  expect(sheet.download?.url).toMatch(/^https:\/\/[a-z0-9]+\.private\.blob\.vercel-storage\.com\//);
  // The presigned link is the browser's; the Blob stand-in serves it at its own address.
  const link = new URL(sheet.download!.url);
  const downloaded = await fetch(`${rehearsal.blob.origin}${link.pathname}${link.search}`);
  expect(downloaded.status).toBe(200);
  const sheetBytes = Buffer.from(await downloaded.arrayBuffer());
  expectUnderCeiling(
    rehearsal,
    sheetWindow,
    `print sheet of ${ORDERS} orders of 49 MP JPEGs, made after its 202 (${(sheetBytes.length / 1e6).toFixed(1)} MB PDF, ${sheet.pages} page(s), ready in ${seconds} s)`,
  );
  const sheetPdf = await PDFDocument.load(sheetBytes, { updateMetadata: false });
  expect(sheetPdf.getPageCount()).toBe(sheet.pages);
  expect(sheetPdf.getPageCount()).toBeGreaterThanOrEqual(1);

  const lifetime = rehearsal.memory.peak();
  const description = `this worker's server so far: ${describePeak(lifetime)}`;
  test.info().annotations.push({ type: "server memory peak", description });
  console.log(`[memory] ${description}`);
  expect(rehearsal.memory.killed).toBeNull();
});

test("a sheet of 200 orders of a 49 MP photo is made in steps across chained runs, under 2 GB, with no cron", async ({
  page,
  rehearsal,
}) => {
  test.setTimeout(900_000);
  const request = page.request;
  const { orderIds, admin } = await paidApprovedOrders(rehearsal, request);
  // 200 orders of the first order's photo, each a different size (1.00" to 2.99" squares), so the sheet has
  // 200 distinct rasters, each its own decode of the 49 MP JPEG: the work of 200 photo orders, from one upload.
  // Inserted as copies of that paid, approved order (the Blob stand-in holds one photo, not 200).
  const columns = (
    await queryRehearsal(
      rehearsal,
      `SELECT "column_name" FROM "information_schema"."columns" WHERE "table_name" = 'Order' AND "column_name" <> 'id'`,
    )
  ).map((row) => String(row.column_name));
  const replaced: Record<string, string> = {
    sizeId: "NULL",
    widthInches: `1 + "g" / 100.0`,
    heightInches: `1 + "g" / 100.0`,
    sizeName: `'Square ' || (1 + "g" / 100.0)::text || '"'`,
    quantity: "1",
  };
  const inserted = await queryRehearsal(
    rehearsal,
    `INSERT INTO "Order" (${columns.map((c) => `"${c}"`).join(", ")})
     SELECT ${columns.map((c) => replaced[c] ?? `"${c}"`).join(", ")}
     FROM "Order", generate_series(0, 199) AS "g" WHERE "id" = ? RETURNING "id"`,
    [orderIds[0]],
  );
  const manyIds = inserted.map((row) => Number(row.id));
  expect(manyIds).toHaveLength(200);

  const sheetWindow = rehearsal.memory.openWindow();
  const queued = await request.post("/api/admin/print-sheets", {
    headers: admin,
    data: { media: { kind: "roll", widthInches: 12, maxLengthInches: 48 }, gapInches: 0.125, orderIds: manyIds },
  });
  expect(queued.status(), await queued.text()).toBe(202);
  const { id: sheetId } = (await queued.json()) as { id: number };
  type Progress = { artworkDone: number; artworkTotal: number } | null;
  type Sheet = { status: string; errorMessage: string | null; pages: number | null; progress: Progress };
  const queuedAt = Date.now();
  const seen = new Set<string>();
  let sheet: Sheet;
  // No cron call here: the runs chain themselves (each pauses at 40 s and starts the next).
  for (;;) {
    const answer = await request.get(`/api/admin/print-sheets/${sheetId}`, { headers: admin });
    expect(answer.status(), await answer.text()).toBe(200);
    sheet = ((await answer.json()) as { sheet: Sheet }).sheet;
    if (sheet.progress) seen.add(`${sheet.status} ${sheet.progress.artworkDone}/${sheet.progress.artworkTotal}`);
    if (["ready", "failed"].includes(sheet.status) || Date.now() - queuedAt > 720_000) break;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const seconds = ((Date.now() - queuedAt) / 1000).toFixed(1);
  const log = rehearsal.serverLog();
  const sheetLines = log.split("\n").filter((line) => /print sheet|print-sheet run/i.test(line));
  console.log(`[sheet ${sheetId}] ${sheetLines.slice(-20).join("\n")}`);
  expect(sheet.errorMessage).toBeNull();
  expect(sheet.status, `progress seen: ${[...seen].join(", ")}`).toBe("ready");
  expect(sheet.progress).toEqual({ artworkDone: 200, artworkTotal: 200 });
  const pauses = log.split(`Print sheet ${sheetId} paused for time`).length - 1;
  const rows = await queryRehearsal(rehearsal, `SELECT "attempts", "pages" FROM "PrintSheet" WHERE "id" = ?`, [
    sheetId,
  ]);
  expectUnderCeiling(
    rehearsal,
    sheetWindow,
    `print sheet of 200 orders of a 49 MP JPEG (200 sizes): ready in ${seconds} s after ${pauses} pause(s) for time, ${rows[0]?.pages} page(s); progress seen: ${[...seen].slice(0, 12).join(", ")}`,
  );
  // Made in more than one run (a run starts no step after 40 s), each next run started by the last one.
  expect(pauses).toBeGreaterThanOrEqual(1);
  expect(log).not.toContain("Starting the next print-sheet run failed");
  expect(log).not.toContain("Starting the next print-sheet run answered");
  expect(rows[0]?.attempts).toBe(1); // pauses give their attempt back: no run died
});
