// The admin area on a phone (issue 19): no page scrolls sideways at 375 px, the orders show as cards
// whose actions (select, status, open the detail) all work, and times are the shop's, with its zone.
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PAGES, placePaidOrder, unlock, uploadDesign } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { queryE2e } from "./support/e2e-database";

const PHONE = { width: 375, height: 812 };

async function expectNoSidewaysScroll(page: Page, label: string) {
  // Let late content (lists, reports) arrive before measuring.
  await page.waitForLoadState("networkidle");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label}: document width at ${PHONE.width} px`).toBeLessThanOrEqual(PHONE.width);
}

test("no admin page scrolls sideways at 375 px", async ({ page }) => {
  const active = await placePaidOrder(page, { "Full Name": "Phone Phoebe With A Rather Long Name" });
  const archived = await placePaidOrder(page, { "Full Name": "Archie Archived" });
  await queryE2e(`UPDATE "Order" SET "archived" = ? WHERE "id" = ?`, [true, archived.orderId]);
  await uploadDesign(page, "a-design-file-with-a-very-long-name-that-does-not-wrap-easily-at-all.png");
  await page.setViewportSize(PHONE);

  await unlock(page, ADMIN_PAGES.dashboard);
  await expect(page.getByTestId("order-cards").getByRole("link", { name: active.orderNumber })).toBeVisible();
  await expectNoSidewaysScroll(page, "/admin");
  await expectNoSeriousViolations(page, "/admin at 375 px");

  await unlock(page, ADMIN_PAGES.archive);
  await expect(page.getByRole("link", { name: archived.orderNumber })).toBeVisible();
  await expectNoSidewaysScroll(page, "/admin/archive");

  await unlock(page, ADMIN_PAGES.fileHealth);
  await expect(page.getByText(/^Last checked: /)).toBeVisible();
  await expectNoSidewaysScroll(page, "/admin/file-health");

  await unlock(page, ADMIN_PAGES.settings);
  await expectNoSidewaysScroll(page, "/admin/settings");

  await unlock(page, ADMIN_PAGES.catalogue);
  await expect(page.getByRole("region", { name: "Quantities and prices" })).toBeVisible();
  await expectNoSidewaysScroll(page, "/admin/catalogue");

  await unlock(page, ADMIN_PAGES.printQueue);
  await expect(page.getByRole("heading", { name: "Ready to print" })).toBeVisible();
  await expectNoSidewaysScroll(page, "/admin/print-queue");

  await page.goto(`/admin/orders/${active.orderId}`);
  await page.getByLabel("Password").fill("e2e-admin-password");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("heading", { name: new RegExp(active.orderNumber) }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, `/admin/orders/${active.orderId}`);
});

test("on a phone each order card selects, changes status and opens the detail", async ({ page }) => {
  const { orderId, orderNumber } = await placePaidOrder(page, { "Full Name": "Card Carla" });
  await page.setViewportSize(PHONE);
  await unlock(page, ADMIN_PAGES.dashboard);

  const card = page.getByTestId("order-cards").getByRole("listitem").filter({ hasText: orderNumber });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Card Carla");
  await expect(card.getByRole("time")).toHaveText(/ (PST|PDT)$/);

  await card.getByRole("checkbox", { name: `Select order ${orderNumber}` }).click();
  await expect(page.getByText("| 1 selected")).toBeVisible();
  await expect(page.getByRole("button", { name: "Archive (1)" })).toBeInViewport();

  const status = card.getByRole("combobox");
  await expect(status).toBeVisible();
  await status.selectOption("cancelled");
  await expect(card.getByText("Cancelled", { exact: true }).first()).toBeVisible();

  await card.getByRole("link", { name: orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
});
