// Issue 34, items 4 and 8: what a shopper and an operator stumble on, at 1366 px and at 375 px wide.
// The header's cart count follows the cart without a reload, a rectangle reads "Rectangle", the admin
// orders table fits its card, toasts never cover the print-resolution note or Proceed to Checkout,
// and the home page names die-cut and custom sizes.
import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN_PAGES, placePaidOrder, unlock } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { chooseDesignFile, fillCustomerForm, fillTestCard, makePng, startShopperWithCart } from "./support/shop";

const WIDTHS = [
  { name: "1366 px", viewport: { width: 1366, height: 768 } },
  { name: "375 px", viewport: { width: 375, height: 812 } },
];

/** The header's cart link, read as a user does: its accessible name ("Cart, 2 items"). */
function headerCart(page: Page) {
  return page.getByTestId("header-cart");
}

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast showing `text`, or null when none is on screen (gone, or never shown). */
async function visibleToastBox(page: Page, text: string): Promise<Box | null> {
  const toast = page.locator("ol > li").filter({ hasText: text });
  if ((await toast.count()) === 0 || !(await toast.first().isVisible())) return null;
  return toast.first().boundingBox();
}

/** `target`'s box on screen does not meet the toast's (if the toast is still showing). */
async function expectUncovered(page: Page, toastText: string, target: Locator, label: string) {
  const targetBox = await target.boundingBox();
  expect(targetBox, `${label}: its box`).not.toBeNull();
  const toastBox = await visibleToastBox(page, toastText);
  if (toastBox === null) return;
  expect(
    intersects(toastBox, targetBox as Box),
    `${label}: the toast ${JSON.stringify(toastBox)} covers ${JSON.stringify(targetBox)}`,
  ).toBe(false);
}

