import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe-core (WCAG 2.0/2.1 A and AA): a serious or critical violation fails with the rule and the offending nodes. */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  // `exclude`: selectors of parts that are not the shop's own (e.g. a test stand-in's markup).
  options: { exclude?: string[] } = {},
) {
  // Let entrance animations and toasts settle so colours are measured at rest.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400);
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(" ")} — ${node.failureSummary?.split("\n").slice(1, 3).join(" ")}`),
    }));
  expect(serious, `${label}: serious or critical axe violations`).toEqual([]);
  // axe did look at the page (a blank page would pass trivially).
  expect(results.passes.length, `${label}: axe checks that passed`).toBeGreaterThan(5);
}
