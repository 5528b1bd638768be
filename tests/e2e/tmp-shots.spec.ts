import { expect, test } from "@playwright/test";
import { queryE2e } from "./support/e2e-database";
import { fillCustomerForm, fillTestCard, startShopperWithCart } from "./support/shop";
for (const width of [1366, 375]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    const code = `SHOT${width}${Date.now() % 100000}`;
    await queryE2e(
      `INSERT INTO "Affiliate" ("code", "name", "email", "commissionType", "commissionRate", "customerDiscountType", "customerDiscountRate", "isActive", "totalEarningsCents", "totalOrders", "createdAt")
       VALUES (?, 'Pat Partner', 'pat@example.com', 'percentage', 1000, 'percentage', 1000, ?, 0, 0, ?)`,
      [code, true, new Date().toISOString()],
    );
    await page.goto(`/affiliate-${code.toLowerCase()}`);
    await expect(page.getByText("Welcome!", { exact: true })).toBeVisible();
    await startShopperWithCart(page, [{ sizeName: '3" circle', quantity: 100 }, { sizeName: '2"', quantity: 50 }]);
    await page.goto("/checkout");
    await expect(page.getByRole("button", { name: /^Pay \$/ })).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shot-${width}-1-link.png`, fullPage: true });
    await fillCustomerForm(page, { Email: "grace@example" });
    await fillTestCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shot-${width}-2-email.png`, fullPage: false });
    await page.getByLabel("Email", { exact: true }).fill("grace@example.com");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByTestId("payment-error")).toBeVisible();
    await page.getByTestId("payment-error").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shot-${width}-3-declined.png`, fullPage: false });
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("link", { name: /See your order/ })).toBeVisible();
    await page.screenshot({ path: `/tmp/shot-${width}-4-success.png`, fullPage: true });
    await page.goBack();
    await expect(page.getByText("Your order is placed")).toBeVisible();
    await page.screenshot({ path: `/tmp/shot-${width}-5-back.png`, fullPage: false });
  });
}
