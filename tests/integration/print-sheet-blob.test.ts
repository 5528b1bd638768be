/** @jest-environment node */
// Print sheets with Vercel Blob (#23), through the real SDK against the Blob stand-in: the PDF is streamed
// into the store's print-sheets/ folder as a multipart upload (never one request holding the whole file),
// nothing is written to the local folder, and the download link is a presigned URL of the private blob
// (the browser fetches it from Blob; no function answers with the sheet), which the stand-in checks: it
// opens that blob only, and a changed path or signature is refused.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { redirectBlobStoreHostsTo, startBlobStandIn, type BlobStandIn } from "../helpers/blob-stand-in";
import { callRoute } from "../helpers/call-route";
import { createOrderRow, findSize, stickerOf } from "../helpers/fixtures";
import { makePng } from "../helpers/images";
import { createPaymentRow } from "../helpers/order-factories";
import { uploadPng } from "../helpers/print-file-orders";
import { POST as createSheet } from "@/app/api/admin/print-sheets/route";
import { GET as getSheet } from "@/app/api/admin/print-sheets/[id]/route";
import { prisma } from "@/lib/db/client";
import type { PrintSheetDto } from "@/lib/print-sheets/print-sheet-dto";

setupTestDatabase();
jest.setTimeout(120_000);

const TOKEN = "vercel_blob_rw_sheetstore_secret";
let standIn: BlobStandIn;
let undoRedirect: () => void;
let headers: Record<string, string>;

beforeAll(async () => {
  standIn = await startBlobStandIn({ token: TOKEN, storeId: "sheetstore" });
  undoRedirect = redirectBlobStoreHostsTo(standIn.origin);
  process.env.VERCEL_BLOB_API_URL = standIn.apiUrl;
  process.env.VERCEL_BLOB_RETRIES = "0";
  process.env.BLOB_READ_WRITE_TOKEN = TOKEN; // before anything reads the server environment
  headers = await adminHeaders();
});

afterAll(async () => {
  undoRedirect();
  await standIn.close();
});