/** A custom-size line added through the public API, as the design tool adds one. */
async function addCustomLine(page: Page, sessionId: string, size: { shape: string; width: number; height: number }) {
  const upload = await page.request.post("/api/upload-design", {
    multipart: { file: { name: "art.png", mimeType: "image/png", buffer: await makePng() }, sessionId },
  });
  expect(upload.status()).toBe(201);
  const design = (await upload.json()) as { id: number };
  const added = await page.request.post("/api/cart", {
    data: {
      sessionId,
      designId: design.id,
      shape: size.shape,
      widthInches: size.width,
      heightInches: size.height,
      quantity: 50,
      roundedCorners: false,
    },
  });
  expect(added.status()).toBe(201);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test("the header's cart count is 0 on the payment-success page, without a reload", async ({ page }) => {
      await startShopperWithCart(page);
      await page.goto("/checkout");
      await expect(headerCart(page)).toHaveAccessibleName("Cart, 1 item");
      await fillCustomerForm(page);
      await fillTestCard(page, "4242 4242 4242 4242");
      await page.getByRole("button", { name: /^Pay / }).click();
      await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
      await expect(headerCart(page)).toHaveAccessibleName("Cart, 0 items");
      await expect(headerCart(page)).toContainText("0");
      await expectNoSeriousViolations(page, `/payment-success at ${name}`);
    });

    test("the header's cart count follows a removed line and a cleared cart, without a reload", async ({ page }) => {
      await startShopperWithCart(page, [
        { sizeName: '3" circle', quantity: 100 },
        { sizeName: '2"', quantity: 50 },
        { sizeName: '3" square', quantity: 50 },
      ]);
      await page.goto("/");
      await expect(page.getByText("Your Cart (3 items)")).toBeVisible();
      await expect(headerCart(page)).toHaveAccessibleName("Cart, 3 items");
      await page.getByRole("button", { name: 'Remove 3" circle, 100 stickers' }).click();
      await expect(page.getByText("Your Cart (2 items)")).toBeVisible();
      await expect(headerCart(page)).toHaveAccessibleName("Cart, 2 items");
      await page.getByRole("button", { name: "Clear Cart" }).click();
      await expect(page.getByText("Your cart is empty")).toBeVisible();
      await expect(headerCart(page)).toHaveAccessibleName("Cart, 0 items");
    });

    test("a 2.5 × 3.5 in custom size reads Rectangle in the cart and after paying; 3 × 3 in stays Square", async ({
      page,
    }) => {
      const sessionId = `session_${Date.now()}_${randomUUID()}`;
      await addCustomLine(page, sessionId, { shape: "square", width: 2.5, height: 3.5 });
      await addCustomLine(page, sessionId, { shape: "square", width: 3.25, height: 3.25 });
      await page.goto("/");
      await page.evaluate((id) => window.localStorage.setItem("cartSessionId", id), sessionId);
      await page.reload();
      const cart = page.getByRole("complementary", { name: "Cart" });
      await expect(cart.getByText('Rectangle 2.5" × 3.5"', { exact: true })).toBeVisible();
      await expect(cart.getByText('Square 3.25" × 3.25"', { exact: true })).toBeVisible();
      await expect(cart.getByText(/Square 2\.5"/)).toHaveCount(0);

      await page.goto("/checkout");
      await fillCustomerForm(page);
      await fillTestCard(page, "4242 4242 4242 4242");
      await page.getByRole("button", { name: /^Pay / }).click();
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
      await expect(page.getByText(/Rectangle 2\.5" × 3\.5"/).first()).toBeVisible();
      await expect(page.getByText(/Square 2\.5"/)).toHaveCount(0);
    });

    test("toasts never cover the print-resolution note or Proceed to Checkout", async ({ page }) => {
      // A cart with four lines already: with the fifth, Proceed to Checkout sits low in the side column at
      // 1366 × 768 (y 688), where the old bottom-right toast was (y 666–752).
      await startShopperWithCart(
        page,
        ['3" circle', '2"', '3" square', "2x4"].map((sizeName) => ({ sizeName, quantity: 50 })),
      );
      await page.goto("/stickers");
      await chooseDesignFile(page, { name: "logo.png", mimeType: "image/png", buffer: await makePng(900, 900) });
      await expect(page.getByText("Design uploaded successfully!", { exact: true })).toBeVisible();
      await page.getByRole("checkbox", { name: "Circle" }).click();
      const note = page.getByTestId("print-quality");
      await expect(note).toBeVisible();
      await expectUncovered(page, "Design uploaded successfully!", note, "the print-resolution note");
      // Scrolled to the top of the screen, where a shopper reading down the page may bring it.
      await note.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await expectUncovered(page, "Design uploaded successfully!", note, "the print-resolution note (at the top)");

      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page).toHaveURL(/\/#cart$/);
      await expect(page.getByText("Item has been added to your cart.", { exact: true })).toBeVisible();
      const proceed = page.getByRole("link", { name: "Proceed to Checkout" });
      await expect(proceed).toBeVisible();
      await expectUncovered(page, "Item has been added to your cart.", proceed, "Proceed to Checkout");
      // Scrolled to where a shopper would look for it, it is still uncovered.
      await proceed.scrollIntoViewIfNeeded();
      await expectUncovered(page, "Item has been added to your cart.", proceed, "Proceed to Checkout (scrolled to)");
    });

    test("the home page names die-cut, custom sizes and the catalogue's stocks", async ({ page }) => {
      await page.goto("/");
      const card = page
        .locator("div")
        .filter({ has: page.getByText("Sticker Printing", { exact: true }) })
        .last();
      await expect(card).toContainText(/die-cut/i);
      await expect(card).toContainText(/custom sizes/i);
      // The stocks and the smallest quantity come from the owner's catalogue, not from code (#35).
      await expect(card).toContainText(/from \d+ pieces\./);
      await expect(
        page.getByText(/we print durable vinyl stickers: .*White vinyl.*, in .*Gloss laminate/),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Add Sticker Order" })).toBeVisible();
      await expectNoSeriousViolations(page, `/ at ${name}`);
    });
  });
}

test("the admin orders table fits its card at 1366 px, and the orders are cards at 375 px", async ({ page }) => {
  const { orderNumber } = await placePaidOrder(page, {
    "Full Name": "Wide Wanda Of The Long Surname",
    Email: "wanda.of.the.long.surname@example-company.com",
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  await unlock(page, ADMIN_PAGES.dashboard);
  const table = page.getByRole("table", { name: "Active orders" });
  await expect(table.getByRole("link", { name: orderNumber })).toBeVisible();
  const fits = await table.evaluate((element) => {
    const scroller = element.parentElement as HTMLElement;
    return { tableWidth: element.scrollWidth, room: scroller.clientWidth };
  });
  expect(fits.tableWidth, `the table's width in its ${fits.room} px card`).toBeLessThanOrEqual(fits.room);
  const created = table.getByRole("columnheader", { name: "Created" });
  const createdBox = await created.boundingBox();
  const scrollerBox = await table.evaluate((element) => {
    const rect = (element.parentElement as HTMLElement).getBoundingClientRect();
    return { x: rect.x, width: rect.width };
  });
  expect((createdBox?.x ?? 0) + (createdBox?.width ?? 0)).toBeLessThanOrEqual(scrollerBox.x + scrollerBox.width + 0.5);
  await expect(table.getByRole("row").filter({ hasText: orderNumber }).getByRole("time")).toBeVisible();
  await expectNoSeriousViolations(page, "/admin at 1366 px");

  await page.setViewportSize({ width: 375, height: 812 });
  const card = page.getByTestId("order-cards").getByRole("listitem").filter({ hasText: orderNumber });
  await expect(card).toBeVisible();
  await expect(card.getByRole("time")).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page, "/admin at 375 px");
});
