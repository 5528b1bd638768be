import lighthouse from "lighthouse";
import { setLocalStorage, startChrome } from "./lib/lighthouse.mjs";
const chrome = await startChrome();
try {
  await setLocalStorage(chrome.port, "http://127.0.0.1:3160", { cartSessionId: process.argv[2] }, { path: "/checkout", expectText: "art.png" });
  const result = await lighthouse("http://127.0.0.1:3160/", { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = result.lhr.audits["layout-shifts"];
  console.log(JSON.stringify(a.details.items, null, 1).slice(0, 3000));
  console.log("CLS", result.lhr.audits["cumulative-layout-shift"].numericValue);
} finally { await chrome.kill(); }