async function waitForSheet(id: number): Promise<PrintSheetDto> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const response = await callRoute(getSheet, { params: { id: String(id) }, headers });
    expect(response.status).toBe(200);
    const sheet = response.body.sheet as PrintSheetDto;
    // Finished, and the run done with it (its last act, removing the rendered rasters, follows "ready").
    const settled = ["ready", "failed"].includes(sheet.status);
    if (settled && (await prisma.printSheet.findUniqueOrThrow({ where: { id } })).workKey === null) return sheet;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Print sheet ${id} was not made in time`);
}

it("streams the sheet into Blob's print-sheets/ folder and hands out a presigned URL of that blob only", async () => {
  const { design } = await uploadPng(await makePng({ width: 600, height: 600 }), "art.png");
  const payment = await createPaymentRow();
  const order = await createOrderRow({
    paymentId: payment.id,
    designId: design.id,
    ...stickerOf(await findSize('2"')),
    quantity: 12,
    status: "paid",
    proofState: "approved",
  });

  const response = await callRoute(createSheet, {
    method: "POST",
    body: { media: { kind: "roll", widthInches: 12, maxLengthInches: 48 }, gapInches: 0.125, orderIds: [order.id] },
    headers,
  });
  expect(response.status).toBe(202);
  const sheet = await waitForSheet(response.body.id);
  expect(sheet.status).toBe("ready");

  const key = (await prisma.printSheet.findUniqueOrThrow({ where: { id: sheet.id } })).fileKey as string;
  const stored = standIn.blobs.get(`print-sheets/${key}`);
  expect(stored).toMatchObject({ contentType: "application/pdf", access: "private" });
  expect(stored!.bytes.length).toBe(sheet.fileSizeBytes);
  expect((await PDFDocument.load(stored!.bytes)).getPageCount()).toBe(sheet.pages);
  // A multipart upload: created, sent in parts, completed; never one PUT of the whole file.
  const actions = standIn.requests
    .filter((request) => request.path.startsWith("/api/blob/mpu"))
    .map((request) => request.headers["x-mpu-action"]);
  expect(actions[0]).toBe("create");
  expect(actions).toContain("upload");
  expect(actions.at(-1)).toBe("complete");
  // The sheet's rasters were stored one by one in its work folder while it was made in steps (#33), each a
  // small PUT of its own, and removed once the PDF was written.
  const puts = standIn.requests.filter((request) => request.method === "PUT" && request.path.includes("print-sheets"));
  expect(
    puts.filter(
      (request) => !request.path.includes("print-sheets%2Fwork%2F") && !request.path.includes("print-sheets/work/"),
    ),
  ).toEqual([]);
  expect(puts.length).toBeGreaterThanOrEqual(1);
  expect([...standIn.blobs.keys()].filter((key) => key.startsWith("print-sheets/work/"))).toEqual([]);
  // Nothing in the local folder.
  const localFolder = path.join(process.env.DESIGN_STORAGE_DIR as string, "print-sheets");
  expect(await readdir(localFolder).catch(() => [])).toEqual([]);

  // The link is Blob's own presigned URL of the private blob, short-lived.
  const link = new URL(sheet.download!.url);
  expect(link.origin).toBe("https://sheetstore.private.blob.vercel-storage.com");
  expect(link.pathname).toBe(`/print-sheets/${key}`);
  expect(Date.parse(sheet.download!.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
  // As the browser would fetch it, from the store host (served here by the stand-in).
  const fromStore = (url: URL) => fetch(`${standIn.origin}${url.pathname}${url.search}`);
  const downloaded = await fromStore(link);
  expect(downloaded.status).toBe(200);
  expect(Buffer.from(await downloaded.arrayBuffer()).equals(stored!.bytes)).toBe(true);

  // Another blob's path, or an altered signature, opens nothing.
  standIn.blobs.set("designs/primary/other.png", { ...stored!, contentType: "image/png" });
  const otherPath = new URL(link);
  otherPath.pathname = "/designs/primary/other.png";
  const forged = new URL(link);
  const signature = forged.searchParams.get("vercel-blob-signature") as string;
  forged.searchParams.set("vercel-blob-signature", `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`);
  for (const refused of [otherPath, forged]) expect((await fromStore(refused)).status).toBe(403);
});

it("fails the sheet at once, with Blob's reason, when Blob is down during its upload: no hang, no unhandled rejection", async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", onUnhandled);
  try {
    const { design } = await uploadPng(await makePng({ width: 600, height: 600 }), "down.png");
    const payment = await createPaymentRow();
    const order = await createOrderRow({
      paymentId: payment.id,
      designId: design.id,
      ...stickerOf(await findSize('2"')),
      quantity: 12,
      status: "paid",
      proofState: "approved",
    });
    const before = new Set(standIn.blobs.keys());
    standIn.failNext((request) => request.route === "/mpu" && request.mpuAction === "create", 1);
    const started = Date.now();
    const response = await callRoute(createSheet, {
      method: "POST",
      body: { media: { kind: "roll", widthInches: 12, maxLengthInches: 48 }, gapInches: 0.125, orderIds: [order.id] },
      headers,
    });
    expect(response.status).toBe(202);
    const sheet = await waitForSheet(response.body.id);
    expect(sheet.status).toBe("failed");
    expect(sheet.errorMessage).toContain("The blob service is currently not available");
    expect(Date.now() - started).toBeLessThan(15_000);
    expect([...standIn.blobs.keys()].filter((key) => !before.has(key))).toEqual([]);
    // Node reports an unhandled rejection once the microtask queue drains: give it a turn of the loop.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(unhandled).toEqual([]);
  } finally {
    process.off("unhandledRejection", onUnhandled);
  }
});
