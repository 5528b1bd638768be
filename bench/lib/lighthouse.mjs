// Lighthouse (mobile preset, the default) against the running shop, in one headless Chromium.
import { existsSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
// Lighthouse's own browser driver (a dependency of lighthouse, like chrome-launcher): used only to put the
// shopper's cart session into the browser's localStorage before the audits.
import puppeteer from "puppeteer-core";
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

/**
 * Sets `entries` in the localStorage of `origin` in the Chromium at `chromePort` (default browser
 * context, which Lighthouse's tabs share), then opens `check.path` and waits until its text contains
 * `check.expectText` — proof that the page sees the stored values.
 */
export async function setLocalStorage(chromePort, origin, entries, check) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}/api/sticker-sizes`, { waitUntil: "load", timeout: 30000 });
      await page.evaluate((values) => {
        for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
      }, entries);
      await page.goto(origin + check.path, { waitUntil: "load", timeout: 30000 });
      await page.waitForFunction(
        (text) => document.body.innerText.includes(text),
        { timeout: 30000 },
        check.expectText,
      );
    } finally {
      await page.close();
    }
  } finally {
    await browser.disconnect();
  }
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
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? [])
    .filter((item) => item.resourceType === "Script")
    .sort((a, b) => b.transferSize - a.transferSize)
    .slice(0, 3)
    .map((item) => `${new URL(item.url).pathname.split("/").pop()} ${(item.transferSize / 1024).toFixed(1)} kB`);
  const shifts = (lhr.audits["layout-shifts"]?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${item.node?.selector ?? item.node?.snippet ?? "?"} (${Number(item.score ?? 0).toFixed(3)})`);
  return {
    largestScripts: scripts.join(", ") || "—",
    shifts: shifts.join(", ") || "none listed",
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
