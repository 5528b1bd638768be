// axe-core (WCAG 2.0/2.1 A and AA rules) on every page a shopper or an operator sees, in the states
// that matter (empty and filled cart, an uploaded design, locked gates and unlocked admin pages).
// A serious or critical violation fails the test with the rule, the impact and the offending nodes.
import { expect, test } from "@playwright/test";
import { ADMIN_PAGES, placePaidOrder, unlock, uploadDesign, markProofApproved } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { makePng, startShopperWithCart, chooseDesignFile } from "./support/shop";

test("the home page, empty and with a cart", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await expectNoSeriousViolations(page, "/ (empty cart)");
  await startShopperWithCart(page);
  await page.reload();
  await expect(page.getByText("Your Cart (1 item)")).toBeVisible();
  await expectNoSeriousViolations(page, "/ (cart with one line)");
});

test("the design tool, before and after an upload", async ({ page }) => {
  await page.goto("/stickers");
  await expect(page.getByText("Upload Your Design")).toBeVisible();
  await expectNoSeriousViolations(page, "/stickers (no design)");
  await chooseDesignFile(page, { name: "logo.png", mimeType: "image/png", buffer: await makePng(900, 900) });
  await expect(page.getByText("Design uploaded successfully!", { exact: true })).toBeVisible();
  await page.getByRole("checkbox", { name: "Circle" }).click();
  await expect(page.getByTestId("item-price")).toBeVisible();
  await expectNoSeriousViolations(page, "/stickers (design uploaded, circle chosen)");
});

test("the checkout with a cart, and with validation errors shown", async ({ page }) => {
  await startShopperWithCart(page);
  await page.goto("/checkout");
  await expect(page.getByTestId("summary-total")).toHaveText("$97.00");
  await expectNoSeriousViolations(page, "/checkout");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByText(/required/i).first()).toBeVisible();
  await expectNoSeriousViolations(page, "/checkout (errors shown)");
});

test("the checkout without a cart, and the payment success page", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.localStorage.clear());
  await page.goto("/checkout");
  await expectNoSeriousViolations(page, "/checkout (no cart)");
  await placePaidOrder(page);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expectNoSeriousViolations(page, "/payment-success");
});

test("the admin gates and the unlocked admin pages", async ({ page }) => {
  await placePaidOrder(page, { "Full Name": "Axe Admin" });
  await uploadDesign(page, "axe.png");
  for (const target of [
    ADMIN_PAGES.dashboard,
    ADMIN_PAGES.archive,
    ADMIN_PAGES.fileHealth,
    ADMIN_PAGES.settings,
    ADMIN_PAGES.printQueue,
  ]) {
    await page.goto(target.path);
    await expect(page.getByRole("heading", { name: target.gateTitle, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `${target.path} (gate)`);
    await unlock(page, target, { navigate: false });
    await expectNoSeriousViolations(page, `${target.path} (unlocked)`);
  }
});

test("an order's detail page and its confirmation dialogs", async ({ page }) => {
  const { orderId, orderNumber } = await placePaidOrder(page, { "Full Name": "Axe Detail" });
  await markProofApproved(orderId);
  await unlock(page, ADMIN_PAGES.dashboard);
  await page.getByRole("link", { name: orderNumber, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("Payment confirmed");
  await expectNoSeriousViolations(page, "order detail");
  await page.getByLabel(`Status for order ${orderNumber}`).selectOption("shipped");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousViolations(page, "order detail, shipped dialog");
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await page.getByRole("button", { name: "Cancel and refund" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousViolations(page, "order detail, refund dialog");
});

test("the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page-for-axe");
  expect(response?.status()).toBe(404);
  await expectNoSeriousViolations(page, "404");
});
