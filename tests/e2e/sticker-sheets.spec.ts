// #39 as a shopper meets it, at 1366 and 375 px: "Sticker sheet" in the design tool, a 5.5" × 8.5" sheet of
// three clip-art designs arranged by Auto-arrange, one sticker moved too close to another and the refusal
// named beside the sheet, the move undone, 25 sheets added to the cart, checked out and paid; the order keeps
// the sheet's stickers. The operator then sends the sheet's cut preview as its proof, approves it for the
// customer and downloads the print file: one CutContour path per sticker and one Thru-cut path (pdf-lib); the
// print queue then lists the order by its sheet, in sheets, with its stickers drawn, and a print sheet of it
// draws each sheet's kiss-cuts in its page previews.
// axe finds no serious violation in the open editor or the order's detail.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { isSeparation, readPrintPdf } from "../helpers/print-pdf";
import { ADMIN_PAGES, unlock } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { queryE2e } from "./support/e2e-database";
import { chooseDesignFile, fillCustomerForm, fillTestCard } from "./support/shop";

const ARTWORK = ["dolphin_enrique_meza_c_01.png", "saturn_dan_gerhards_01.png", "jigsaw_green_12.png"];
const VIEWPORTS = [
  { label: "desktop", size: { width: 1366, height: 900 } },
  { label: "phone", size: { width: 375, height: 812 } },
] as const;

async function uploadToSheet(page: Page, name: string, count: number) {
  await chooseDesignFile(page, {
    name,
    mimeType: "image/png",
    buffer: await readFile(path.resolve("lib/die-cut/__fixtures__", name)),
  });
  await expect(page.getByTestId("sheet-design")).toHaveCount(count);
}

