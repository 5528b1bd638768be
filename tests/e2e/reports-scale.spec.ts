// The Reports page with a month of sales (issue 34 item 7): at 375 px the revenue chart goes per week so its
// bars stay a few pixels wide (a bar per day was 1 px), at 1366 px it stays per day; sizes in bands with their
// legend; the funnel in cart sessions from designs uploaded; axe at both widths.
import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN_PAGES, placePaidOrder, unlock } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { queryE2e } from "./support/e2e-database";
import { findOldestKeptUpload } from "../../lib/designs/unused-design-retention";
import { resolveReportRange } from "../../lib/reports/resolve-report-range";

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };
const DAY_MS = 86_400_000;

/**
 * A paid checkout of `cents` 2 h before now on each day from 7 to 28 days ago: inside "Last 30 days", and none
 * in the last seven, whose sums reports.spec.ts expects to be its own orders' (in one day's table cell).
 */
async function seedMonthOfPayments(cents: number) {
  const now = Date.now();
  for (let day = 7; day <= 28; day++) {
    const at = new Date(now - day * DAY_MS - 2 * 3_600_000);
    await queryE2e(
      `INSERT INTO "Payment" ("id", "sessionId", "cartFingerprint", "provider", "status", "subtotalCents", "totalCents", "paidAt", "createdAt", "updatedAt")
       VALUES (?, ?, ?, 'test', 'paid', ?, ?, ?, ?, ?)`,
      [randomUUID(), `session_${randomUUID()}`, randomUUID(), cents, cents, at, at, at],
    );
  }
}

/** The widths of the drawn bars (value above 0) of the section's first chart. */
async function barWidths(section: Locator) {
  const chart = section.locator(".recharts-wrapper").first();
  await expect(chart.locator(".recharts-bar-rectangle path").first()).toBeVisible();
  return chart.locator(".recharts-bar-rectangle path").evaluateAll((paths) =>
    paths
      .map((path) => (path as SVGGraphicsElement).getBBox())
      .filter((box) => box.height > 0)
      .map((box) => box.width),
  );
}

/**
 * The funnel's note for "Last 30 days" at `now`: the previous period began more than 30 days ago, and so
 * does the current one in the last hour of a day whose 30 days span the autumn clock change (721 hours).
 */
function funnelNoteAt(now: Date) {
  const range = resolveReportRange({ range: "30d" }, now, "America/Los_Angeles");
  return range.current.start < findOldestKeptUpload(now)
    ? "This period began more than 30 days ago"
    : "The previous period is not compared: it began more than 30 days ago";
}

function section(page: Page, title: string) {
  return page.locator("div.rounded-lg").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

async function cellNumber(table: Locator, step: string) {
  const text = await table.getByRole("row").filter({ hasText: step }).getByRole("cell").nth(1).textContent();
  return Number(text);
}

test("Reports with a month of sales: daily bars at 1366 px, weekly at 375 px, sizes in bands, the funnel per cart session", async ({
  page,
}) => {
  await placePaidOrder(page, { "Full Name": "Scale Sam" });
  await seedMonthOfPayments(4_200);

  await page.setViewportSize(DESKTOP);
  const notesDue = new Set([funnelNoteAt(new Date())]);
  await unlock(page, ADMIN_PAGES.reports);
  notesDue.add(funnelNoteAt(new Date()));
  await expect(page.getByText(/\(30 days, America\/Los_Angeles\), compared with/)).toBeVisible();
  const revenue = section(page, "Revenue and orders");
  // 30 days fit per day at this width: a table row per day, each bar wider than a few pixels.
  await expect(revenue.locator("[data-chart-bucket]")).toHaveAttribute("data-chart-bucket", "day");
  await expect(revenue.getByRole("table", { name: "Revenue and orders per day" }).getByRole("row")).toHaveCount(31);
  const wide = await barWidths(revenue);
  expect(wide.length).toBeGreaterThanOrEqual(22);
  expect(Math.min(...wide), "narrowest bar at 1366 px").toBeGreaterThanOrEqual(4);

  // Sizes in bands, the bands said; the funnel in cart sessions from the designs uploaded (the order above).
  const sizes = section(page, "Shapes and sizes");
  await expect(sizes.getByText(/grouped by the sticker's longer side/)).toBeVisible();
  await sizes.getByRole("button", { name: "Show table: Shapes and sizes" }).click();
  await expect(sizes.getByRole("columnheader", { name: "Size band" })).toBeVisible();
  const funnel = section(page, "Funnel").getByRole("table", { name: "Funnel of the period, in cart sessions" });
  const steps = await funnel.getByRole("row").allTextContents();
  // The previous 30 days began 60 days ago, before unordered designs were deleted: not compared, and said so.
  const note = section(page, "Funnel").getByText(
    /The previous period is not compared|This period began more than 30 days ago/,
  );
  await expect(note).toBeVisible();
  const shown = (await note.textContent()) ?? "";
  expect(
    [...notesDue].some((due) => shown.includes(due)),
    `"${shown}" is one of ${[...notesDue]}`,
  ).toBe(true);
  expect(steps.map((row) => row.replace(/\d+|not compared/g, "").trim())).toEqual([
    "StepCart sessions, this periodCart sessions, previous period",
    "Designs uploaded",
    "Added to cart",
    "Checkout started",
    "Paid",
    "Proof approved",
    "Shipped",
  ]);
  expect(await cellNumber(funnel, "Designs uploaded")).toBeGreaterThanOrEqual(1);
  expect(await cellNumber(funnel, "Paid")).toBeGreaterThanOrEqual(1);
  expect(await cellNumber(funnel, "Paid")).toBeLessThanOrEqual(await cellNumber(funnel, "Checkout started"));
  expect(await cellNumber(funnel, "Checkout started")).toBeLessThanOrEqual(
    await cellNumber(funnel, "Designs uploaded"),
  );
  await expectNoSeriousViolations(page, "/admin/reports at 1366 px, a month of sales");

  await page.setViewportSize(PHONE);
  await unlock(page, ADMIN_PAGES.reports);
  const phoneRevenue = section(page, "Revenue and orders");
  // A bar per day would be about 1 px here: the chart and its table go per week (30 days: 5 steps).
  await expect(phoneRevenue.locator("[data-chart-bucket]")).toHaveAttribute("data-chart-bucket", "week");
  await expect(phoneRevenue.getByText("Per week (7-day steps from the first day)", { exact: false })).toBeVisible();
  await expect(phoneRevenue.getByRole("table", { name: "Revenue and orders per week" }).getByRole("row")).toHaveCount(
    6,
  );
  const narrow = await barWidths(phoneRevenue);
  expect(narrow.length).toBeGreaterThanOrEqual(5);
  expect(Math.min(...narrow), "narrowest bar at 375 px").toBeGreaterThanOrEqual(4);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, "/admin/reports at 375 px, a month of sales");

  // Turned sideways the same page has room again: back to a bar per day, without asking the server again.
  let asked = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/admin/reports")) asked++;
  });
  await page.setViewportSize(DESKTOP);
  await expect(phoneRevenue.locator("[data-chart-bucket]")).toHaveAttribute("data-chart-bucket", "day");
  expect(asked).toBe(0);
});
