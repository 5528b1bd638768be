// #23 print sheets in the operator's browser: two paid orders whose proofs are approved (a 2" circle and a
// 2" die-cut of real clip art, placed and paid through the shop's own routes) → the dashboard's Print
// Queue → a sheet on a 12" roll → its page previews (drawn from the layout) and utilisation → the PDF
// downloaded and parsed with pdf-lib (page count, CutContour paths counted by interpreting each page) →
// "Discard sheet" with its confirmation → the orders back in the queue → a new sheet of them → "Mark these orders
// printing" with its confirmation → the orders are processing, the sheet Printing → "Mark sheet done" → Done.
// At 1366 and 375 px, axe clean.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { boundsOf, isSeparation, readPrintPdf, sampleOutline } from "../helpers/print-pdf";
import { separatePlates } from "../helpers/rip";
import { ADMIN_PAGES, answerConfirmation, markProofApproved, unlock } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { queryE2e } from "./support/e2e-database";
import { makePng } from "./support/shop";

const DOLPHIN = path.resolve("lib/die-cut/__fixtures__/dolphin_enrique_meza_c_01.png");

type Seeded = { orderIds: number[]; copies: number };

/** A paid checkout of a 2" circle × 50 and a 2" die-cut × 50, through the public routes; both proofs approved. */
async function seedPaidApprovedOrders(request: APIRequestContext): Promise<Seeded> {
  const sessionId = `session_${Date.now()}_${randomUUID()}`;
  const upload = async (name: string, buffer: Buffer) => {
    const response = await request.post("/api/upload-design", {
      multipart: { file: { name, mimeType: "image/png", buffer }, sessionId },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const circleDesign = await upload("circle-art.png", await makePng(900, 900));
  const dieCutDesign = await upload("dolphin.png", await readFile(DOLPHIN));
  for (const line of [
    { designId: circleDesign, shape: "circle", widthInches: 2, heightInches: 2 },
    { designId: dieCutDesign, shape: "die-cut", sizeInches: 2 },
  ]) {
    const added = await request.post("/api/cart", {
      data: { sessionId, quantity: 50, roundedCorners: false, ...line },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const quote = await request.post("/api/create-payment-intent", {
    data: { sessionId, shippingMethod: "standard", shippingCity: "Reno", shippingState: "NV" },
  });
  expect(quote.status()).toBe(200);
  const { paymentId } = (await quote.json()) as { paymentId: string };
  const placed = await request.post("/api/orders", {
    data: {
      sessionId,
      paymentId,
      shippingMethod: "standard",
      customerName: "Grace Hopper",
      customerEmail: `grace-${randomUUID().slice(0, 8)}@example.com`,
      customerPhone: "702-555-0199",
      shippingAddress: "12 Cobol Way",
      shippingCity: "Reno",
      shippingState: "NV",
      shippingZip: "89501",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderIds, clientSecret } = (await placed.json()) as { orderIds: number[]; clientSecret: string };
  const paid = await request.post("/api/test-payments/confirm", {
    data: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  for (const id of orderIds) await markProofApproved(id);
  const rows = (await queryE2e(
    `SELECT "id", "status" FROM "Order" WHERE "id" IN (?, ?) ORDER BY "id"`,
    orderIds,
  )) as Array<{
    id: number;
    status: string;
  }>;
  expect(rows.map((row) => row.status)).toEqual(["paid", "paid"]);
  return { orderIds, copies: 100 };
}

async function readOrderStatuses(orderIds: number[]) {
  const rows = (await queryE2e(
    `SELECT "id", "status" FROM "Order" WHERE "id" IN (?, ?) ORDER BY "id"`,
    orderIds,
  )) as Array<{
    id: number;
    status: string;
  }>;
  return rows.map((row) => row.status);
}

/** Counts, page by page, the paths stroked in the CutContour Separation (each page read as a document of its own). */
async function countCutPaths(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  let cutPaths = 0;
  for (let index = 0; index < doc.getPageCount(); index++) {
    const single = await PDFDocument.create();
    const [copied] = await single.copyPages(doc, [index]);
    single.addPage(copied);
    const read = await readPrintPdf(await single.save());
    cutPaths += read.paints.filter((paint) => paint.stroke && isSeparation(paint.strokeSpace, "CutContour")).length;
  }
  return { pages: doc.getPageCount(), cutPaths };
}

async function makeAndPrintSheet(page: Page, seeded: Seeded, label: string) {
  await page.goto("/admin");
  await unlock(page, ADMIN_PAGES.dashboard, { navigate: false });
  await page.getByRole("link", { name: "Print Queue" }).click();
  // The dashboard hands its session over: no second password.
  await expect(page.getByRole("heading", { name: ADMIN_PAGES.printQueue.heading, exact: true })).toBeVisible();

  const list = page.getByRole("list", { name: "Orders ready to print" });
  for (const id of seeded.orderIds) await expect(list.getByText(new RegExp(`^Order #${id}-`))).toBeVisible();
  // The filters narrow the list by shape.
  await page.getByLabel("Shape").selectOption("circle");
  await expect(list.getByTestId("ready-order").filter({ hasText: `#${seeded.orderIds[1]}-` })).toHaveCount(0);
  await page.getByLabel("Shape").selectOption("");
  await expect(list.getByText(new RegExp(`^Order #${seeded.orderIds[1]}-`))).toBeVisible();
  await expect(list.getByTestId("sticker-thumbnail").first()).toBeVisible();
  // #36: each order names its stock, and the filters narrow the list by material and finish (the orders were
  // placed on the shop's default stock, white vinyl with a gloss laminate).
  for (const id of seeded.orderIds)
    await expect(list.getByTestId("ready-order").filter({ hasText: `#${id}-` })).toContainText(
      "White vinyl · Gloss laminate",
    );
  await page.getByLabel("Material").selectOption("white-vinyl");
  await page.getByLabel("Finish").selectOption("gloss");
  await expect(list.getByTestId("ready-order").filter({ hasNotText: "White vinyl · Gloss laminate" })).toHaveCount(0);
  for (const id of seeded.orderIds) await expect(list.getByText(new RegExp(`^Order #${id}-`))).toBeVisible();
  await expectNoSeriousViolations(page, `${label}: print queue`);
  await page.getByLabel("Material").selectOption("");

  for (const id of seeded.orderIds) await list.getByRole("checkbox", { name: new RegExp(`^Order #${id}-`) }).check();
  await expect(
    page.getByText(`2 orders chosen: ${seeded.copies} stickers on White vinyl · Gloss laminate.`),
  ).toBeVisible();
  await expect(page.getByLabel("Roll width (in)")).toHaveValue("12");
  await expect(page.getByLabel("Max length (in)")).toHaveValue("48");
  await expect(page.getByLabel("Gap between stickers (in)")).toHaveValue("0.125");
  await page.getByRole("button", { name: "Make print sheet" }).click();

  const card = page.locator("#print-sheet");
  await expect(card.getByTestId("print-sheet-status")).toHaveText("Ready", { timeout: 60_000 });
  const previews = card.getByTestId("print-sheet-page");
  expect(await previews.count()).toBeGreaterThan(0);
  await expect(card.getByTestId("print-sheet-sticker")).toHaveCount(seeded.copies);
  await expect(card.getByTestId("registration-mark")).toHaveCount((await previews.count()) * 3);
  const utilisation = (await card.getByTestId("print-sheet-utilisation").textContent()) ?? "";
  expect(utilisation).toMatch(/^\d{1,2}\.\d%$/);
  expect(Number.parseFloat(utilisation)).toBeGreaterThan(10);
  // The preview fits the phone's width.
  const box = await previews.first().locator("svg").boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSeriousViolations(page, `${label}: a made sheet`);

  const downloading = page.waitForEvent("download");
  await card.getByRole("link", { name: "Download print sheet" }).click();
  const file = await downloading;
  // The sheet names its stock: on the page, in the recent sheets and in the file's name.
  await expect(card.getByTestId("print-sheet-stock")).toHaveText("White vinyl · Gloss laminate");
  await expect(page.getByTestId("recent-print-sheet").first()).toContainText("White vinyl · Gloss laminate");
  expect(file.suggestedFilename()).toMatch(/^print-sheet-\d+-white-vinyl-gloss\.pdf$/);
  const bytes = new Uint8Array(await readFile((await file.path()) as string));
  const counted = await countCutPaths(bytes);
  expect(counted.cutPaths).toBe(seeded.copies);
  expect(counted.pages).toBe(await previews.count());
  // #37: the circles and die-cuts are nested by their cut lines, the media saved said, each page's use too;
  // in the PDF some cut lines sit closer than their boxes would allow (their boxes overlap), and Ghostscript's
  // separations device, reading it as a RIP does, inks those lines on the CutContour plate.
  await expect(card.getByTestId("print-sheet-layout-method")).toHaveText(
    /^Nested by cut line: \d{1,2}\.\d% less media than box packing$/,
  );
  await expect(previews.first().locator("figcaption")).toContainText(/, \d{1,2}\.\d% used$/);
  await previews.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`nested-sheet-${label}.png`) });
  const firstPage = await readPrintPdf(bytes, 0);
  const cutBoxes = firstPage.paints
    .filter((paint) => paint.stroke && isSeparation(paint.strokeSpace, "CutContour"))
    .map((paint) => boundsOf(sampleOutline(paint)));
  const interlocked = cutBoxes.some((a, i) =>
    cutBoxes.slice(i + 1).some((b) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY),
  );
  expect(interlocked).toBe(true);
  const cutPlate = (await separatePlates(bytes, 36, { lastPage: 1 }))["CutContour"];
  expect(cutPlate).toBeDefined();
  expect(cutPlate!.ink.filter((value) => value > 0).length).toBeGreaterThan(500);

  // #33: discarded, with its confirmation: its orders are back in the queue, and a new sheet takes them.
  const discardedTitle = (await card.getByText(/^Print sheet \d+$/).textContent()) ?? "";
  await card.getByRole("button", { name: "Discard sheet" }).click();
  const discardDialog = page.getByRole("dialog").filter({ hasText: `Discard ${discardedTitle.toLowerCase()}?` });
  await expect(discardDialog).toContainText("Its 2 orders go back to the print queue, ready for a new sheet.");
  await expect(discardDialog).toContainText("Its PDF is kept 7 days, then deleted (after ");
  await discardDialog.getByRole("button", { name: "Discard sheet", exact: true }).click();
  await expect(card.getByTestId("print-sheet-status")).toHaveText("Discarded");
  await expect(card.getByTestId("print-sheet-discarded")).toContainText("Its orders went back to the print queue.");
  await expect(card.getByTestId("print-sheet-discarded")).toContainText("Its PDF is deleted after ");
  for (const id of seeded.orderIds) await expect(list.getByText(new RegExp(`^Order #${id}-`))).toBeVisible();
  await expect(page.getByTestId("recent-print-sheet").first()).toContainText("Discarded");
  expect(await readOrderStatuses(seeded.orderIds)).toEqual(["paid", "paid"]);
  await expectNoSeriousViolations(page, `${label}: a discarded sheet`);

  for (const id of seeded.orderIds) await list.getByRole("checkbox", { name: new RegExp(`^Order #${id}-`) }).check();
  await page.getByRole("button", { name: "Make print sheet" }).click();
  await expect(card.getByText(/^Print sheet \d+$/)).not.toHaveText(discardedTitle);
  await expect(card.getByTestId("print-sheet-status")).toHaveText("Ready", { timeout: 60_000 });
  await expect(card.getByTestId("print-sheet-sticker")).toHaveCount(seeded.copies);

  await card.getByRole("button", { name: "Mark these orders printing" }).click();
  await answerConfirmation(page, "Send “Printing has begun” to 1 customer (1 e-mail, one per checkout)?", "Confirm");
  await expect(page.getByText("Marked 2 orders as processing; 1 customer e-mail sent").first()).toBeVisible();
  expect(await readOrderStatuses(seeded.orderIds)).toEqual(["processing", "processing"]);
  // Printing now: they left the queue, and the sheet can no longer be discarded.
  await expect(card.getByTestId("print-sheet-status")).toHaveText("Printing");
  await expect(card.getByRole("button", { name: "Discard sheet" })).toHaveCount(0);
  for (const id of seeded.orderIds) await expect(list.getByText(new RegExp(`^Order #${id}-`))).toHaveCount(0);
  await expect(page.getByTestId("recent-print-sheet").first()).toContainText("marked printing");

  await card.getByRole("button", { name: "Mark sheet done" }).click();
  await answerConfirmation(
    page,
    `Mark ${(await card.getByText(/^Print sheet \d+$/).textContent())?.toLowerCase()} done?`,
    "Mark done",
  );
  await expect(card.getByTestId("print-sheet-status")).toHaveText("Done");
  await expect(card.getByTestId("print-sheet-done")).toContainText("Done by admin on ");
  await expect(card.getByRole("button", { name: "Mark sheet done" })).toHaveCount(0);
  expect(await readOrderStatuses(seeded.orderIds)).toEqual(["processing", "processing"]);
}

test.describe("Print queue", () => {
  test("at 1366 px: two paid, approved orders onto a 12-inch roll, previewed, downloaded, discarded, made again, printed and done", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await makeAndPrintSheet(page, await seedPaidApprovedOrders(page.request), "1366 px");
  });

  test("at 375 px: the same on a phone", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await makeAndPrintSheet(page, await seedPaidApprovedOrders(page.request), "375 px");
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
