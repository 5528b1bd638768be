import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { PDFDocument } from "pdf-lib";
import { isSeparation, readPrintPdf } from "../helpers/print-pdf";
import { ADMIN_PAGES, ADMIN_PASSWORD, markProofApproved } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { queryE2e } from "./support/e2e-database";
import { chooseDesignFile, fillCustomerForm, fillTestCard } from "./support/shop";

// What the shopper sees of the stock (#36): a design with transparent corners on white vinyl, then on
// holographic (a rainbow sheen), then on clear vinyl with a matte laminate: the transparency grid shows
// through the clear film where the artwork has no ink, and matte has no gloss highlight. The shopper
// orders it and pays (test-mode card); the confirmation e-mail and the order page name "Clear vinyl ·
// Matte laminate". The operator then makes a print sheet of it, filtered to that stock, and downloads it: a
// White plate fill (its own Separation) under every copy. Screenshots of each look are kept with the run's output.

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
];
const OUTBOX_DIR = path.resolve("data/e2e/outbox");

/** A 900 px PNG whose corners are fully transparent: a blue disc with a yellow star-ish mark. */
async function makeTransparentPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900">
    <circle cx="450" cy="450" r="300" fill="#1d6fd6"/>
    <polygon points="450,250 510,400 660,400 540,500 590,650 450,560 310,650 360,500 240,400 390,400" fill="#facc15"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * How much the lightness varies across a patch inside the sticker's top-left corner, where the artwork
 * is transparent: about 0 on opaque white vinyl, the grid's two squares (well over 20) on clear vinyl.
 */
