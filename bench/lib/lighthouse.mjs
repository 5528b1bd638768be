// Lighthouse (mobile preset, the default) against the running shop, in one headless Chromium.
import { existsSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { onCleanup, withTimeout } from "./processes.mjs";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

export async function startChrome() {
  const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  // chrome-launcher reports a missing binary as an unhandled 'error' event that ends the process.
  if (!existsSync(chromePath))
    throw new Error(`Chromium not found at ${chromePath} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  let killed = false;
  const kill = async () => {
    if (killed) return;
    killed = true;
    try {
      await chrome.kill();
    } catch {
      try {
        process.kill(chrome.pid, "SIGKILL");
      } catch {
        // gone
      }
    }
  };
  onCleanup(kill);
  return { port: chrome.port, pid: chrome.pid, kill };
}

/** One Lighthouse run; returns the scores (0–100), LCP/TBT (ms), CLS and the JS transfer bytes. */
export async function audit(url, chromePort) {
  const result = await withTimeout(
    lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
    }),
    120000,
    `lighthouse ${url}`,
  );
  const lhr = result.lhr;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scriptItem = lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
  const failing = (category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter(
        (ref) =>
          ref.weight > 0 &&
          (lhr.audits[ref.id]?.score ?? 1) < 1 &&
          lhr.audits[ref.id]?.scoreDisplayMode !== "notApplicable",
      )
      .map((ref) => ref.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsTransferBytes: scriptItem?.transferSize ?? Number.NaN,
    failing: { accessibility: failing("accessibility"), bestPractices: failing("best-practices") },
    runtimeError: lhr.runtimeError?.message,
  };
}
