// The Reports page (issue 24): opened from the dashboard with the session handed over, at 1366 and 375 px,
// with orders paid through the real checkout; a range switch, a chart and its table, a CSV download; axe.
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PAGES, placePaidOrder, unlock } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { queryE2e } from "./support/e2e-database";

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };

/** Orders and paid cents of the payments paid in the last six days: well inside "Last 7 days" on the shop's calendar. */
async function recentSales() {
  const since = new Date(Date.now() - 6 * 86_400_000);
  const [orders] = await queryE2e(`SELECT COUNT(*) AS "n" FROM "Order" WHERE "paidAt" >= ?`, [since]);
  const [paid] = await queryE2e(`SELECT COALESCE(SUM("totalCents"), 0) AS "cents" FROM "Payment" WHERE "paidAt" >= ?`, [
    since,
  ]);
  return { orders: Number(orders!.n), paidCents: Number(paid!.cents) };
}

const usd = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

async function figure(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd")
    .first();
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  await page.waitForLoadState("networkidle");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label}: document width`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("Reports: from the dashboard, a range, a chart and its table, a CSV, at 1366 and 375 px", async ({ page }) => {
  await placePaidOrder(page, { "Full Name": "Report Rita" });
  await placePaidOrder(page, { "Full Name": "Report Ray" });
  const sales = await recentSales();
  expect(sales.orders).toBeGreaterThanOrEqual(2);

  await page.setViewportSize(DESKTOP);
  await unlock(page, ADMIN_PAGES.dashboard);
  await page.getByRole("link", { name: "Reports", exact: true }).click();
  // The dashboard handed its session over: no second password.
  await expect(page.getByRole("heading", { name: "Reports", exact: true })).toBeVisible();
  await expect(page.getByText(/\(30 days, America\/Los_Angeles\), compared with/)).toBeVisible();

  await page.getByLabel("Range", { exact: true }).selectOption("7d");
  await expect(page.getByText(/\(7 days, America\/Los_Angeles\), compared with/)).toBeVisible();
  await expect(await figure(page, "Orders")).toHaveText(String(sales.orders));
  await expect(await figure(page, "Paid")).toHaveText(usd(sales.paidCents));

  const revenue = page
    .locator("div.rounded-lg")
    .filter({ has: page.getByRole("heading", { name: "Revenue and orders" }) });
  // The chart (Recharts, loaded with the first chart) draws one bar per day with something paid.
  await expect(revenue.locator("svg.recharts-surface").first()).toBeVisible();
  await expect(revenue.locator(".recharts-bar-rectangle").first()).toBeVisible();
  // Its table is in the page for screen readers, shown on request.
  const table = revenue.getByRole("table", { name: "Revenue and orders per day" });
  await expect(table).toBeAttached();
  await expect(table.locator("..")).toHaveClass(/\bsr-only\b/); // visually hidden until "Show table"
  await expect(table.getByRole("row")).toHaveCount(8); // header + 7 days
  await revenue.getByRole("button", { name: "Show table: Revenue and orders" }).click();
  await expect(table).toBeVisible();
  await expect(table.locator("..")).not.toHaveClass(/\bsr-only\b/);
  await expect(table.getByRole("cell", { name: usd(sales.paidCents) }).first()).toBeVisible();
  // Sales by material and finish (#35): the shopper's default stock, shown as tables (no chart).
  await expect(
    page
      .getByRole("table", { name: "Orders, stickers and revenue by material" })
      .getByRole("cell", { name: "White vinyl" }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Orders, stickers and revenue by finish" })
      .getByRole("cell", { name: "Gloss laminate" }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, "/admin/reports at 1366 px");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "CSV: Summary" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^report-summary-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parse(readFileSync((await download.path())!, "utf8")) as string[][];
  expect(rows[0]).toEqual(["Figure", "This period", "Previous period"]);
  expect(rows.find((row) => row[0] === "Orders")?.[1]).toBe(String(sales.orders));
  expect(rows.find((row) => row[0] === "Paid")?.[1]).toBe((sales.paidCents / 100).toFixed(2));

  // Two dates the wrong way round: the server's message, no report.
  await page.getByLabel("Range", { exact: true }).selectOption("custom");
  await page.getByLabel("From").fill("2026-03-10");
  await page.getByLabel("To").fill("2026-03-01");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "from must not be after to" })).toBeVisible();

  await page.setViewportSize(PHONE);
  await unlock(page, ADMIN_PAGES.reports);
  await expect(page.locator("svg.recharts-surface").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Funnel" })).toBeVisible();
  await expectNoSidewaysScroll(page, "/admin/reports at 375 px");
  await expectNoSeriousViolations(page, "/admin/reports at 375 px");
});