for (const { label, size } of VIEWPORTS) {
  test(`${label}: a sheet of three designs, arranged, a too-close sticker refused and fixed, 25 sheets paid`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await page.goto("/");
    await page.evaluate(() => window.localStorage.clear());
    await page.goto("/stickers");
    await page.getByRole("button", { name: "Sticker sheet" }).click();
    await page.getByRole("radio", { name: '5.5" × 8.5"' }).check();
    for (const [index, name] of ARTWORK.entries()) await uploadToSheet(page, name, index + 1);

    // Every design's die-cut line drawn (2" by default), then Auto-arrange fills the sheet with each.
    const autoArrange = page.getByRole("button", { name: "Auto-arrange" });
    await expect(autoArrange).toBeEnabled({ timeout: 30_000 });
    await autoArrange.click();
    await expect(page.getByRole("button", { name: "Auto-arrange" })).toBeEnabled({ timeout: 30_000 });
    const stickers = page.getByTestId("sheet-sticker");
    await expect.poll(() => stickers.count()).toBeGreaterThanOrEqual(3);
    const count = await stickers.count();
    expect(count % 3).toBe(0);
    // Each design has as many copies as the others.
    for (const name of ARTWORK)
      await expect(page.locator(`[data-testid="sheet-sticker"][aria-label*="(${name})"]`)).toHaveCount(count / 3);
    await expect(page.getByTestId("sheet-problems")).toHaveCount(0);
    await expectNoSeriousViolations(page, `${label} sheet editor`);

    // Sticker 2 moved onto sticker 1's spot: the refusal names both, and the sheet cannot be ordered.
    const first = stickers.nth(0);
    const second = stickers.nth(1);
    const at = async (sticker: typeof first) => {
      const name = (await sticker.getAttribute("aria-label")) ?? "";
      const [, x, y] = /at ([\d.]+)", ([\d.]+)"/.exec(name) ?? [];
      return { x: Number(x), y: Number(y) };
    };
    const start = await at(second);
    const target = await at(first);
    await second.focus();
    const steps = Math.round((start.x - target.x) / 0.0625);
    for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? "ArrowLeft" : "ArrowRight");
    const down = Math.round((target.y - start.y) / 0.0625);
    for (let i = 0; i < Math.abs(down); i++) await page.keyboard.press(down > 0 ? "ArrowDown" : "ArrowUp");
    await expect(page.getByTestId("sheet-problems")).toContainText(
      /Sticker 2 \(.+\) (overlaps|is closer than 1\/8" to) Sticker 1/,
    );
    await expect(page.getByRole("button", { name: "Add Sheet to Cart" })).toBeDisabled();

    // Back where Auto-arrange put it.
    for (let i = 0; i < Math.abs(down); i++) await page.keyboard.press(down > 0 ? "ArrowUp" : "ArrowDown");
    for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? "ArrowRight" : "ArrowLeft");
    await expect(page.getByTestId("sheet-problems")).toHaveCount(0);

    // A click that jitters a pixel does not move a sticker; a drag moves it by whole 1/16" steps from where
    // Auto-arrange put it, off the grid, and the drag back puts it where it was.
    const third = stickers.nth(2);
    const placed = await third.getAttribute("transform");
    const box = (await third.boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 1, cy + 1);
    await page.mouse.up();
    await expect(third).toHaveAttribute("transform", placed!);
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 40, cy, { steps: 4 });
    await expect(third).not.toHaveAttribute("transform", placed!);
    await page.mouse.move(cx, cy, { steps: 4 });
    await page.mouse.up();
    await expect(third).toHaveAttribute("transform", placed!);
    await expect(page.getByTestId("sheet-problems")).toHaveCount(0);

    await page.getByLabel("Number of sheets").selectOption("25");
    await expect(page.getByTestId("sheet-total")).toHaveText("$55.00");
    await page.getByRole("button", { name: "Add Sheet to Cart" }).click();
    await expect(page).toHaveURL(/\/#cart$/);
    const sheetName = `Sticker sheet 5.5" × 8.5", ${count} stickers`;
    await expect(page.getByText(sheetName).first()).toBeVisible();

    await page.goto("/checkout");
    const email = `sheet.${label}.${Date.now()}@example.com`;
    await fillCustomerForm(page, { Email: email });
    await fillTestCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
    await expect(page.getByText(sheetName).first()).toBeVisible();
    const [order] = (await queryE2e(
      `SELECT o."quantity", o."totalPriceCents", (SELECT COUNT(*) FROM "SheetSticker" s WHERE s."orderId" = o."id") AS "stickers" FROM "Order" o WHERE o."id" = ?`,
      [orderId],
    )) as Array<{ quantity: number; totalPriceCents: number; stickers: number | string }>;
    expect(order).toMatchObject({ quantity: 25, totalPriceCents: 5500 });
    expect(Number(order?.stickers)).toBe(count);

    // The operator proofs the sheet, approves it for the customer, and downloads its print file.
    const orderNumber = (await page.getByTestId("order-number").textContent())?.trim() ?? "";
    await unlock(page, ADMIN_PAGES.dashboard);
    await page.getByLabel("Search orders").fill(email);
    await page.getByRole("link", { name: orderNumber, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
    const proofs = page.getByRole("region", { name: "Proofs" });
    await expect(proofs).toContainText("No proof yet");
    await proofs.getByRole("button", { name: "Send cut preview" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Send proof" }).click();
    await expect(proofs.getByRole("list", { name: "Proof versions" })).toContainText("Proof 1");
    await proofs.getByRole("button", { name: "Approve for the customer" }).click();
    const approval = page.getByRole("dialog", { name: "Approve for the customer?" });
    await approval.getByLabel("How did the customer approve?").fill("By phone, for the e2e test");
    await approval.getByRole("button", { name: "Approve" }).click();
    await expect(proofs).toContainText("Approved");
    await expectNoSeriousViolations(page, `${label} order detail of ${orderNumber}`);
    // Any of the sheet's designs opens its original file, not only the first's.
    const opening = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Open original file of jigsaw_green_12.png" }).click();
    const tab = await opening;
    await expect.poll(() => tab.url()).not.toBe("about:blank");
    const original = await page.request.get(tab.url());
    expect(original.headers()["content-type"]).toBe("image/png");
    await tab.close();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download print file" }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/sheet-5\.5x8\.5in\.pdf$/);
    const pdf = await readPrintPdf(new Uint8Array(await readFile((await file.path()) as string)));
    const strokes = (name: string) =>
      pdf.paints.filter((paint) => paint.stroke && isSeparation(paint.strokeSpace, name)).length;
    expect({ cutContour: strokes("CutContour"), thruCut: strokes("Thru-cut") }).toEqual({
      cutContour: count,
      thruCut: 1,
    });

    // The print queue names the order by its sheet, counts it in sheets, and draws every sticker on it.
    await unlock(page, ADMIN_PAGES.printQueue);
    const ready = page
      .getByRole("list", { name: "Orders ready to print" })
      .getByTestId("ready-order")
      .filter({ hasText: `Order ${orderNumber}` });
    await expect(ready).toContainText(`Sticker sheet 5.5" × 8.5", ${count} stickers · 25 sheets`);
    await expect(ready.getByTestId("sheet-thumbnail-sticker")).toHaveCount(count);

    // A print sheet of it: each of the 25 sheets on the page previews holds its stickers' kiss-cuts.
    await ready.getByRole("checkbox", { name: new RegExp(`^Order ${orderNumber}`) }).check();
    await page.getByRole("button", { name: "Make print sheet" }).click();
    const card = page.locator("#print-sheet");
    await expect(card.getByTestId("print-sheet-status")).toHaveText("Ready", { timeout: 60_000 });
    await expect(card.getByTestId("print-sheet-sticker")).toHaveCount(25);
    await expect(card.getByTestId("print-sheet-kiss-cut")).toHaveCount(25 * count);
    await card.getByTestId("print-sheet-page").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`print-sheet-of-sticker-sheets-${label}.png`) });
  });
}