async function measureCornerContrast(sticker: Locator): Promise<number> {
  const { data, info } = await sharp(await sticker.screenshot({ animations: "disabled" }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let min = 255;
  let max = 0;
  for (let y = 14; y < 46; y += 1)
    for (let x = 14; x < 46; x += 1) {
      const offset = (y * info.width + x) * info.channels;
      const lightness = (data[offset]! + data[offset + 1]! + data[offset + 2]!) / 3;
      min = Math.min(min, lightness);
      max = Math.max(max, lightness);
    }
  return max - min;
}

/** The .eml bodies are quoted-printable UTF-8: soft line breaks and =XX byte escapes undone ("·" is =C2=B7). */
/** Per page, the fills painted in the White Separation and the cut lines (each page read as a document of its own). */
async function countPlatesAndCuts(bytes: Uint8Array): Promise<{ whiteFills: number; cutPaths: number }> {
  const doc = await PDFDocument.load(bytes);
  let whiteFills = 0;
  let cutPaths = 0;
  for (let index = 0; index < doc.getPageCount(); index++) {
    const single = await PDFDocument.create();
    const [copied] = await single.copyPages(doc, [index]);
    single.addPage(copied);
    const read = await readPrintPdf(await single.save());
    whiteFills += read.paints.filter((paint) => paint.fill && isSeparation(paint.fillSpace, "White")).length;
    cutPaths += read.paints.filter((paint) => paint.stroke && isSeparation(paint.strokeSpace, "CutContour")).length;
  }
  return { whiteFills, cutPaths };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let index = 0; index < soft.length; index += 1) {
    const escape = /^=([0-9A-F]{2})/.exec(soft.slice(index, index + 3));
    if (escape) {
      bytes.push(Number.parseInt(escape[1]!, 16));
      index += 2;
    } else bytes.push(...Buffer.from(soft[index]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The confirmation sent to `email`, decoded, once it is in the outbox. */
async function findConfirmation(email: string): Promise<string | null> {
  const names = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  for (const name of names) {
    const message = decodeQuotedPrintable(await readFile(path.join(OUTBOX_DIR, name), "utf8"));
    if (message.includes(`To: ${email}`) && message.includes("is confirmed")) return message;
  }
  return null;
}

async function shoot(page: Page, target: Locator | null, name: string) {
  const file = test.info().outputPath(name);
  if (target) await target.screenshot({ path: file, animations: "disabled" });
  else await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
}

for (const viewport of VIEWPORTS) {
  test(`a transparent design previews as clear vinyl with a matte laminate, and the order names its stock, at ${viewport.width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const email = `clara.${viewport.width}.${Date.now()}@example.com`;

    await page.goto("/stickers");
    await chooseDesignFile(page, { name: "clear-logo.png", mimeType: "image/png", buffer: await makeTransparentPng() });
    await expect(page.getByText("Design uploaded successfully!", { exact: true })).toBeVisible();
    await page.getByRole("checkbox", { name: "Square" }).click();
    await page.getByLabel("Size").selectOption({ label: '3" square (3" × 3")' });
    const frame = page.getByTestId("sticker-preview-frame");
    const sticker = page.getByTestId("sticker-preview");

    // White vinyl, gloss (the defaults): opaque white stock on a plain surface, with the gloss highlight.
    await expect(page.getByRole("radio", { name: /^White vinyl/ })).toBeChecked();
    await expect(frame).toHaveAttribute("data-backdrop", "surface");
    await expect(sticker.getByTestId("gloss-highlight")).toHaveCount(1);
    expect(await measureCornerContrast(sticker)).toBeLessThan(8);

    // Holographic: a rainbow sheen blended over the print, moving unless the shopper asks for less motion.
    await page.getByRole("radio", { name: /^Holographic/ }).check();
    const sheen = sticker.getByTestId("holographic-sheen");
    await expect(sheen).toHaveCount(1);
    expect(await sheen.evaluate((element) => getComputedStyle(element).mixBlendMode)).toBe("multiply");
    expect(await sheen.evaluate((element) => getComputedStyle(element).animationName)).toBe("stock-holo-shift");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await sheen.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    await shoot(page, frame, `holographic-gloss-${viewport.width}.png`);

    // Clear vinyl, matte: the grid shows through the film where the artwork has no ink; no highlight.
    await page.getByRole("radio", { name: /^Clear vinyl/ }).check();
    await page.getByRole("radio", { name: /^Matte laminate/ }).check();
    await expect(frame).toHaveAttribute("data-backdrop", "checkerboard");
    expect(await frame.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(
      "repeating-conic-gradient",
    );
    await expect(sticker).toHaveAttribute("data-material-look", "clear");
    await expect(sticker.getByTestId("gloss-highlight")).toHaveCount(0);
    await expect(sticker.getByTestId("holographic-sheen")).toHaveCount(0);
    expect(await measureCornerContrast(sticker)).toBeGreaterThan(20);
    // The swatches read as the stock too: clear on a grid, holographic with its sheen.
    await expect(page.getByTestId("material-picker").getByTestId("stock-swatch")).toHaveCount(3);
    await expect(
      page.getByTestId("material-picker").locator('[data-testid="stock-swatch"][data-look="clear"]'),
    ).toHaveClass(/stock-checkerboard/);
    await shoot(page, frame, `clear-matte-${viewport.width}.png`);
    await shoot(page, null, `design-tool-clear-matte-${viewport.width}.png`);
    await expectNoSeriousViolations(page, `/stickers (clear vinyl, matte preview, ${viewport.width} px)`);

    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/#cart$/);
    await expect(
      page.getByRole("complementary", { name: "Cart" }).getByText("Clear vinyl · Matte laminate"),
    ).toBeVisible();

    await page.goto("/checkout");
    await expect(page.getByTestId("summary-line-stock")).toHaveText("Clear vinyl · Matte laminate");
    await fillCustomerForm(page, { "Full Name": `Clara Clear ${viewport.width}`, Email: email });
    await page.getByLabel("Standard").check();
    await fillTestCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
    const orderNumber = (await page.getByTestId("order-number").textContent())?.trim() ?? "";
    expect(
      await queryE2e(
        `SELECT "status", "materialId", "materialName", "finishId", "finishName" FROM "Order" WHERE "id" = ?`,
        [orderId],
      ),
    ).toEqual([
      {
        status: "paid",
        materialId: "clear-vinyl",
        materialName: "Clear vinyl",
        finishId: "matte",
        finishName: "Matte laminate",
      },
    ]);

    // The confirmation e-mail names the stock under the line; its link opens the order page.
    let confirmation: string | null = null;
    await expect
      .poll(async () => {
        confirmation = await findConfirmation(email);
        return confirmation;
      })
      .not.toBeNull();
    expect(confirmation as unknown as string).toContain("Clear vinyl · Matte laminate");
    const linkPath = /https?:\/\/[^\s"<>]+(\/orders\/[A-Za-z0-9_-]{43})/.exec(confirmation as unknown as string)?.[1];
    expect(linkPath).toBeDefined();

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
    try {
      const customer = await context.newPage();
      await customer.goto(linkPath!);
      const item = customer.getByRole("article").filter({ hasText: orderNumber });
      await expect(item.getByRole("heading", { level: 3 })).toContainText(orderNumber);
      await expect(item.getByText("Clear vinyl", { exact: true })).toBeVisible();
      await expect(item.getByText("Matte laminate", { exact: true })).toBeVisible();
      await expectNoSeriousViolations(customer, `order page (clear vinyl, matte, ${viewport.width} px)`);
      await shoot(customer, null, `order-page-${viewport.width}.png`);
    } finally {
      await context.close();
    }

    // The operator reads the stock first thing on the order (and on its printed sheet).
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByRole("heading", { name: "Admin Access - Order Details", exact: true })).toBeVisible();
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}`, exact: true })).toBeVisible();
    await expect(page.getByTestId("order-stock")).toHaveText("Clear vinyl · Matte laminate");
    const stickerSection = page.getByRole("region", { name: "Sticker" });
    await expect(stickerSection.getByText("Clear vinyl", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Proofs" }).getByTestId("proof-stock")).toHaveText(
      "Proof for Clear vinyl · Matte laminate",
    );
    await shoot(page, null, `admin-order-${viewport.width}.png`);

    // Its proof approved, the operator gangs it on a sheet of its own stock and downloads the sheet.
    await markProofApproved(orderId);
    const [{ quantity }] = (await queryE2e(`SELECT "quantity" FROM "Order" WHERE "id" = ?`, [orderId])) as [
      { quantity: number },
    ];
    await page.goto(ADMIN_PAGES.printQueue.path);
    const queueHeading = page.getByRole("heading", { name: ADMIN_PAGES.printQueue.heading, exact: true });
    const queueGate = page.getByRole("heading", { name: ADMIN_PAGES.printQueue.gateTitle, exact: true });
    await expect(queueHeading.or(queueGate)).toBeVisible();
    if (await queueGate.isVisible()) {
      await page.getByLabel("Password").fill(ADMIN_PASSWORD);
      await page.getByRole("button", { name: ADMIN_PAGES.printQueue.button, exact: true }).click();
    }
    await expect(queueHeading).toBeVisible();
    await page.getByLabel("Material").selectOption("clear-vinyl");
    await page.getByLabel("Finish").selectOption("matte");
    const list = page.getByRole("list", { name: "Orders ready to print" });
    await expect(list.getByTestId("ready-order").filter({ hasNotText: "Clear vinyl · Matte laminate" })).toHaveCount(0);
    const mine = list.getByTestId("ready-order").filter({ hasText: orderNumber });
    await expect(mine).toContainText("Clear vinyl · Matte laminate");
    await mine.getByRole("checkbox").check();
    await expect(page.getByText(`1 order chosen: ${quantity} stickers on Clear vinyl · Matte laminate.`)).toBeVisible();
    await expectNoSeriousViolations(page, `print queue (clear vinyl, matte, ${viewport.width} px)`);
    await page.getByRole("button", { name: "Make print sheet" }).click();
    const card = page.locator("#print-sheet");
    await expect(card.getByTestId("print-sheet-status")).toHaveText("Ready", { timeout: 60_000 });
    await expect(card.getByTestId("print-sheet-stock")).toHaveText("Clear vinyl · Matte laminate");
    const downloading = page.waitForEvent("download");
    await card.getByRole("link", { name: "Download print sheet" }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^print-sheet-\d+-clear-vinyl-matte\.pdf$/);
    const counted = await countPlatesAndCuts(new Uint8Array(await readFile((await file.path()) as string)));
    expect(counted).toEqual({ whiteFills: quantity, cutPaths: quantity });
    await expectNoSeriousViolations(page, `a clear vinyl sheet (${viewport.width} px)`);
    await shoot(page, null, `print-queue-clear-sheet-${viewport.width}.png`);
  });
}
