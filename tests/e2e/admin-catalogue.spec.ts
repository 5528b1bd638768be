// The owner's catalogue (#35) at /admin/catalogue, at 1366 and 375 px: the owner raises the 3" square's
// 100-sticker total and adds a 1,000 tier in the one price grid, saves it whole and sees the change in the
// history; a refused grid shows the server's message and changes nothing; axe finds no serious violation.
// Each test puts the spec's grid back through the API afterwards, so the specs after this one price as the spec.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_PAGES, ADMIN_PASSWORD, unlock } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
];

type Grid = { quantities: number[]; tables: Array<{ sizeId: number; totals: string[] }>; roundedCornersFee: string };

async function adminHeaders(request: APIRequestContext) {
  const session = await request.post("/api/admin/session", { data: { password: ADMIN_PASSWORD } });
  expect(session.ok()).toBe(true);
  const { token } = (await session.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

async function readAdminCatalogue(request: APIRequestContext) {
  const answer = await request.get("/api/admin/catalogue", { headers: await adminHeaders(request) });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { prices: Grid; pricesRevision: string };
}

async function readGrid(request: APIRequestContext): Promise<Grid> {
  return (await readAdminCatalogue(request)).prices;
}

let specGrid: Grid;

test.beforeAll(async ({ request }) => {
  specGrid = await readGrid(request);
});

test.afterEach(async ({ request }) => {
  const restored = await request.put("/api/admin/catalogue/prices", {
    headers: await adminHeaders(request),
    // Saved over whatever the test left: from the revision stored now.
    data: { ...specGrid, revision: (await readAdminCatalogue(request)).pricesRevision },
  });
  expect(restored.ok(), await restored.text()).toBe(true);
});

async function openCatalogue(page: Page) {
  await unlock(page, ADMIN_PAGES.dashboard);
  await page.getByRole("link", { name: "Catalogue", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue$/);
  await expect(page.getByRole("heading", { name: "Catalogue", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Quantities and prices" })).toBeVisible();
}

function cell(page: Page, size: string, quantity: string) {
  return page.getByRole("textbox", { name: `${size}, ${quantity} stickers: total ($)`, exact: true });
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `/admin/catalogue document width at ${width} px`).toBeLessThanOrEqual(width);
}

for (const viewport of VIEWPORTS) {
  test(`the owner raises the 3" square's 100 total and adds a 1,000 tier at ${viewport.width} px`, async ({
    page,
  }, info) => {
    await page.setViewportSize(viewport);
    await openCatalogue(page);
    await expectNoSidewaysScroll(page, viewport.width);
    await expectNoSeriousViolations(page, `/admin/catalogue at ${viewport.width} px`);

    const raised = viewport.width > 1000 ? "95.00" : "96.00";
    const hundred = cell(page, '3" square', "100");
    await expect(hundred).toHaveValue("90.00");
    await hundred.fill(raised);
    await expect(hundred).toHaveAttribute("data-changed", "true");

    await page.getByRole("textbox", { name: "New tier (stickers)" }).fill("1000");
    await page.getByRole("button", { name: "Add tier", exact: true }).click();
    // Every size's 1,000 total: 1.8 times its 500 total (more in all, less a sticker).
    const grid = page.getByRole("region", { name: "Quantities and prices" });
    const thousands = grid.getByRole("textbox", { name: /, 1,000 stickers: total \(\$\)$/ });
    const rows = await thousands.count();
    expect(rows).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < rows; index++) {
      const label = (await thousands.nth(index).getAttribute("aria-label"))!;
      const size = label.slice(0, label.indexOf(", 1,000 stickers"));
      const fiveHundred = Number(await cell(page, size, "500").inputValue());
      await thousands.nth(index).fill((fiveHundred * 1.8).toFixed(2));
    }
    await thousands.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`catalogue-grid-${viewport.width}.png`) });

    await grid.getByRole("button", { name: "Save prices" }).click();
    await expect(page.getByText("Prices saved", { exact: true })).toBeVisible();
    // The spec's own 3" circle costs more a sticker at 400 than at 300: allowed, and said.
    await expect(grid.getByRole("status").filter({ hasText: "Saved, with warnings" })).toContainText(
      '3" circle, 400 stickers',
    );
    await expect(hundred).toHaveValue(raised);
    await expect(hundred).not.toHaveAttribute("data-changed", "true");
    await expect(cell(page, '3" square', "1,000")).toHaveValue("648.00");

    const history = page.getByRole("region", { name: "History" });
    const newest = history.getByRole("row").nth(1);
    await expect(newest).toContainText("Prices");
    await expect(newest).toContainText('3" square, 100 stickers: $90.00');
    await expect(newest).toContainText(`3" square, 100 stickers: $${raised}`);
    await expect(newest).toContainText(/1,000 stickers tier: .*2" \$630\.00/);

    // What was saved is what the page shows after a reload.
    await page.reload();
    await unlock(page, { ...ADMIN_PAGES.catalogue }, { navigate: false });
    await expect(cell(page, '3" square', "100")).toHaveValue(raised);
    await expect(cell(page, '3" square', "1,000")).toHaveValue("648.00");
    await expectNoSidewaysScroll(page, viewport.width);
    await expectNoSeriousViolations(page, `/admin/catalogue with a 1,000 tier at ${viewport.width} px`);
    await page.screenshot({ path: info.outputPath(`catalogue-${viewport.width}.png`), fullPage: true });
  });

  test(`a refused grid shows the server's message and changes nothing at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openCatalogue(page);
    const history = page.getByRole("region", { name: "History" });
    const historyRows = await history.getByRole("row").count();

    // 150 stickers for less than 100 cost: refused.
    await cell(page, '3" square', "150").fill("80.00");
    await cell(page, '3" square', "100").fill("91.00");
    await page.getByRole("button", { name: "Save prices" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "Nothing was saved." });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('3" square, 150 stickers');
    await expect(cell(page, '3" square', "150")).toHaveValue("80.00");
    await expect(cell(page, '3" square', "150")).toHaveAttribute("data-changed", "true");
    await expectNoSeriousViolations(page, `/admin/catalogue with a refused grid at ${viewport.width} px`);

    await page.reload();
    await unlock(page, { ...ADMIN_PAGES.catalogue }, { navigate: false });
    await expect(cell(page, '3" square', "150")).toHaveValue("130.00");
    await expect(cell(page, '3" square', "100")).toHaveValue("90.00");
    await expect(history.getByRole("row")).toHaveCount(historyRows);
  });
}
