// The deployment check's gaps on the admin dashboard, as an operator of an incomplete Vercel deployment
// sees them: each gap with its fix, readable at 1366 and 375 px (no sideways scroll), no serious axe
// violation. The e2e server runs on SQLite (not a deployment), so the dashboard is handed the verdict
// the check gives for VERCEL=1 with nothing else set.
import { expect, test } from "@playwright/test";
import { checkDeployment } from "../../lib/deployment/check-deployment.mjs";
import { ADMIN_PAGES, unlock } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";

const VERDICT = checkDeployment({ VERCEL: "1" });

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`the dashboard lists the deployment's gaps with their fixes at ${viewport.width} px`, async ({ page }, info) => {
    await page.setViewportSize(viewport);
    await page.route("**/api/admin/deployment-check", (route) => route.fulfill({ json: VERDICT }));
    await unlock(page, ADMIN_PAGES.dashboard);

    const notice = page.getByRole("region", { name: "Settings this deployment still needs" });
    await expect(notice).toBeVisible();
    const gaps = [...VERDICT.fatal, ...VERDICT.warnings];
    await expect(notice.getByRole("listitem")).toHaveCount(gaps.length);
    for (const gap of gaps) await expect(notice).toContainText(`${gap.problem} Fix: ${gap.fix}`);

    await page.waitForLoadState("networkidle");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousViolations(page, `/admin with deployment gaps at ${viewport.width} px`);
    await notice.screenshot({ path: info.outputPath(`deployment-warnings-${viewport.width}.png`) });
    await page.screenshot({ path: info.outputPath(`dashboard-${viewport.width}.png`), fullPage: true });
  });
}
