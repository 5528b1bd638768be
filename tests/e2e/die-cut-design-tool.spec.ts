// #22 in the shopper's browser: a transparent PNG ordered as a die-cut sticker at 3", its cut line drawn
// by the design tool from the server's answer, every quantity tier priced as the server quotes it, axe
// on the open die-cut tool, then the cart, a card payment, the success page with the die-cut size, and
// the same frozen line on the order page and in the operator's order detail.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN_PASSWORD } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { queryE2e } from "./support/e2e-database";
import { chooseDesignFile, fillCustomerForm, fillTestCard } from "./support/shop";

// Real clip art with a transparent background (lib/die-cut/__fixtures__/README.md): one organic shape.
const DOLPHIN = path.resolve("lib/die-cut/__fixtures__/dolphin_enrique_meza_c_01.png");
const QUANTITIES = [50, 100, 150, 200, 300, 400, 500];

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.localStorage.clear());
});

test("a transparent PNG as a 3-inch die-cut: cut line, tier prices, cart, card payment, then the same line on the order page and in the admin detail", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/stickers");
  await chooseDesignFile(page, {
    name: "dolphin-e2e-die-cut.png",
    mimeType: "image/png",
    buffer: await readFile(DOLPHIN),
  });
  await expect(page.getByText("Design uploaded successfully!", { exact: true })).toBeVisible();
  // Traced by the upload itself, in the production build's worker thread (lib/die-cut/trace-off-thread.ts),
  // before anything asked for a cut line: a worker the build failed to bundle leaves it empty.
  const [uploaded] = (await queryE2e(
    `SELECT "outline" FROM "Design" WHERE "originalName" = ? ORDER BY "id" DESC LIMIT 1`,
    ["dolphin-e2e-die-cut.png"],
  )) as Array<{ outline: string | null }>;
  expect(JSON.parse(uploaded?.outline ?? "null")).toMatchObject({ version: 1, source: "alpha", parts: 1 });

  await page.getByRole("checkbox", { name: "Die-cut" }).click();
  await expect(page.getByLabel("Longest side (inches)")).toHaveValue("3");
  // The cut line the server computed for 3", drawn around the artwork as an SVG path.
  const drawing = page.getByRole("img", { name: /^Preview of a Die-cut 3" × [\d.]+" die-cut sticker/ });
  await expect(drawing).toBeVisible();
  const cutLine = drawing.locator('path[data-testid="cut-line"]');
  await expect(cutLine).toHaveAttribute("d", /^M[\d.]+ [\d.]+L.+Z$/);
  const pathData = await cutLine.getAttribute("d");
  expect((await cutLine.boundingBox())?.width ?? 0).toBeGreaterThan(100);
  const sizeLabel = (await page.getByTestId("die-cut-size").textContent())?.trim() ?? "";
  expect(sizeLabel).toMatch(/^Die-cut 3" × \d(\.\d{1,2})?"$/);
  const heightInches = Number(/× ([\d.]+)"/.exec(sizeLabel)?.[1]);
  await expect(page.getByTestId("print-quality")).toContainText("DPI");

  // Every tier's price, as GET /api/price-quote (the cart's own pricing) answers for the same cut.
  const rows = page.getByTestId("price-tiers").locator("tbody tr");
  await expect(rows).toHaveCount(QUANTITIES.length);
  for (const [index, quantity] of QUANTITIES.entries()) {
    const quote = await page.request.get(
      `/api/price-quote?shape=die-cut&widthInches=3&heightInches=${heightInches}&quantity=${quantity}`,
    );
    expect(quote.status()).toBe(200);
    const { totalPrice } = (await quote.json()) as { totalPrice: string };
    await expect(rows.nth(index).locator("td").last()).toHaveText(`$${totalPrice}`);
  }

  // A size the shop does not cut is refused in the browser, with the cart's rule.
  const field = page.getByLabel("Longest side (inches)");
  await field.fill("12.5");
  await field.blur();
  await expect(page.getByTestId("die-cut-size-error")).toHaveText('Longest side must be at most 12".');
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  await field.fill("3");
  await expect(page.getByTestId("die-cut-size")).toHaveText(sizeLabel);

  await expectNoSeriousViolations(page, "/stickers (die-cut at 3 inches)");

  await page.getByLabel("Quantity").selectOption("100");
  const price100 = (await rows.nth(1).locator("td").last().textContent())?.trim() ?? "";
  await expect(page.getByTestId("item-price")).toHaveText(price100);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page).toHaveURL(/\/#cart$/);
  await expect(page.getByText("Your Cart (1 item)")).toBeVisible();
  await expect(page.getByText(sizeLabel, { exact: true }).first()).toBeVisible();

  await page.goto("/checkout");
  await fillCustomerForm(page, { "Full Name": "Dee Cutt" });
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText(sizeLabel).first()).toBeVisible();
  await expect(page.getByText(price100).first()).toBeVisible();

  // The order keeps the die-cut, its size and the cut line the shopper saw.
  const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
  const [order] = (await queryE2e(
    `SELECT "shape", "sizeId", "sizeName", "widthInches", "heightInches", "cutLine" FROM "Order" WHERE "id" = ?`,
    [orderId],
  )) as Array<Record<string, unknown>>;
  expect(order).toMatchObject({ shape: "die-cut", sizeId: null, sizeName: sizeLabel });
  expect(Number(order?.widthInches)).toBe(3);
  expect(Number(order?.heightInches)).toBe(heightInches);
  expect(order?.cutLine).toBe(pathData);
  await expectNoSeriousViolations(page, "/payment-success (a die-cut order)");

  // The order page draws the same frozen line around the design, with the same size.
  await page.getByRole("link", { name: /See your order, its status and receipt/ }).click();
  await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{43}$/);
  const sticker = page.getByTestId("sticker-thumbnail").first();
  await expect(sticker.locator('[data-testid="cut-line"]')).toHaveAttribute("d", pathData as string);
  await expect(page.getByText(sizeLabel).first()).toBeVisible();
  await expectNoSeriousViolations(page, "/orders/{token} (a die-cut order)");

  // And so does the operator's order detail: the line the customer approved.
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  const detailSticker = page.getByTestId("sticker-thumbnail").first();
  await expect(detailSticker.locator('[data-testid="cut-line"]')).toHaveAttribute("d", pathData as string);
  await expect(page.getByText(sizeLabel).first()).toBeVisible();
});

// #32 in the shopper's browser, at a laptop's and a phone's width: a 1 KB file of dots (22,500 parts
// before the tracer closed speckle) gets its die-cut line at once, drawn as the square the dots make;
// confetti too scattered to cut around says why, with no "Try again" that could not help, and Square
// still takes the same design.
for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`hostile artwork at ${viewport.width} px: dots get a line, scattered confetti a reason`, async ({ page }) => {
    test.setTimeout(90_000);
    const { makeDottedPng, makeNoisePng } = await import("../../lib/die-cut/__fixtures__/adversarial-artwork");
    await page.setViewportSize(viewport);
    await page.goto("/stickers");
    await chooseDesignFile(page, { name: "dots.png", mimeType: "image/png", buffer: await makeDottedPng(300, 2) });
    await expect(page.getByText("Design uploaded successfully!", { exact: true })).toBeVisible();
    await page.getByRole("checkbox", { name: "Die-cut" }).click();
    const cutLine = page
      .getByRole("img", { name: /^Preview of a Die-cut 3" × 3" die-cut sticker/ })
      .locator('path[data-testid="cut-line"]');
    await expect(cutLine).toHaveAttribute("d", /^M[\d.]+ [\d.]+L.+Z$/);
    await expect(page.getByTestId("die-cut-size")).toHaveText('Die-cut 3" × 3"');
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();

    // A new visitor with the confetti file (nothing of the first design kept).
    await page.evaluate(() => window.localStorage.clear());
    await page.goto("/stickers");
    await chooseDesignFile(page, {
      name: "confetti.png",
      mimeType: "image/png",
      buffer: await makeNoisePng(1200, 0.002),
    });
    await expect(page.getByText("Design uploaded successfully!", { exact: true })).toBeVisible();
    await page.getByRole("checkbox", { name: "Die-cut" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "The cut line could not be drawn" });
    await expect(alert).toContainText(
      "This artwork has too many separate pieces to cut around; choose Square or Circle, or simplify it.",
    );
    await expect(alert.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    const scrollsSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrollsSideways).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`refused-${viewport.width}.png`), fullPage: true });

    await page.getByRole("checkbox", { name: "Square" }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });
}
