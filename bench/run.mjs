// `npm run bench`: the load and page benchmark of the shop's production build (see bench/README.md).
// Builds the framework's floor (bench/next-floor, a bare Next.js app), starts `next start` on a throw-away
// SQLite database (and PostgreSQL when DATABASE_URL points there), seeds realistic data, measures every
// figure against a baseline taken in the same run, and writes bench/results/latest.{md,json}. Every
// process it starts is stopped, also on failure.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { resolveDatabaseUrl } from "../lib/db/database-url.mjs";
import { isBuildCurrent } from "../scripts/lib/build.mjs";
import { prepareDatabase } from "../scripts/prepare-database.mjs";
import {
  settle,
  foldOrderCounts,
  BENCH_DIR,
  createBenchDatabase,
  insertRows,
  openDriver,
  seed,
  seedOrders,
  smallPng,
} from "./lib/database.mjs";
import { audit, setLocalStorage, startChrome } from "./lib/lighthouse.mjs";
import { cannon, fetchJson, median, workers } from "./lib/load.mjs";
import { reportStatements } from "./lib/report-sql.mjs";
import { signInCustomer } from "./lib/sign-in-customer.mjs";
import { buildFloor, checkFloorAnswersLikeShop, startFloor } from "./lib/next-floor.mjs";
import { decodeOrderCursor, exportBatchStatement, orderPageStatement } from "./lib/order-page-sql.mjs";
import {
  freePort,
  killAllSync,
  onCleanup,
  residentBytes,
  sampleMemory,
  sleep,
  startProcess,
  stopAll,
  stopProcess,
  waitForHttp,
} from "./lib/processes.mjs";

// BENCH_SMOKE=1: tiny data, one round, 1-second loads, no Lighthouse. Checks that every figure can be
// measured and that the answers are right (counts, rows); exit 1 on any error; ratios are not judged.
const SMOKE = process.env.BENCH_SMOKE === "1";
const RUNS = SMOKE ? 1 : Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
const LOAD_SECONDS = SMOKE ? 1 : Number(process.env.BENCH_SECONDS ?? 5);
const ADMIN_SECONDS = SMOKE ? 1 : 3; // per round of a latency figure at 1 connection
const TOTAL_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MINUTES ?? (SMOKE ? 15 : 60)) * 60_000;
const SKIP_LIGHTHOUSE = SMOKE || process.env.BENCH_SKIP_LIGHTHOUSE === "1";
// BENCH_ONLY=throughput,admin,export,upload,cart,checkout,quote,big,statements,diecut,printsheet,nesting,printfile,lighthouse runs a subset
// (written to partial.{md,json}).
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(",").map((name) => name.trim())) : null;
const wants = (name) => ONLY === null || ONLY.has(name);
const RESULTS_DIR = path.resolve("bench/results");
/** Active orders seeded per database (plus 4 % archived ones). */
const ORDER_COUNT = SMOKE ? 200 : 10_000;
/** Active orders of the PostgreSQL round that grows the same database. */
const BIG_ORDER_COUNT = SMOKE ? 2_000 : 100_000;
const PAGE_SIZE = 50;
/** The deep page of the paging figure (smaller when the data has fewer pages, as in the smoke run). */
const DEEP_PAGE = 100;

const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
const round = (value, digits = 2) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);
const mb = (bytes) => round(bytes / 1024 / 1024, 1);

// ---------------------------------------------------------------- safety: stop everything, always
let exiting = false;
async function shutdown(code) {
  if (exiting) return;
  exiting = true;
  await stopAll();
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void shutdown(130));
process.on("exit", killAllSync);
const watchdog = setTimeout(() => {
  console.error(`bench: gave up after ${TOTAL_TIMEOUT_MS / 60000} minutes`);
  void shutdown(1);
}, TOTAL_TIMEOUT_MS);
watchdog.unref();

// ---------------------------------------------------------------- helpers
const CUSTOMER = {
  customerName: "Bench Shopper",
  customerEmail: "bench@example.com",
  customerPhone: "555-0100",
  shippingAddress: "1 Main Street",
  shippingCity: "Portland",
  shippingState: "OR",
  shippingZip: "97201",
  shippingCountry: "United States",
};
const newSessionId = () => `session_${Date.now()}_${randomUUID()}`;

function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(path.resolve("node_modules", name, "package.json"), "utf8")).version;
  } catch {
    return null;
  }
}

/**
 * The statuses of the admin list's default view, read from the shop's source
 * (PAID_ONWARD_STATUSES in lib/domain/order-statuses.ts), so the baseline and the checks follow it.
 */
function paidOnwardStatuses() {
  const source = readFileSync("lib/domain/order-statuses.ts", "utf8");
  const match = /PAID_ONWARD_STATUSES\s*=\s*\[([^\]]*)\]/.exec(source);
  const statuses = match ? [...match[1].matchAll(/"([a-z_]+)"/g)].map((m) => m[1]) : [];
  if (!statuses.length) throw new Error("PAID_ONWARD_STATUSES not found in lib/domain/order-statuses.ts");
  return statuses;
}
const PAID_ONWARD = paidOnwardStatuses();

/** How many orders the admin list's default view holds, counted directly in the database. */
async function countDefaultView(db) {
  const [row] = await db.query(
    `SELECT COUNT(*) AS "count" FROM "Order" WHERE "archived" = ? AND "status" IN (${PAID_ONWARD.map(() => "?").join(", ")})`,
    [false, ...PAID_ONWARD],
  );
  return Number(row.count);
}

async function countActive(db) {
  const [row] = await db.query(`SELECT COUNT(*) AS "count" FROM "Order" WHERE "archived" = ?`, [false]);
  return Number(row.count);
}

async function startShop(env, nodeFlags = []) {
  const port = await freePort();
  const child = startProcess(
    process.execPath,
    [...nodeFlags, "node_modules/next/dist/bin/next", "start", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      env: { ...env, PORT: String(port) },
      label: "next start",
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/sticker-sizes`, { timeoutMs: 90_000, child });
  return { child, origin };
}

async function startBaseline(sizesFile, databaseUrl) {
  const port = await freePort();
  const child = startProcess(
    process.execPath,
    ["bench/lib/baseline-server.mjs", String(port), sizesFile, databaseUrl],
    { env: { ...process.env, BENCH_PAID_ONWARD_STATUSES: JSON.stringify(PAID_ONWARD) }, label: "baseline" },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/sizes`, { timeoutMs: 20_000, child });
  return { child, origin };
}

/** A ~10 MB PNG (stored, uncompressed deflate blocks) that the upload limit of 10 MiB still accepts. */
async function tenMegabytePng() {
  const width = 1800;
  const height = 1850;
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function durableWrite(file, bytes) {
  const handle = await open(file, "w");
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const buildIdAtStart = (() => {
  try {
    return readFileSync(".next/BUILD_ID", "utf8");
  } catch {
    return null;
  }
})();
const buildReplaced = () => {
  try {
    return readFileSync(".next/BUILD_ID", "utf8") !== buildIdAtStart;
  } catch {
    return true;
  }
};
let currentShop = null; // for the server log when a measurement fails

// ---------------------------------------------------------------- one database: data and servers
/** A throw-away database migrated like `npm start` does it and seeded; the shop's environment for it. */
async function prepareProvider(provider, serverUrl) {
  const database = await createBenchDatabase(provider, serverUrl);
  onCleanup(() => database.drop());
  const designsDir = path.join(BENCH_DIR, "designs");
  rmSync(designsDir, { recursive: true, force: true });
  const adminPassword = `bench-${randomBytes(12).toString("hex")}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: database.url,
    DESIGN_STORAGE_DIR: designsDir,
    EMAIL_OUTBOX_DIR: path.join(BENCH_DIR, "outbox"),
    ADMIN_PASSWORD: adminPassword,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    APP_URL: "http://127.0.0.1",
    // The load runs far exceed what shoppers do (thousands of checkouts a minute from one address):
    // the shop's public rate limits are raised for the bench, not switched off.
    RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? "1000",
    // The production build on PostgreSQL counts as a deployment: the checkout benchmark asks for test mode.
    PAYMENTS_TEST_MODE: "1",
  };
  for (const key of [
    "STRIPE_SECRET_KEY",
    "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "BLOB_READ_WRITE_TOKEN",
    "SMTP_URL",
    "ADMIN_PASSWORD_HASH",
  ])
    delete env[key];

  // Migrations, sizes and the admin password hash, exactly as `npm start` prepares them.
  const saved = { DATABASE_URL: process.env.DATABASE_URL, ADMIN_PASSWORD: process.env.ADMIN_PASSWORD };
  process.env.DATABASE_URL = database.url;
  process.env.ADMIN_PASSWORD = adminPassword;
  try {
    await prepareDatabase();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }

  const db = await openDriver(database.url);
  onCleanup(() => db.close());
  const seedStarted = performance.now();
  const { designIds } = await seed(db, { designsDir, orders: ORDER_COUNT });
  // The triggers appended a change row per seeded order: fold them into "OrderCount" as the shop's first
  // admin read would, then the planner's statistics, as autovacuum would have gathered them.
  await settle(db);
  const sizes = await db.query(
    `SELECT "id", "name", "priceCents", "shape", "width", "height" FROM "StickerSize" ORDER BY "id"`,
  );
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const defaultView = await countDefaultView(db);
  log(
    `seeded ${ORDER_COUNT} active orders (${defaultView} paid onward) + archived ones, 100 coupons, 50 affiliates, ${designIds.length} designs, counts folded, ANALYZE, in ${seedSeconds.toFixed(1)} s`,
  );
  const [{ version: databaseVersion }] = await db
    .query(provider === "sqlite" ? `SELECT sqlite_version() AS "version"` : `SHOW server_version`)
    .then((rows) => rows.map((row) => ({ version: row.version ?? row.server_version })));
  return { database, env, adminPassword, db, designIds, sizes, seedSeconds, databaseVersion };
}

/**
 * The shop, then the two baselines answering the shop's own GET /api/sticker-sizes bytes: the bare
 * node:http server and (when built) the bare Next.js app, checked to answer the same bytes and headers.
 */
async function startServers(data, floorBuilt) {
  const shop = await startShop(data.env);
  onCleanup(() => stopProcess(shop.child));
  currentShop = shop;
  log(`shop at ${shop.origin} (pid ${shop.child.pid})`);

  const sizesResponse = await fetch(`${shop.origin}/api/sticker-sizes`);
  const sizesAnswer = { bytes: Buffer.from(await sizesResponse.arrayBuffer()), headers: sizesResponse.headers };
  const sizesFile = path.join(BENCH_DIR, "sticker-sizes.json");
  writeFileSync(sizesFile, sizesAnswer.bytes);
  const baseline = await startBaseline(sizesFile, data.database.url);
  onCleanup(() => stopProcess(baseline.child));

  let floor = null;
  if (floorBuilt) {
    floor = await startFloor({
      sizesFile,
      contentType: sizesAnswer.headers.get("content-type"),
      cacheControl: sizesAnswer.headers.get("cache-control"),
    });
    onCleanup(() => stopProcess(floor.child));
    await checkFloorAnswersLikeShop(floor.origin, sizesAnswer);
    log(`bare Next.js app at ${floor.origin} (pid ${floor.child.pid})`);
  }
  return { shop, baseline, floor };
}

async function signIn(shop, password) {
  const { token } = await fetchJson(`${shop.origin}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  return { authorization: `Bearer ${token}` };
}

// ---------------------------------------------------------------- the figures
// Each measure*(ctx) returns { figures, runs }. ctx: shop, floor, baseline (servers), db, sizes,
// designIds (seed), auth (admin header). Figures with `met: null` are information, not targets.

/** The three servers answering the same sticker-size bytes: the shop, the bare Next.js app, node:http. */
const sizesServers = (ctx) => [
  ["shop", `${ctx.shop.origin}/api/sticker-sizes`],
  ["floor", `${ctx.floor.origin}/api/sticker-sizes`],
  ["nodeHttp", `${ctx.baseline.origin}/sizes`],
];

/** RUNS autocannon runs per server, interleaved (shop, floor, node:http, shop, …). */
async function loadSizesServers(ctx, options = {}) {
  const samples = { shop: [], floor: [], nodeHttp: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const [name, url] of sizesServers(ctx))
      samples[name].push(await cannon({ url, connections: 10, duration: LOAD_SECONDS, ...options }));
  }
  return samples;
}

const errorsIn = (samples) => samples.reduce((sum, r) => sum + r.errors, 0);

/** Shop / bare Next.js per round, to show how much the shared machine moved between rounds. */
const perRound = (samples, key, digits) =>
  samples.shop.map((r, index) => round(r[key] / samples.floor[index][key], digits)).join(", ");

/** 1. GET /api/sticker-sizes requests/s against the bare Next.js route handler (target) and node:http (information). */
async function measureThroughput(ctx) {
  log("throughput: GET /api/sticker-sizes vs a bare Next.js route handler vs node:http");
  const samples = await loadSizesServers(ctx);
  const rps = (name) => median(samples[name].map((r) => r.requestsPerSecond));
  const [shop, floor, nodeHttp] = [rps("shop"), rps("floor"), rps("nodeHttp")];
  const errors = errorsIn(samples.shop);
  return {
    shopRps: shop,
    runs: { throughput: samples },
    figures: {
      throughput: {
        what: `GET /api/sticker-sizes requests/s (10 connections × ${LOAD_SECONDS} s) vs a bare Next.js route handler`,
        shop: round(shop, 0),
        baseline: round(floor, 0),
        ratio: `${round(shop / floor, 3)} (rounds: ${perRound(samples, "requestsPerSecond", 2)})`,
        target: "≥ 0.9",
        met: shop / floor >= 0.9 && errors === 0,
        correct: errors === 0 && errorsIn(samples.floor) === 0,
        errors,
        baselineErrors: errorsIn(samples.floor),
      },
      throughputNodeHttp: {
        what: "the same vs bare node:http (information)",
        shop: round(shop, 0),
        baseline: round(nodeHttp, 0),
        ratio: round(shop / nodeHttp, 3),
        target: "—",
        met: null,
      },
    },
  };
}

/** 2. p99 latency at half the shop's saturation rate, the three servers at the same rate. */
async function measureLatency(ctx, shopRps) {
  const rate = Math.max(1, Math.floor(shopRps / 2));
  log(`p99 at ${rate} req/s`);
  const samples = await loadSizesServers(ctx, { overallRate: rate });
  const p99 = (name) => median(samples[name].map((r) => r.p99));
  const [shop, floor, nodeHttp] = [p99("shop"), p99("floor"), p99("nodeHttp")];
  return {
    runs: { p99: { rate, ...samples } },
    figures: {
      p99: {
        what: `p99 latency (ms) at ${rate} req/s (half the shop's saturation) vs a bare Next.js route handler`,
        shop: round(shop, 2),
        baseline: round(floor, 2),
        ratio: `${round(shop / floor, 2)} (rounds: ${perRound(samples, "p99", 2)})`,
        target: "≤ 1.5×",
        met: shop / floor <= 1.5,
      },
      p99NodeHttp: {
        what: "the same vs bare node:http (information)",
        shop: round(shop, 2),
        baseline: round(nodeHttp, 2),
        ratio: round(shop / nodeHttp, 2),
        target: "—",
        met: null,
      },
    },
  };
}

/** 1 and 2 share the saturation rate: they run together as "throughput". */
async function measureStickerSizes(ctx) {
  const throughput = await measureThroughput(ctx);
  const latency = await measureLatency(ctx, throughput.shopRps);
  return { figures: { ...throughput.figures, ...latency.figures }, runs: { ...throughput.runs, ...latency.runs } };
}

/**
 * GET /api/price-quote for a custom 2.5" × 3.5" at 100: holographic with a matte laminate (a non-default
 * material and finish, #35) against the defaults, RUNS interleaved rounds on the same shop. Both read the
 * catalogue from memory after one version statement, so the non-default quote should cost the same. The
 * answers are checked: the holographic total is the default's tier amount × 130 %, rounded once.
 */
async function measureQuote(ctx) {
  log("quote: GET /api/price-quote, holographic matte vs the default material and finish");
  const base = `${ctx.shop.origin}/api/price-quote?shape=square&widthInches=2.5&heightInches=3.5&quantity=100`;
  const urls = { special: `${base}&materialId=holographic&finishId=matte`, plain: base };
  const special = await fetchJson(urls.special);
  const plain = await fetchJson(urls.plain);
  const plainCents = Math.round(Number(plain.totalPrice) * 100);
  const specialCents = Math.round(Number(special.totalPrice) * 100);
  const correct = specialCents === Math.round((plainCents * 13) / 10) && plainCents > 0;
  const samples = { special: [], plain: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const name of ["special", "plain"])
      samples[name].push(await cannon({ url: urls[name], connections: 10, duration: LOAD_SECONDS }));
  }
  const rps = (name) => median(samples[name].map((r) => r.requestsPerSecond));
  const errors = errorsIn([...samples.special, ...samples.plain]);
  const ratio = rps("special") / rps("plain");
  return {
    runs: { quote: samples },
    figures: {
      quoteMaterial: {
        what: `GET /api/price-quote requests/s (10 connections × ${LOAD_SECONDS} s), holographic matte vs the default material and finish`,
        shop: round(rps("special"), 0),
        baseline: round(rps("plain"), 0),
        ratio: `${round(ratio, 3)} (rounds: ${samples.special.map((r, i) => round(r.requestsPerSecond / samples.plain[i].requestsPerSecond, 2)).join(", ")})`,
        target: "≥ 0.9",
        met: ratio >= 0.9 && errors === 0 && correct,
        correct: correct && errors === 0,
        errors,
        answers: `${special.totalPrice} vs ${plain.totalPrice}`,
      },
    },
  };
}

const adminUrl = (ctx, query) => `${ctx.shop.origin}/api/orders?${query}`;
const ids = (page) => page.orders.map((order) => Number(order.id)).join(",");
const roundsOf = (values, digits = 2) => values.map((value) => round(value, digits)).join(", ");

/**
 * The shop's page 1 of the default view and the raw driver's, checked to hold the same 50 orders and the
 * same total as a COUNT in the database; then RUNS interleaved rounds of 1-connection latency each.
 */
async function adminPageVsRaw(ctx, label) {
  const url = adminUrl(ctx, `page=1&pageSize=${PAGE_SIZE}`);
  const baseUrl = `${ctx.baseline.origin}/orders?page=1&pageSize=${PAGE_SIZE}`;
  const expected = await countDefaultView(ctx.db);
  const firstPage = await fetchJson(url, { headers: ctx.auth });
  const basePage = await fetchJson(baseUrl);
  const want = Math.min(PAGE_SIZE, expected);
  if (firstPage.total !== expected || firstPage.orders.length !== want)
    throw new Error(
      `admin page (${label}): expected ${want} of ${expected}, got ${firstPage.orders.length} of ${firstPage.total}`,
    );
  if (basePage.total !== expected || ids(basePage) !== ids(firstPage))
    throw new Error(`admin page (${label}): the raw driver's page differs from the shop's`);
  const samples = { shop: [], baseline: [] };
  for (let run = 0; run < RUNS; run += 1) {
    samples.shop.push(await cannon({ url, connections: 1, duration: ADMIN_SECONDS, headers: ctx.auth }));
    samples.baseline.push(await cannon({ url: baseUrl, connections: 1, duration: ADMIN_SECONDS }));
  }
  const shop = median(samples.shop.map((r) => r.mean));
  const baseline = median(samples.baseline.map((r) => r.mean));
  const perRoundRatio = samples.shop.map((r, index) => r.mean / samples.baseline[index].mean);
  const errors = errorsIn(samples.shop) + errorsIn(samples.baseline);
  return {
    samples,
    figure: {
      what: `admin GET /api/orders?page=1&pageSize=${PAGE_SIZE} (default view: ${expected} paid-onward of ${await countActive(ctx.db)} active orders), mean latency (ms), 1 connection, vs the raw driver running the shop's query`,
      shop: `${round(shop)} (rounds: ${roundsOf(samples.shop.map((r) => r.mean))})`,
      baseline: `${round(baseline)} (rounds: ${roundsOf(samples.baseline.map((r) => r.mean))})`,
      ratio: `${round(shop / baseline)} (rounds: ${roundsOf(perRoundRatio)})`,
      target: "≤ 2×",
      met: shop / baseline <= 2 && errors === 0,
      correct: errors === 0,
      errors,
    },
  };
}

/** 3. Admin: page 1 of the default view vs the same query through the raw driver. */
async function measureAdminOrders(ctx) {
  log("admin orders page");
  const { samples, figure } = await adminPageVsRaw(ctx, `${ORDER_COUNT} orders`);
  return { runs: { adminOrders: samples }, figures: { adminOrders: figure } };
}

/**
 * The URL of page `target` of the default view the way the admin table reaches it: through the
 * answers' `nextCursor` when the API has keyset paging (walking pages 1 → target), else `page=target`.
 * Checked against the raw driver's OFFSET page of the same query.
 */
async function deepPageUrl(ctx, target) {
  let page = await fetchJson(adminUrl(ctx, `page=1&pageSize=${PAGE_SIZE}`), { headers: ctx.auth });
  let url;
  let paging;
  let baseUrl = `${ctx.baseline.origin}/orders?page=${target}&pageSize=${PAGE_SIZE}`;
  let after = null;
  const offsetPage = await fetchJson(baseUrl);
  if (Object.hasOwn(page, "nextCursor")) {
    paging = "cursor";
    for (let number = 2; number <= target; number += 1) {
      if (!page.nextCursor) throw new Error(`admin paging: page ${number - 1} has no nextCursor`);
      const position = decodeOrderCursor(page.nextCursor);
      if (position.page !== number || position.id !== Number(page.orders.at(-1).id))
        throw new Error(`admin paging: page ${number - 1}'s nextCursor does not point after its last row`);
      url = adminUrl(ctx, `cursor=${encodeURIComponent(page.nextCursor)}&pageSize=${PAGE_SIZE}`);
      // The raw driver's page after the same row (the keyset statement the shop runs for this cursor).
      baseUrl = `${ctx.baseline.origin}/orders?after=${position.createdAtMs},${position.id}&pageSize=${PAGE_SIZE}`;
      after = { createdAt: new Date(position.createdAtMs), id: position.id };
      page = await fetchJson(url, { headers: ctx.auth });
    }
    if (page.page !== target)
      throw new Error(`admin paging: the cursor walk ended on page ${page.page}, not ${target}`);
  } else {
    paging = "offset";
    url = adminUrl(ctx, `page=${target}&pageSize=${PAGE_SIZE}`);
    page = await fetchJson(url, { headers: ctx.auth });
  }
  const basePage = await fetchJson(baseUrl);
  // Row for row: the same orders in the same order, with the same date, status and customer.
  const rowsOf = (list) =>
    list.orders
      .map((o) => [Number(o.id), new Date(o.createdAt).getTime(), o.status, o.customerEmail].join("|"))
      .join(",");
  if (page.orders.length !== PAGE_SIZE || rowsOf(page) !== rowsOf(basePage) || page.total !== basePage.total)
    throw new Error(`admin paging: page ${target} (${paging}) differs from the raw driver's page after the same row`);
  if (ids(page) !== ids(offsetPage))
    throw new Error(`admin paging: page ${target} (${paging}) differs from the raw driver's OFFSET page`);
  return { url, paging, baseUrl, after };
}

/** Page `target` vs page 1 of the shop, interleaved rounds at 1 connection. */
async function measureDeepPage(ctx) {
  const expected = await countDefaultView(ctx.db);
  const target = Math.max(2, Math.min(DEEP_PAGE, Math.floor(expected / PAGE_SIZE)));
  log(`admin page ${target} vs page 1`);
  const { url, paging, after } = await deepPageUrl(ctx, target);
  const firstUrl = adminUrl(ctx, `page=1&pageSize=${PAGE_SIZE}`);
  const samples = { page1: [], deep: [] };
  for (let run = 0; run < RUNS; run += 1) {
    samples.page1.push(await cannon({ url: firstUrl, connections: 1, duration: ADMIN_SECONDS, headers: ctx.auth }));
    samples.deep.push(await cannon({ url, connections: 1, duration: ADMIN_SECONDS, headers: ctx.auth }));
  }
  const first = median(samples.page1.map((r) => r.mean));
  const deep = median(samples.deep.map((r) => r.mean));
  const errors = errorsIn(samples.page1) + errorsIn(samples.deep);
  return {
    samples: { target, paging, after, ...samples },
    figure: {
      what: `admin page ${target} vs page 1 of ${expected} orders (default view), mean latency (ms), 1 connection; page ${target} reached ${paging === "cursor" ? "through nextCursor (cursor=…)" : `by page=${target} (OFFSET ${(target - 1) * PAGE_SIZE}: the API answers no nextCursor)`}`,
      shop: `${round(deep)} (rounds: ${roundsOf(samples.deep.map((r) => r.mean))})`,
      baseline: `page 1: ${round(first)} (rounds: ${roundsOf(samples.page1.map((r) => r.mean))})`,
      ratio: `${round(deep / first)} (rounds: ${roundsOf(samples.deep.map((r, index) => r.mean / samples.page1[index].mean))})`,
      target: "≤ 1.2× page 1",
      met: deep / first <= 1.2 && errors === 0,
      correct: errors === 0,
      errors,
    },
  };
}

/** One CSV download: time, time to first byte and the server tree's peak RSS while it streams. */
async function exportOnce(ctx) {
  const pid = ctx.shop.child.pid;
  const before = residentBytes(pid);
  const sampler = sampleMemory(pid, 10);
  const started = performance.now();
  const response = await fetch(`${ctx.shop.origin}/api/orders/export`, {
    headers: ctx.auth,
    signal: AbortSignal.timeout(120_000),
  });
  const headersMs = performance.now() - started;
  if (!response.ok) throw new Error(`export → ${response.status}`);
  let bytes = 0;
  let lines = 0;
  let firstChunkMs = null;
  let chunks = 0;
  for await (const chunk of response.body) {
    firstChunkMs ??= performance.now() - started;
    chunks += 1;
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const totalMs = performance.now() - started;
  const { peak, samples } = sampler.stop();
  return {
    totalMs,
    headersMs,
    firstChunkMs,
    bytes,
    rows: lines - 1,
    chunks,
    samples,
    rssBefore: before,
    rssPeak: peak,
    rssGrowth: Math.max(0, peak - before),
    chunked: response.headers.get("transfer-encoding") === "chunked" && !response.headers.get("content-length"),
  };
}

/** A quarter of the seeded active orders: the small side of the export's memory figure. */
const EXPORT_SMALL = Math.round(ORDER_COUNT / 4);

/** RUNS exports of `expectedRows` active orders (after one warm-up), each checked to hold them all. */
async function exportSeries(ctx, expectedRows) {
  await exportOnce(ctx); // warm-up
  const list = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await exportOnce(ctx);
    if (result.rows !== expectedRows) throw new Error(`export: expected ${expectedRows} rows, got ${result.rows}`);
    list.push(result);
  }
  return list;
}

/** RUNS exports with all seeded orders active, then RUNS with only the newest quarter active. */
async function exportRuns(ctx) {
  const runs = { rowsAll: await exportSeries(ctx, await countActive(ctx.db)), rowsQuarter: [] };
  const keep = await ctx.db.query(
    `SELECT "id" FROM "Order" WHERE "archived" = ? ORDER BY "createdAt" DESC, "id" DESC LIMIT ${EXPORT_SMALL}`,
    [false],
  );
  const cutoff = Math.min(...keep.map((row) => Number(row.id)));
  // Archived for the measurement without an archivedAt, which tells them from the seeded archive.
  await ctx.db.query(`UPDATE "Order" SET "archived" = ? WHERE "id" < ? AND "archived" = ?`, [true, cutoff, false]);
  try {
    runs.rowsQuarter = await exportSeries(ctx, EXPORT_SMALL);
  } finally {
    await ctx.db.query(`UPDATE "Order" SET "archived" = ? WHERE "archived" = ? AND "archivedAt" IS NULL`, [
      false,
      true,
    ]);
    // Both UPDATEs appended a change row per order: folded, as the shop's next admin read would.
    await foldOrderCounts(ctx.db);
  }
  return runs;
}

const exportSummary = (list) => ({
  totalMs: median(list.map((r) => r.totalMs)),
  firstChunkMs: median(list.map((r) => r.firstChunkMs)),
  growth: median(list.map((r) => r.rssGrowth)),
  peak: median(list.map((r) => r.rssPeak)),
  rows: list[0].rows,
  bytes: list[0].bytes,
  rounds: list.map((r) => ({ ms: round(r.totalMs, 0), growthMb: mb(r.rssGrowth) })),
});

/** 4. CSV export: streamed, and the server's memory growth flat from a quarter of the orders to all. */
async function measureExport(ctx) {
  log("CSV export");
  const runs = await exportRuns(ctx);
  const big = exportSummary(runs.rowsAll);
  const small = exportSummary(runs.rowsQuarter);
  ctx.exportBase = big; // the 10,000-row side of the 100,000-row figure (PostgreSQL)
  // More than one batch (lib/orders/export-orders.ts: 500 rows) must arrive in more than one chunk.
  const streamed = runs.rowsAll.every((r) => r.chunked && (r.rows <= 500 || r.chunks > 1));
  // Flat: 4× the rows may not cost more than 1.5× the quarter's growth plus 16 MB of noise (GC timing).
  const flat = big.growth <= 1.5 * small.growth + 16 * 1024 * 1024;
  return {
    runs: { export: runs },
    figures: {
      export: {
        what: `CSV export GET /api/orders/export: ${big.rows} rows (${mb(big.bytes)} MB) in ${round(big.totalMs, 0)} ms (rounds: ${big.rounds.map((r) => r.ms).join(", ")}), first bytes after ${round(big.firstChunkMs, 0)} ms; ${small.rows} rows in ${round(small.totalMs, 0)} ms`,
        shop: `RSS growth ${mb(big.growth)} MB (rounds: ${big.rounds.map((r) => r.growthMb).join(", ")}; peak ${mb(big.peak)} MB) at ${big.rows} rows`,
        baseline: `RSS growth ${mb(small.growth)} MB (rounds: ${small.rounds.map((r) => r.growthMb).join(", ")}; peak ${mb(small.peak)} MB) at ${small.rows} rows`,
        // A ratio of two growths near zero is noise; the difference is what 'flat' is about.
        ratio: `${big.growth >= small.growth ? "+" : "−"}${mb(Math.abs(big.growth - small.growth))} MB at 4× the rows`,
        target: "streamed; memory flat as rows grow",
        met: streamed && flat,
        correct: streamed,
        streamed,
        flat,
      },
    },
  };
}

/** One POST /api/upload-design of `png`, end to end (ms). */
async function uploadOnce(origin, png) {
  const form = new FormData();
  form.append("file", new Blob([png], { type: "image/png" }), "bench-10mb.png");
  form.append("sessionId", newSessionId()); // uploads need a cart session
  const started = performance.now();
  const design = await fetchJson(`${origin}/api/upload-design`, { method: "POST", body: form });
  const ms = performance.now() - started;
  if (!design?.id) throw new Error("upload answered without a design id");
  return ms;
}

const UPLOAD_RUNS = SMOKE ? 1 : Math.max(RUNS, 5);

/** The upload's baseline: SHA-256 of the bytes and two synced writes of them (ms). */
async function hashAndWriteTwice(png, folder) {
  const started = performance.now();
  createHash("sha256").update(png).digest("hex");
  await durableWrite(path.join(folder, "a.png"), png);
  await durableWrite(path.join(folder, "b.png"), png);
  return performance.now() - started;
}

/** 5. 10 MB PNG upload end to end vs SHA-256 + writing the bytes twice (each synced to disk). */
async function measureUpload(ctx) {
  log("10 MB upload");
  const png = await tenMegabytePng();
  const scratch = path.join(BENCH_DIR, "scratch");
  mkdirSync(scratch, { recursive: true });
  await uploadOnce(ctx.shop.origin, png); // warm-up
  const runs = { shop: [], baseline: [], bytes: png.length };
  try {
    for (let run = 0; run < UPLOAD_RUNS; run += 1) {
      runs.shop.push(await uploadOnce(ctx.shop.origin, png));
      runs.baseline.push(await hashAndWriteTwice(png, scratch));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const shop = median(runs.shop);
  const baseline = median(runs.baseline);
  return {
    runs: { upload: runs },
    figures: {
      upload: {
        what: `POST /api/upload-design of a ${mb(png.length)} MB PNG, ms`,
        shop: `${round(shop, 1)} (rounds: ${roundsOf(runs.shop, 0)})`,
        baseline: `${round(baseline, 1)} (rounds: ${roundsOf(runs.baseline, 0)})`,
        ratio: round(shop / baseline),
        target: "≤ 2×",
        met: shop / baseline <= 2,
        correct: runs.shop.length === UPLOAD_RUNS,
      },
    },
  };
}

/** One cart run: 50 shoppers add a line and read their cart back; then the rows are counted per session. */
async function cartRun(ctx) {
  const { shop, db, sizes } = ctx;
  const sessions = Array.from({ length: 50 }, newSessionId);
  const designIds = await designsOfSessions(ctx, sessions);
  const added = new Array(50).fill(0);
  let staleReads = 0;
  const result = await workers(50, LOAD_SECONDS * 1000, async (index) => {
    const size = sizes[added[index] % sizes.length];
    await fetchJson(`${shop.origin}/api/cart`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        sessionId: sessions[index],
        designId: designIds[index], // a design belongs to its session only
        sizeId: Number(size.id),
        quantity: [50, 100, 200, 500][added[index] % 4],
        // Rounded corners exist only for square stickers (the shop answers 400 otherwise).
        roundedCorners: size.shape === "square" && added[index] % 2 === 0,
      }),
    });
    added[index] += 1;
    const lines = await fetchJson(`${shop.origin}/api/cart/${sessions[index]}`);
    if (lines.length !== added[index]) staleReads += 1;
  });
  const rows = await db.query(
    `SELECT "sessionId", COUNT(*) AS "count" FROM "CartItem" WHERE "sessionId" IN (${sessions.map(() => "?").join(", ")}) GROUP BY "sessionId"`,
    sessions,
  );
  const stored = new Map(rows.map((row) => [row.sessionId, Number(row.count)]));
  const lost = sessions.reduce((sum, id, index) => sum + Math.max(0, added[index] - (stored.get(id) ?? 0)), 0);
  const extra = sessions.reduce((sum, id, index) => sum + Math.max(0, (stored.get(id) ?? 0) - added[index]), 0);
  return { ...result, added: added.reduce((a, b) => a + b, 0), lost, extra, staleReads };
}

/**
 * One design per session (copies of a seeded design's files and row): a cart takes only designs its
 * own session uploaded. Answers their ids in the order of `sessions`.
 */
async function designsOfSessions({ db, designIds, env }, sessions) {
  const [template] = await db.query(`SELECT * FROM "Design" WHERE "id" = ?`, [designIds[0]]);
  const designsDir = env.DESIGN_STORAGE_DIR;
  const rows = sessions.map((sessionId) => {
    const filename = `${randomUUID()}.png`;
    copyFileSync(path.join(designsDir, "primary", template.filename), path.join(designsDir, "primary", filename));
    copyFileSync(path.join(designsDir, "backup", template.filename), path.join(designsDir, "backup", filename));
    copyFileSync(
      path.join(designsDir, "metadata", `${template.filename}.json`),
      path.join(designsDir, "metadata", `${filename}.json`),
    );
    return {
      originalName: template.originalName,
      filename,
      sessionId,
      mimeType: template.mimeType,
      sizeBytes: Number(template.sizeBytes),
      width: Number(template.width),
      height: Number(template.height),
      checksum: template.checksum,
      createdAt: new Date(),
    };
  });
  await insertRows(db, "Design", rows);
  const stored = await db.query(
    `SELECT "id", "sessionId" FROM "Design" WHERE "sessionId" IN (${sessions.map(() => "?").join(", ")})`,
    sessions,
  );
  const bySession = new Map(stored.map((row) => [row.sessionId, Number(row.id)]));
  return sessions.map((sessionId) => bySession.get(sessionId));
}

/** 6. Cart add + read, mixed, 50 connections: no errors and no lost lines (rows counted per session). */
async function measureCart(ctx) {
  log("cart add + read, 50 connections");
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await cartRun(ctx));
  const sum = (key) => runs.reduce((total, r) => total + r[key], 0);
  const errors = sum("errors");
  const lostOrExtra = sum("lost") + sum("extra");
  const staleReads = sum("staleReads");
  return {
    runs: { cart: runs },
    figures: {
      cart: {
        what: `cart POST /api/cart + GET /api/cart/{session}, 50 connections × ${LOAD_SECONDS} s: pairs/s`,
        shop: `${round(median(runs.map((r) => r.perSecond)), 1)} (rounds: ${roundsOf(
          runs.map((r) => r.perSecond),
          1,
        )})`,
        baseline: "—",
        ratio: `${errors} errors, ${lostOrExtra} lost/extra lines, ${staleReads} stale reads, ${sum("added")} lines added`,
        target: "0 errors, no lost items",
        met: errors === 0 && lostOrExtra === 0 && staleReads === 0,
        correct: errors === 0 && lostOrExtra === 0 && staleReads === 0 && sum("added") > 0,
        messages: runs.flatMap((r) => r.messages),
      },
    },
  };
}

const CHECKOUT_CONCURRENCY = 10;
const CARTS_PER_RUN = Number(process.env.BENCH_CARTS ?? (SMOKE ? 300 : 3000));
const CHECKOUT_TARGET = 0.1;

/** `count` one-line carts inserted directly; returns a function handing out their session ids. */
async function prepareCarts({ db, sizes, designIds }, count) {
  const now = new Date();
  const list = Array.from({ length: count }, newSessionId);
  await insertRows(
    db,
    "CartItem",
    list.map((sessionId, index) => {
      const size = sizes[index % sizes.length];
      return {
        sessionId,
        designId: designIds[index % designIds.length],
        // Each line keeps its sticker (#22).
        sizeId: Number(size.id),
        shape: size.shape,
        widthInches: Number(size.width),
        heightInches: Number(size.height),
        sizeName: size.name,
        quantity: 50,
        unitPriceCents: Math.round(Number(size.priceCents) / 50),
        totalPriceCents: Number(size.priceCents),
        roundedCorners: false,
        scale: 100,
        xPosition: 0,
        yPosition: 0,
        createdAt: now,
      };
    }),
  );
  return () => list.pop();
}

/** One checkout through the shop: the quote (create-payment-intent), then the order. */
async function shopCheckout(origin, sessionId) {
  const quote = await fetchJson(`${origin}/api/create-payment-intent`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      sessionId,
      shippingMethod: "standard",
      shippingCity: CUSTOMER.shippingCity,
      shippingState: CUSTOMER.shippingState,
    }),
  });
  const placed = await fetchJson(`${origin}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...CUSTOMER, sessionId, paymentId: quote.paymentId, shippingMethod: "standard" }),
  });
  if (placed.orderIds?.length !== 1) throw new Error(`expected one order, got ${JSON.stringify(placed).slice(0, 120)}`);
}

async function baselineCheckout(origin, sessionId) {
  const placed = await fetchJson(`${origin}/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ sessionId }),
  });
  if (placed.orderIds?.length !== 1) throw new Error("baseline placed no order");
}

/** Checkouts per second over fresh carts, `CHECKOUT_CONCURRENCY` at a time. */
async function checkoutRun(ctx, checkout, origin) {
  const nextCart = await prepareCarts(ctx, CARTS_PER_RUN);
  return workers(CHECKOUT_CONCURRENCY, LOAD_SECONDS * 1000, async () => {
    const sessionId = nextCart();
    if (!sessionId) return false;
    await checkout(origin, sessionId);
  });
}

/** 7. Checkout per second (create-payment-intent + POST /api/orders, test mode) vs raw inserts. */
async function measureCheckout(ctx) {
  log("checkout");
  const runs = { shop: [], baseline: [] };
  for (let run = 0; run < RUNS; run += 1) {
    runs.shop.push(await checkoutRun(ctx, shopCheckout, ctx.shop.origin));
    runs.baseline.push(await checkoutRun(ctx, baselineCheckout, ctx.baseline.origin));
  }
  const shop = median(runs.shop.map((r) => r.perSecond));
  const baseline = median(runs.baseline.map((r) => r.perSecond));
  const errors = errorsIn(runs.shop);
  return {
    runs: { checkout: runs },
    figures: {
      checkout: {
        what: `checkouts/s (create-payment-intent + POST /api/orders, test mode, ${CHECKOUT_CONCURRENCY} concurrent)`,
        shop: `${round(shop, 1)} (rounds: ${roundsOf(
          runs.shop.map((r) => r.perSecond),
          1,
        )})`,
        baseline: `${round(baseline, 1)} (rounds: ${roundsOf(
          runs.baseline.map((r) => r.perSecond),
          1,
        )})`,
        ratio: `${round(shop / baseline, 3)} (rounds: ${roundsOf(
          runs.shop.map((r, index) => r.perSecond / runs.baseline[index].perSecond),
          3,
        )})`,
        target: `≥ ${CHECKOUT_TARGET}`,
        met: shop / baseline >= CHECKOUT_TARGET && errors === 0,
        correct: errors === 0 && errorsIn(runs.baseline) === 0 && runs.shop.every((r) => r.completed > 0),
        errors,
        messages: runs.shop.flatMap((r) => r.messages),
      },
    },
  };
}

/**
 * PostgreSQL's plan of one statement, run (EXPLAIN ANALYZE): execution time, the plan's node types and
 * the rows its scans read and filtered away. What the report gives as a missed target's measured cause.
 */
async function explainPlan(db, sql, params) {
  const [row] = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  const [plan] = row["QUERY PLAN"];
  const nodes = [];
  let scanned = 0;
  const walk = (node) => {
    nodes.push(node["Index Name"] ? `${node["Node Type"]} on ${node["Index Name"]}` : node["Node Type"]);
    if (/Scan/.test(node["Node Type"]) && node["Relation Name"] === "Order")
      scanned += (node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0)) * (node["Actual Loops"] ?? 1);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  return `${round(plan["Execution Time"], 1)} ms in the database; reads ${scanned} "Order" rows; plan: ${[...new Set(nodes)].join(" → ")}`;
}

/** One line of V8's --trace-gc: the kind of collection and the heap used before and after it (MB). */
const GC_LINE = /(Scavenge|Mark-Compact|Mark-sweep)\D*?(\d+\.\d+) \((\d+\.\d+)\) -> (\d+\.\d+) \((\d+\.\d+)\) MB/;

/**
 * Why the export's RSS grows: a separate short-lived `next start` of the same build and database run
 * with V8's --trace-gc (which only logs each collection; it changes no GC decision), exporting every
 * active order and then only the newest `smallRows` (the others archived for the measurement, as in
 * exportRuns). Per download: the RSS growth as in the figure, the full collections (Mark-Compact) and
 * the heap they left (the live heap), and the most heap V8 let fill before collecting.
 */
async function exportGcProbe(ctx, smallRows) {
  const shop = await startShop(ctx.env, ["--trace-gc"]);
  onCleanup(() => stopProcess(shop.child));
  let gcs = [];
  shop.child.stdout.on("data", (chunk) => {
    for (const line of chunk.toString().split("\n")) {
      const match = GC_LINE.exec(line);
      if (match) gcs.push({ kind: match[1], before: Number(match[2]), after: Number(match[4]) });
    }
  });
  const probeCtx = { ...ctx, shop, auth: await signIn(shop, ctx.adminPassword) };
  const download = async (rows) => {
    await exportOnce(probeCtx); // warm-up
    const list = [];
    for (let run = 0; run < RUNS; run += 1) {
      const liveBefore = gcs.at(-1)?.after ?? null;
      gcs = [];
      const result = await exportOnce(probeCtx);
      await sleep(100); // the last trace lines
      if (result.rows !== rows) throw new Error(`export (GC probe): expected ${rows} rows, got ${result.rows}`);
      const full = gcs.filter((gc) => gc.kind !== "Scavenge");
      list.push({
        rows,
        growthMb: mb(result.rssGrowth),
        liveBeforeMb: liveBefore,
        collections: gcs.length,
        fullCollections: full.length,
        liveAfterFullMb: full.length ? Math.max(...full.map((gc) => gc.after)) : null,
        heapPeakMb: Math.max(0, ...gcs.map((gc) => gc.before)),
      });
    }
    return list;
  };
  try {
    const big = await download(await countActive(ctx.db));
    // The grown orders are older but have higher ids: the newest rows are picked by (createdAt, id).
    await ctx.db.query(
      `UPDATE "Order" SET "archived" = ? WHERE "archived" = ? AND "id" NOT IN (SELECT "id" FROM "Order" WHERE "archived" = ? ORDER BY "createdAt" DESC, "id" DESC LIMIT ${smallRows})`,
      [true, false, false],
    );
    let small;
    try {
      small = await download(smallRows);
    } finally {
      await ctx.db.query(`UPDATE "Order" SET "archived" = ? WHERE "archived" = ? AND "archivedAt" IS NULL`, [
        false,
        true,
      ]);
      await foldOrderCounts(ctx.db);
    }
    return { big, small };
  } finally {
    await stopProcess(shop.child);
  }
}

/** The heap the full GCs of each probe download left (MB), or how full the heap got when none ran. */
function heapLeft(list) {
  return list
    .map((r) =>
      r.liveAfterFullMb === null
        ? `no full GC (heap ≤ ${r.heapPeakMb})`
        : `${r.liveAfterFullMb} (${r.fullCollections} full GCs)`,
    )
    .join("; ");
}

/** The GC probe's rounds in a sentence. */
function describeGcRounds(list) {
  const range = (values) => {
    const known = values.filter((value) => value !== null);
    return known.length ? `${Math.min(...known)}–${Math.max(...known)}` : "—";
  };
  return `${list[0].rows} rows: RSS growth ${list.map((r) => r.growthMb).join(", ")} MB; ${list.map((r) => r.fullCollections).join(", ")} full GCs (of ${list.map((r) => r.collections).join(", ")}), heap left by them ${range(list.map((r) => r.liveAfterFullMb))} MB; heap filled up to ${range(list.map((r) => r.heapPeakMb))} MB before a collection; heap after the last GC before the download ${range(list.map((r) => r.liveBeforeMb))} MB`;
}

/**
 * The Reports page's data for the last 90 days (GET /api/admin/reports?range=90d, admin token) against the same
 * aggregate statements through the raw pg driver behind node:http (bench/lib/report-sql.mjs, run in parallel on
 * a pool like the shop's Promise.all), mean latency at 1 connection, interleaved rounds. Checked first: the
 * shop's totals equal sums of the raw driver's rows (paid, discounts, refunds, orders per day in the period,
 * funnel counts and medians, coupon and affiliate rows) and the 90-day paid total equals a plain SUM.
 */
async function reportsVsRaw(ctx, label) {
  const url = `${ctx.shop.origin}/api/admin/reports?range=90d`;
  const report = await fetchJson(url, { headers: ctx.auth });
  const query = new URLSearchParams({
    start: report.current.start,
    end: report.current.end,
    previousStart: report.previous.start,
    previousEnd: report.previous.end,
    timeZone: report.timeZone,
  });
  const baseUrl = `${ctx.baseline.origin}/report?${query}`;
  const raw = await fetchJson(baseUrl);
  const inPeriod = (row) => row.day >= report.current.firstDay && row.day <= report.current.lastDay;
  const sum = (rows, key) => rows.filter(inPeriod).reduce((total, row) => total + Number(row[key]), 0);
  const [plain] = await ctx.db.query(
    `SELECT COUNT(*) AS "n", COALESCE(SUM("totalCents"), 0) AS "paid" FROM "Payment" WHERE "paidAt" >= ? AND "paidAt" < ?`,
    [new Date(report.current.start), new Date(report.current.end)],
  );
  // The shop answers medians to the hundredth of an hour (lib/reports/find-median-hours.ts).
  const medianOf = (rows) =>
    rows[0]?.median === null || rows[0]?.median === undefined ? null : Math.round(Number(rows[0].median) * 100) / 100;
  const checks = {
    paid: [report.sales.current.paidCents, sum(raw.dailyPayments, "paid"), Number(plain.paid)],
    checkouts: [report.sales.current.checkouts, sum(raw.dailyPayments, "checkouts"), Number(plain.n)],
    discounts: [report.sales.current.discountCents, sum(raw.dailyPayments, "discount")],
    refunds: [report.sales.current.refundCents, sum(raw.dailyRefunds, "refunded")],
    orders: [report.sales.current.orders, sum(raw.dailyOrders, "orders"), report.mix.orders],
    started: [report.funnel.current.checkoutsStarted, Number(raw.funnel[0].started)],
    expired: [report.funnel.current.expiredUnpaid, Number(raw.funnel[0].expired)],
    previousPaid: [report.funnel.previous.paid, Number(raw.previousFunnel[0].paid)],
    medianToShip: [report.funnel.current.medianHoursToShip, medianOf(raw.medianToShip)],
    sizes: [report.mix.sizes.length, raw.sizes.length],
    coupons: [report.coupons.length, raw.coupons.length],
    affiliates: [report.affiliates.length, raw.affiliates.length],
  };
  const wrong = Object.entries(checks).filter(([, values]) => values.some((value) => value !== values[0]));
  if (wrong.length)
    throw new Error(`reports (${label}): the shop's figures differ from the raw driver's: ${JSON.stringify(wrong)}`);
  if (report.sales.current.checkouts === 0) throw new Error(`reports (${label}): nothing paid in the last 90 days`);
  const samples = { shop: [], baseline: [] };
  for (let run = 0; run < RUNS; run += 1) {
    samples.shop.push(await cannon({ url, connections: 1, duration: ADMIN_SECONDS, headers: ctx.auth }));
    samples.baseline.push(await cannon({ url: baseUrl, connections: 1, duration: ADMIN_SECONDS }));
  }
  const shop = median(samples.shop.map((r) => r.mean));
  const baseline = median(samples.baseline.map((r) => r.mean));
  const perRoundRatio = samples.shop.map((r, index) => r.mean / samples.baseline[index].mean);
  const errors = errorsIn(samples.shop) + errorsIn(samples.baseline);
  return {
    samples,
    range: {
      start: new Date(report.current.start),
      end: new Date(report.current.end),
      previousStart: new Date(report.previous.start),
      previousEnd: new Date(report.previous.end),
      timeZone: report.timeZone,
    },
    figure: {
      what: `admin GET /api/admin/reports?range=90d (${report.sales.current.checkouts} checkouts and ${report.sales.current.orders} orders paid in the period, ${report.bucket === "day" ? "per day" : "per week"}, with the previous 90 days; ${Object.keys(raw).length} aggregate statements), mean latency (ms), 1 connection, vs the raw pg driver running the same statements in parallel behind node:http`,
      shop: `${round(shop)} (rounds: ${roundsOf(samples.shop.map((r) => r.mean))})`,
      baseline: `${round(baseline)} (rounds: ${roundsOf(samples.baseline.map((r) => r.mean))})`,
      ratio: `${round(shop / baseline)} (rounds: ${roundsOf(perRoundRatio)})`,
      target: "≤ 3×",
      met: shop / baseline <= 3 && errors === 0,
      correct: errors === 0,
      errors,
    },
  };
}

/**
 * 8. PostgreSQL at 100,000 orders: the same database grown to BIG_ORDER_COUNT active orders (older
 * than the seeded ones, same proportions), ANALYZE again; then page 1 vs the raw driver, page 100 vs
 * page 1, and the export of all of them vs the export of 10,000 measured in the 10,000-order round.
 */
async function measureBigRound(ctx) {
  ctx.exportBase ??= exportSummary(await exportSeries(ctx, await countActive(ctx.db)));
  const active = await countActive(ctx.db);
  const started = performance.now();
  const [oldest] = await ctx.db.query(`SELECT MIN("createdAt") AS "oldest" FROM "Order"`);
  await seedOrders(ctx.db, {
    count: BIG_ORDER_COUNT - active,
    designIds: ctx.designIds,
    sizes: ctx.sizes,
    newest: new Date(oldest.oldest),
    seed: 43,
  });
  const folded = await settle(ctx.db);
  const growSeconds = (performance.now() - started) / 1000;
  log(
    `grew to ${await countActive(ctx.db)} active orders, folded ${folded} count changes, ANALYZE in ${growSeconds.toFixed(1)} s`,
  );

  log(`admin page 1 at ${BIG_ORDER_COUNT} orders`);
  const page1 = await adminPageVsRaw(ctx, `${BIG_ORDER_COUNT} orders`);
  const deep = await measureDeepPage(ctx);
  log(`Reports page data, last 90 days at ${BIG_ORDER_COUNT} orders`);
  const reports = await reportsVsRaw(ctx, `${BIG_ORDER_COUNT} orders`);

  log(`CSV export of ${BIG_ORDER_COUNT} rows`);
  const bigExports = await exportSeries(ctx, BIG_ORDER_COUNT);
  const big = exportSummary(bigExports);
  const base = ctx.exportBase;
  const timeRatio = big.totalMs / base.totalMs;
  const growthRatio = big.growth / base.growth;
  log(`CSV export memory: a shop process of its own under --trace-gc, ${BIG_ORDER_COUNT} then ${ORDER_COUNT} rows`);
  const gcProbe = await exportGcProbe(ctx, ORDER_COUNT);

  // Measured causes: the plans of the page's statement (as the shop runs it: page 1, pageSize + 1 rows,
  // the total from the counts table) and of the export's batch after row 90,000 (row-value keyset).
  const pageStatement = orderPageStatement({ provider: "postgres", statuses: PAID_ONWARD, limit: PAGE_SIZE + 1 });
  const pagePlan = await explainPlan(ctx.db, pageStatement.sql, pageStatement.params);
  const deepStatement = deep.samples.after
    ? orderPageStatement({
        provider: "postgres",
        statuses: PAID_ONWARD,
        limit: PAGE_SIZE + 1,
        after: deep.samples.after,
      })
    : null;
  const deepPlan = deepStatement ? await explainPlan(ctx.db, deepStatement.sql, deepStatement.params) : null;
  const [last] = await ctx.db.query(
    `SELECT "createdAt", "id" FROM "Order" WHERE "archived" = ? ORDER BY "createdAt" DESC, "id" DESC LIMIT 1 OFFSET ${Math.floor(BIG_ORDER_COUNT * 0.9)}`,
    [false],
  );
  const batch = exportBatchStatement({ limit: 500, after: { createdAt: last.createdAt, id: last.id } });
  const exportPlan = await explainPlan(ctx.db, batch.sql, batch.params);
  const reportRange = reports.range;
  const reportSql = reportStatements(reportRange);
  const [dailyPlan, sizesPlan] = [
    await explainPlan(ctx.db, reportSql.dailyPayments.sql, reportSql.dailyPayments.params),
    await explainPlan(ctx.db, reportSql.sizes.sql, reportSql.sizes.params),
  ];
  Object.assign(ctx.causes, {
    reportsBig: `the report runs ${Object.keys(reportSql).length} aggregate statements; revenue per day (Payment, 180 days): ${dailyPlan}; shapes and sizes (Order, 90 days): ${sizesPlan}.`,
    adminOrdersBig: `the shop's page statement (same filter, sort and count) at ${BIG_ORDER_COUNT} orders: ${pagePlan}.`,
    adminDeepPage: `the page is reached by ${deep.samples.paging === "cursor" ? `cursor; the shop's keyset statement for it: ${deepPlan}; page 1's: ${pagePlan}` : `OFFSET ${(deep.samples.target - 1) * PAGE_SIZE}: the API answered no nextCursor`}.`,
    exportBigTime: `the export's keyset batch after row ${Math.floor(BIG_ORDER_COUNT * 0.9)} (the shop's condition \`(createdAt, id) < ($1, $2)\`): ${exportPlan}.`,
    exportBigRss: `RSS growth ${mb(big.growth)} MB at ${big.rows} rows vs ${mb(base.growth)} MB at ${base.rows}. A shop process of its own under V8's --trace-gc: ${describeGcRounds(gcProbe.big)}; ${describeGcRounds(gcProbe.small)}. The heap a full GC leaves is what the process holds; the RSS growth is garbage V8 lets pile up before collecting.`,
  });
  const rounds = (summary, key) => summary.rounds.map((r) => r[key]).join(", ");
  return {
    runs: {
      bigRound: {
        growSeconds,
        page1: page1.samples,
        deep: deep.samples,
        reports: reports.samples,
        exports: bigExports,
        gcProbe,
      },
    },
    figures: {
      adminOrdersBig: page1.figure,
      adminDeepPage: deep.figure,
      reportsBig: reports.figure,
      exportBigTime: {
        what: `CSV export of ${big.rows} rows vs ${base.rows} rows (the same database before it grew), time (ms)`,
        shop: `${round(big.totalMs, 0)} (rounds: ${rounds(big, "ms")})`,
        baseline: `${round(base.totalMs, 0)} (rounds: ${rounds(base, "ms")})`,
        ratio: round(timeRatio, 2),
        target: "≤ 11×",
        met: timeRatio <= 11,
        correct: big.rows === BIG_ORDER_COUNT,
      },
      exportBigRss: {
        what: `the same: growth of the server's RSS during the download (VmRSS of the next start process tree every 10 ms, peak − before), MB`,
        shop: `${mb(big.growth)} (rounds: ${rounds(big, "growthMb")})`,
        baseline: `${mb(base.growth)} (rounds: ${rounds(base, "growthMb")})`,
        ratio: round(growthRatio, 2),
        target: "≤ 1.5×",
        met: growthRatio <= 1.5,
        correct: true,
      },
      exportBigHeap: {
        what: `the same, what the process holds: V8's heap after each full GC during the download (--trace-gc of a shop process of its own, ${BIG_ORDER_COUNT} then ${ORDER_COUNT} rows), MB (information)`,
        shop: heapLeft(gcProbe.big),
        baseline: heapLeft(gcProbe.small),
        ratio: "—",
        target: "— (information: the cause of the RSS figure)",
        met: null,
        correct: true,
      },
    },
  };
}

/** fetch returning the parsed JSON and the X-Sql-Statements header (null when absent); throws unless 2xx. */
async function fetchCounted(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30000) });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${new URL(url).pathname} → ${response.status} ${text.slice(0, 160)}`);
  const header = response.headers.get("x-sql-statements");
  return { body: text ? JSON.parse(text) : null, statements: header === null ? null : Number(header) };
}

const postJson = (body) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** One checkout (quote + order) and one cart add, each with the statements its requests reported. */
async function countedCheckoutAndCartAdd(ctx, origin, cookie = null) {
  const nextCart = await prepareCarts(ctx, 1);
  const sessionId = nextCart();
  // A signed-in customer's browser sends its session cookie with every request (#38).
  const withCookie = (init) => (cookie ? { ...init, headers: { ...init.headers, cookie } } : init);
  const quote = await fetchCounted(
    `${origin}/api/create-payment-intent`,
    withCookie(
      postJson({
        sessionId,
        shippingMethod: "standard",
        shippingCity: CUSTOMER.shippingCity,
        shippingState: CUSTOMER.shippingState,
      }),
    ),
  );
  const placed = await fetchCounted(
    `${origin}/api/orders`,
    withCookie(postJson({ ...CUSTOMER, sessionId, paymentId: quote.body.paymentId, shippingMethod: "standard" })),
  );
  if (placed.body.orderIds?.length !== 1) throw new Error("statement count: the checkout placed no order");
  const cartSession = newSessionId();
  const [designId] = await designsOfSessions(ctx, [cartSession]);
  const size = ctx.sizes[0];
  const cartAdd = await fetchCounted(
    `${origin}/api/cart`,
    postJson({ sessionId: cartSession, designId, sizeId: Number(size.id), quantity: 50, roundedCorners: false }),
  );
  return { quote: quote.statements, order: placed.statements, cartAdd: cartAdd.statements };
}

/**
 * 9. SQL statements per checkout and per cart add: a short-lived shop process of its own with
 * SQL_STATEMENT_HEADER=1 (every API answer then carries X-Sql-Statements), started after the measured
 * shop has stopped, so the counting never runs during a throughput figure. One warm-up, then RUNS
 * sequential checkouts and cart adds.
 */
async function measureStatements(ctx) {
  log("SQL statements per checkout and per cart add (SQL_STATEMENT_HEADER=1)");
  const shop = await startShop({ ...ctx.env, SQL_STATEMENT_HEADER: "1" });
  onCleanup(() => stopProcess(shop.child));
  const samples = [];
  const signedIn = [];
  try {
    await countedCheckoutAndCartAdd(ctx, shop.origin); // warm-up: first requests of a fresh process
    for (let run = 0; run < RUNS; run += 1) samples.push(await countedCheckoutAndCartAdd(ctx, shop.origin));
    // The same checkout by a signed-in customer (#38): their session cookie on both requests.
    const cookie = await signInCustomer(shop.origin, ctx.env.EMAIL_OUTBOX_DIR, CUSTOMER.customerEmail);
    await countedCheckoutAndCartAdd(ctx, shop.origin, cookie);
    for (let run = 0; run < RUNS; run += 1) signedIn.push(await countedCheckoutAndCartAdd(ctx, shop.origin, cookie));
  } finally {
    await stopProcess(shop.child);
  }
  const signedInCheckout = signedIn.map((s) => s.quote + s.order);
  const reported = samples.every((s) => s.quote !== null && s.order !== null && s.cartAdd !== null);
  const checkout = samples.map((s) => s.quote + s.order);
  const cartAdd = samples.map((s) => s.cartAdd);
  const checkoutMedian = median(checkout);
  const cartMedian = median(cartAdd);
  if (reported)
    ctx.causes.checkout = `This run counted ${checkoutMedian} SQL statements per checkout and ${cartMedian} per cart add.`;
  return {
    runs: { statements: samples, signedInStatements: signedIn },
    figures: {
      statementsSignedIn: {
        what: "SQL statements per checkout by a signed-in customer (#38: the session cookie on create-payment-intent and POST /api/orders) against the same checkout anonymous, X-Sql-Statements, sequential",
        shop: reported ? `${median(signedInCheckout)} (rounds: ${signedInCheckout.join(", ")})` : "not reported",
        baseline: reported ? checkoutMedian : "—",
        ratio: reported ? `+${median(signedInCheckout) - checkoutMedian}` : "—",
        target: "≤ +1 statement",
        met: reported ? median(signedInCheckout) - checkoutMedian <= 1 : null,
        correct: !reported || signedIn.every((s) => s.quote > 0 && s.order > 0),
        reported,
      },
      statements: {
        what: "SQL statements per checkout (create-payment-intent + POST /api/orders) / per cart add (POST /api/cart), X-Sql-Statements of a shop started with SQL_STATEMENT_HEADER=1, sequential",
        shop: reported
          ? `${checkoutMedian} (quote ${samples[0].quote} + order ${samples[0].order}; rounds: ${checkout.join(", ")}) / ${cartMedian} (rounds: ${cartAdd.join(", ")})`
          : "not reported by this build (no X-Sql-Statements header)",
        baseline: "—",
        ratio: "—",
        target: "≤ 16 / ≤ 7",
        met: reported ? checkoutMedian <= 16 && cartMedian <= 7 : null,
        // A checkout or cart add without a statement is a header that does not count (a broken wrapper).
        correct: !reported || samples.every((s) => s.quote > 0 && s.order > 0 && s.cartAdd > 0),
        reported,
      },
    },
  };
}

const DIE_CUT_ROUNDS = SMOKE ? 1 : Math.max(RUNS, 7);
const DIE_CUT_TRACE_TARGET = 0.5;
const DIE_CUT_UPLOAD_TARGET = 1.25;
/** #32: the event loop's longest delay during a cut-line request, worst adversarial pattern × size, ms. */
const DIE_CUT_EVENT_LOOP_TARGET_MS = 50;
const DIE_CUT_REFUSAL_REASONS = new Set(["too-many-pieces", "too-intricate"]);

/**
 * Right answers of the #32 figure (bench/lib/die-cut-figures.mjs, (c)): every pattern traced the same in
 * every round or refused for a known reason, at least one traced, every traced one's cut line at every size
 * with points, the size asked and the same in the pool as on the main thread, every request sampled by the
 * delay monitor, and a worst pattern picked.
 */
function eventLoopCorrect(eventLoop) {
  const { checks, patterns, worst, sizesInches } = eventLoop;
  return (
    checks.patterns > 0 &&
    patterns.length === checks.patterns &&
    checks.traced > 0 &&
    checks.unknownRefusals === 0 &&
    checks.outlinesChanged === 0 &&
    checks.emptyLines === 0 &&
    checks.linesDiffer === 0 &&
    checks.wrongSizes === 0 &&
    checks.unsampled === 0 &&
    patterns.every((pattern) =>
      pattern.refused
        ? DIE_CUT_REFUSAL_REASONS.has(pattern.refused)
        : pattern.trace.rounds.length === DIE_CUT_ROUNDS &&
          pattern.cuts.length === sizesInches.length &&
          pattern.cuts.every(
            (cut) =>
              cut.points >= 3 &&
              cut.pool.delay.rounds.length === DIE_CUT_ROUNDS &&
              cut.mainThread.delay.rounds.length === DIE_CUT_ROUNDS &&
              [...cut.pool.delay.rounds, ...cut.mainThread.delay.rounds].every((ms) => Number.isFinite(ms) && ms > 0),
          ),
    ) &&
    worst !== null &&
    Number.isFinite(worst.pool.medianMs) &&
    Number.isFinite(worst.mainThread.medianMs)
  );
}

/** The #32 figure's per-pattern numbers, as a Markdown table for the report. */
function eventLoopDetails(eventLoop) {
  const sizes = eventLoop.sizesInches;
  const lines = [
    `### Die-cut (#32): cut-line requests for adversarial artwork (lib/die-cut/__fixtures__/adversarial-artwork.ts), medians of ${DIE_CUT_ROUNDS} rounds`,
    "",
    'Per size: the request in the pool, ms / the event loop\'s longest delay during it, ms / the same request on the main thread: its delay, ms. "Trace": traceWorkingCopyOffThread of the decoded working copy, ms.',
    "",
    `| pattern | PNG bytes | working copy | trace in the pool | outline | ${sizes.map((size) => `${size}"`).join(" | ")} |`,
    `|---|---|---|---|---|${sizes.map(() => "---|").join("")}`,
  ];
  for (const pattern of eventLoop.patterns) {
    const outline = pattern.refused
      ? `refused: ${pattern.refused}`
      : `${pattern.source}, ${pattern.parts} part${pattern.parts === 1 ? "" : "s"}, ${pattern.points} points`;
    const cuts = sizes.map((size) => {
      const cut = pattern.cuts?.find((c) => c.sizeInches === size);
      if (!cut) return "—";
      return `${round(cut.pool.request.medianMs, 1)} / ${round(cut.pool.delay.medianMs, 1)} / ${round(cut.mainThread.delay.medianMs, 1)} (${cut.points} points)`;
    });
    lines.push(
      `| ${pattern.name} | ${pattern.pngBytes} | ${pattern.workingCopy.width} × ${pattern.workingCopy.height} | ${round(pattern.trace.medianMs, 1)} | ${outline} | ${cuts.join(" | ")} |`,
    );
  }
  lines.push("");
  return lines;
}

/**
 * 9. Die-cut (#22), in a process of its own with the shop's TypeScript sources (bench/lib/die-cut-figures.mjs,
 * through scripts/register-ts.mjs): a ~10 MB, 12-megapixel PNG made from real clip art; (a) tracing its
 * working copy and offsetting its cut line at 12" (the decode of the working copy not counted) against
 * sharp decoding the file; (b) storeCheckedDesignFiles with tracing against the same pipeline with
 * { traceOutline: false }; (c) #32: the event loop's longest delay during a cut-line request (the cut in the
 * geometry pool) for the worst of the adversarial patterns × 1", 3", 12", against the same request cut on
 * the main thread. Measured once, with no server running: it uses no database.
 */
async function measureDieCut() {
  log(
    "die-cut: tracing a 10 MB PNG vs decoding it; the upload pipeline with vs without tracing; the event loop during cut-line requests for adversarial artwork",
  );
  const scratch = path.join(BENCH_DIR, "die-cut");
  const out = path.join(BENCH_DIR, "die-cut-figures.json");
  rmSync(out, { force: true });
  const child = startProcess(
    process.execPath,
    ["--import", "./scripts/register-ts.mjs", "bench/lib/die-cut-figures.mjs", scratch, String(DIE_CUT_ROUNDS), out],
    { env: process.env, label: "die-cut figures" },
  );
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the die-cut figures failed (exit ${code}):\n${child.recentLog().slice(-4000)}`);
  const result = JSON.parse(readFileSync(out, "utf8"));
  rmSync(out, { force: true });
  const { png, trace, decode, uploadWithTracing: traced, uploadWithoutTracing: untraced, checks } = result;
  const traceRatio = trace.medianMs / decode.medianMs;
  const uploadRatio = traced.medianMs / untraced.medianMs;
  const lines = result.cutLines
    .map((line) => `${line.sizeInches}": ${line.widthInches}" × ${line.heightInches}", ${line.points} points`)
    .join("; ");
  // Right answers: a 12 MP PNG under the upload limit, traced from its alpha, each cut line's longest side
  // the size asked, every traced upload with its outline and no untraced one with one.
  const correct =
    png.width * png.height >= 11_500_000 &&
    png.bytes >= 8 * 1024 * 1024 &&
    png.bytes <= 10 * 1024 * 1024 &&
    result.outline.source === "alpha" &&
    result.cutLines.every(
      (line) => Math.abs(Math.max(line.widthInches, line.heightInches) - line.sizeInches) <= 0.01,
    ) &&
    checks.missingOutlines === 0 &&
    checks.unexpectedOutlines === 0 &&
    checks.outlines > 0 &&
    trace.rounds.length === DIE_CUT_ROUNDS &&
    traced.rounds.length === DIE_CUT_ROUNDS;
  const what = `${mb(png.bytes)} MB PNG of ${png.width} × ${png.height} px (transparent background; working copy ${result.workingCopy.width} × ${result.workingCopy.height})`;
  // (c) #32: the worst pattern × size in the pool, and the same request cut on the main thread.
  const { eventLoop } = result;
  const loopCorrect = eventLoopCorrect(eventLoop);
  const { worst } = eventLoop;
  const refused = eventLoop.patterns.filter((p) => p.refused);
  const worstMain = eventLoop.worstOnMainThread;
  const worstMainNote =
    worstMain && (worstMain.pattern !== worst?.pattern || worstMain.sizeInches !== worst?.sizeInches)
      ? `; the main thread's own worst: ${worstMain.pattern} at ${worstMain.sizeInches}", ${round(worstMain.mainThread.medianMs, 1)} ms`
      : "";
  const loopWhat = worst
    ? `Die-cut (#32): the event loop's longest delay during a cut-line request (stored outline's JSON read back, computeCutLineOffThread in the geometry pool, toDieCutLine), worst of ${eventLoop.patterns.length} adversarial patterns × ${eventLoop.sizesInches.map((size) => `${size}"`).join(", ")} (${refused.length} refused at trace: ${refused.map((p) => `${p.name}, ${p.refused}`).join("; ") || "none"}): ${worst.pattern} at ${worst.sizeInches}", ms, vs the same request with computeCutLine on the main thread${worstMainNote}`
    : `Die-cut (#32): the event loop's longest delay during a cut-line request: no pattern traced`;
  log(
    worst
      ? `die-cut: longest event-loop delay during a cut-line request, worst pattern: ${round(worst.pool.medianMs, 1)} ms (${worst.pattern}, ${worst.sizeInches}"); on the main thread ${round(worst.mainThread.medianMs, 1)} ms`
      : "die-cut: no adversarial pattern was traced",
  );
  return {
    runs: { dieCut: result },
    figures: {
      dieCutTrace: {
        what: `Die-cut: tracing the working copy of a ${what} and offsetting its cut line (${lines}), ms, vs sharp decoding the file`,
        shop: `${round(trace.medianMs, 1)} (rounds: ${roundsOf(trace.rounds, 0)})`,
        baseline: `${round(decode.medianMs, 1)} (rounds: ${roundsOf(decode.rounds, 0)})`,
        ratio: round(traceRatio),
        target: `≤ ${DIE_CUT_TRACE_TARGET}×`,
        met: traceRatio <= DIE_CUT_TRACE_TARGET,
        correct,
      },
      dieCutUpload: {
        what: `Die-cut: the upload pipeline (storeCheckedDesignFiles: check, trace, primary + backup + metadata synced) of that PNG with tracing vs { traceOutline: false }, ms`,
        shop: `${round(traced.medianMs, 1)} (rounds: ${roundsOf(traced.rounds, 0)})`,
        baseline: `${round(untraced.medianMs, 1)} (rounds: ${roundsOf(untraced.rounds, 0)})`,
        ratio: round(uploadRatio),
        target: `≤ ${DIE_CUT_UPLOAD_TARGET}×`,
        met: uploadRatio <= DIE_CUT_UPLOAD_TARGET,
        correct,
      },
      dieCutEventLoop: {
        what: loopWhat,
        shop: worst ? `${round(worst.pool.medianMs, 1)} (rounds: ${roundsOf(worst.pool.rounds, 1)})` : "—",
        baseline: worst
          ? `${round(worst.mainThread.medianMs, 1)} (rounds: ${roundsOf(worst.mainThread.rounds, 1)})`
          : "—",
        ratio: worst ? round(worst.pool.medianMs / worst.mainThread.medianMs) : "—",
        target: `≤ ${DIE_CUT_EVENT_LOOP_TARGET_MS} ms`,
        met: worst ? worst.pool.medianMs <= DIE_CUT_EVENT_LOOP_TARGET_MS : false,
        correct: loopCorrect,
      },
    },
    details: eventLoopDetails(eventLoop),
  };
}

const PRINT_SHEET_COPIES = SMOKE ? 10 : 100;
const PRINT_SHEET_ROUNDS = SMOKE ? 1 : Math.max(RUNS, 5);
const PRINT_SHEET_TIME_TARGET = 2;
const PRINT_SHEET_MEMORY_TARGET = 2;
const PRINT_SHEET_DENSITY_TARGET = 1;

const PRINT_FILE_MEMORY_TARGET = 2;
const PRINT_FILE_SHEET_MEMORY_TARGET = 3;
/** Photos of the print-file figures: 49 MP (under the 50 MP upload cap); small in the smoke run. */
const PRINT_FILE_PHOTO_PIXELS = SMOKE ? 1500 : 7000;
const PRINT_FILE_SHEET_DESIGNS = SMOKE ? 3 : 10;

/**
 * 11. Print files of large photos (#33), in processes of their own (bench/lib/print-file-figures.mjs): the
 * RSS growth of one order's print file of a 49 MP photo (a 3" square at the shop's 600 DPI, and a 12" one
 * at the photo's own 583) against the photo's decoded RGB size; a sheet of ten such photos against the
 * largest one's. Measured once, with no server running: it uses no database.
 */
async function measurePrintFiles() {
  const figuresOf = async (args, label) => {
    const child = startProcess(
      process.execPath,
      ["--import", "./scripts/register-ts.mjs", "bench/lib/print-file-figures.mjs", ...args],
      { env: process.env, label },
    );
    const code = await new Promise((resolve) => child.once("exit", resolve));
    if (code !== 0) throw new Error(`${label} failed (exit ${code}):\n${child.recentLog().slice(-4000)}`);
  };
  const megapixels = round((PRINT_FILE_PHOTO_PIXELS * PRINT_FILE_PHOTO_PIXELS) / 1e6, 0);
  log(
    `print files: ${megapixels} MP photos, one order's file (3" and 12") and a sheet of ${PRINT_FILE_SHEET_DESIGNS}; RSS`,
  );
  const scratch = path.join(BENCH_DIR, "print-files");
  rmSync(scratch, { recursive: true, force: true });
  await figuresOf(
    ["prepare", scratch, String(PRINT_FILE_SHEET_DESIGNS), String(PRINT_FILE_PHOTO_PIXELS)],
    "print files (prepare)",
  );
  const out = (name) => path.join(scratch, `${name}.json`);
  await figuresOf(["file", scratch, out("file3"), "3"], 'print file (3")');
  await figuresOf(["file", scratch, out("file12"), "12"], 'print file (12")');
  await figuresOf(["sheet", scratch, String(PRINT_FILE_SHEET_DESIGNS), out("sheet")], "print sheet of photos");
  const [file3, file12, sheet] = ["file3", "file12", "sheet"].map((name) =>
    JSON.parse(readFileSync(out(name), "utf8")),
  );
  rmSync(scratch, { recursive: true, force: true });
  const photo = `a ${PRINT_FILE_PHOTO_PIXELS} × ${PRINT_FILE_PHOTO_PIXELS} px JPEG photo (${megapixels} MP, ${mb(file3.decodedBytes)} MB decoded as RGB)`;
  const fileRatio = Math.max(file3.growth, file12.growth) / file3.decodedBytes;
  const sheetRatio = sheet.growth / sheet.decodedBytes;
  return {
    runs: { printFiles: { file3, file12, sheet } },
    figures: {
      printFileMemory: {
        what: `One order's print file of ${photo}: RSS growth while rendering, embedding and streaming it (peak − RSS before, fresh process after a 1" warm-up), MB, the larger of a 3" square (${file3.effectiveDpi} DPI embedded, ${mb(file3.growth)} MB, ${file3.ms} ms, PDF ${mb(file3.pdfBytes)} MB) and a 12" one (${file12.effectiveDpi} DPI, ${mb(file12.growth)} MB, ${file12.ms} ms, PDF ${mb(file12.pdfBytes)} MB), vs the photo decoded (RGB)`,
        shop: mb(Math.max(file3.growth, file12.growth)),
        baseline: mb(file3.decodedBytes),
        ratio: round(fileRatio),
        target: `≤ ${PRINT_FILE_MEMORY_TARGET}×`,
        met: fileRatio <= PRINT_FILE_MEMORY_TARGET,
        correct: file3.effectiveDpi === Math.min(600, Math.floor(PRINT_FILE_PHOTO_PIXELS / 3)) && file3.pdfBytes > 0,
      },
      printFileSheetMemory: {
        what: `A print sheet of ${sheet.count} orders, each a 3" square of its own ${photo} (12" roll, ${sheet.pages} page(s), ${sheet.ms} ms, PDF ${mb(sheet.pdfBytes)} MB): RSS growth while writing it, MB, vs the largest photo decoded (RGB)`,
        shop: mb(sheet.growth),
        baseline: mb(sheet.decodedBytes),
        ratio: round(sheetRatio),
        target: `≤ ${PRINT_FILE_SHEET_MEMORY_TARGET}×`,
        met: sheetRatio <= PRINT_FILE_SHEET_MEMORY_TARGET,
        correct: sheet.count === PRINT_FILE_SHEET_DESIGNS && sheet.pages >= 1 && sheet.pdfBytes > 0,
      },
    },
  };
}

/** One run of bench/lib/print-sheet-figures.mjs in a process of its own (a fresh one per memory figure). */
async function runPrintSheetFigures(args, label, env = process.env) {
  const child = startProcess(
    process.execPath,
    ["--import", "./scripts/register-ts.mjs", "bench/lib/print-sheet-figures.mjs", ...args],
    { env, label },
  );
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`${label} failed (exit ${code}):\n${child.recentLog().slice(-4000)}`);
}

/**
 * 10. Print sheet (#23), in processes of their own with the shop's TypeScript sources
 * (bench/lib/print-sheet-figures.mjs through scripts/register-ts.mjs): 10 orders × PRINT_SHEET_COPIES on a 12" × 48" roll. (a) layout
 * + PDF against PDFKit alone handed the same designs and paths; (b) the RSS growth of writing it, each
 * side in a fresh process, against the designs' decoded size; (c) stickers per page against a plain
 * row-by-row layout. Measured once, with no server running: it uses no database.
 */
async function measurePrintSheet() {
  log(`print sheet: 10 orders × ${PRINT_SHEET_COPIES} copies on a 12" roll vs PDFKit alone; RSS; vs rows`);
  const scratch = path.join(BENCH_DIR, "print-sheet");
  rmSync(scratch, { recursive: true, force: true });
  const timeFile = path.join(scratch, "time.json");
  const memoryFile = (which) => path.join(scratch, `memory-${which}.json`);
  await runPrintSheetFigures(["prepare", scratch, String(PRINT_SHEET_COPIES)], "print sheet (prepare)");
  await runPrintSheetFigures(["time", scratch, String(PRINT_SHEET_ROUNDS), timeFile], "print sheet (time)");
  await runPrintSheetFigures(["memory", scratch, "shop", memoryFile("shop")], "print sheet (shop's memory)");
  await runPrintSheetFigures(["memory", scratch, "pdfkit", memoryFile("pdfkit")], "print sheet (PDFKit's memory)");
  // The same shop run with glibc's per-thread malloc arenas capped (libvips' worker threads otherwise keep
  // freed pixel buffers in arenas of their own): information beside the figure, which is taken as deployed.
  await runPrintSheetFigures(["memory", scratch, "shop", memoryFile("capped")], "print sheet (capped arenas)", {
    ...process.env,
    MALLOC_ARENA_MAX: "2",
  });
  const timed = JSON.parse(readFileSync(timeFile, "utf8"));
  const memory = Object.fromEntries(
    ["shop", "pdfkit", "capped"].map((which) => [which, JSON.parse(readFileSync(memoryFile(which), "utf8"))]),
  );
  rmSync(scratch, { recursive: true, force: true });
  const timeRatio = timed.shop.medianMs / timed.baseline.medianMs;
  const memoryRatio = memory.shop.growth / memory.shop.decodedBytes;
  const shopPerPage = timed.copies / timed.pages;
  const rowsPerPage = timed.copies / timed.rowByRowPages;
  const densityRatio = shopPerPage / rowsPerPage;
  // Right answers: every copy placed and cut once, a page per layout page, both PDFs of similar size
  // (the same pages, images and paths), each memory run's process peak not already past its start.
  const correct =
    timed.checks.everyCopyCut &&
    timed.checks.placed &&
    timed.copies === 10 * PRINT_SHEET_COPIES &&
    timed.shop.rounds.length === PRINT_SHEET_ROUNDS &&
    timed.shop.bytes > 0.5 * timed.baseline.bytes &&
    memory.shop.peakBeforeWriting <= memory.shop.rssBefore * 1.05;
  const what = `Print sheet: 10 orders × ${PRINT_SHEET_COPIES} copies (squares, circles, rounded rectangles, die-cuts; designs 1200 × 1200 px) on a 12" × 48" roll, ${timed.pages} pages`;
  return {
    runs: { printSheet: { ...timed, memory } },
    figures: {
      printSheetTime: {
        what: `${what}: layoutPrintSheet + writePrintSheetPdf (print rasters rendered, PDF streamed), ms, vs PDFKit alone handed the same designs and paths (each design opened once, drawn at every placement, the same cut paths stroked)`,
        shop: `${round(timed.shop.medianMs, 1)} (rounds: ${roundsOf(timed.shop.rounds, 0)})`,
        baseline: `${round(timed.baseline.medianMs, 1)} (rounds: ${roundsOf(timed.baseline.rounds, 0)})`,
        ratio: round(timeRatio),
        target: `≤ ${PRINT_SHEET_TIME_TARGET}×`,
        met: timeRatio <= PRINT_SHEET_TIME_TARGET,
        correct,
      },
      printSheetMemory: {
        what: `${what}: RSS growth while writing (peak − RSS before, fresh process after a tiny warm-up sheet), MB, vs the designs decoded (RGBA); PDFKit alone's growth on the same sheet: ${mb(memory.pdfkit.growth)} MB; the shop's with MALLOC_ARENA_MAX=2: ${mb(memory.capped.growth)} MB`,
        shop: mb(memory.shop.growth),
        baseline: mb(memory.shop.decodedBytes),
        ratio: round(memoryRatio),
        target: `≤ ${PRINT_SHEET_MEMORY_TARGET}×`,
        met: memoryRatio <= PRINT_SHEET_MEMORY_TARGET,
        correct,
      },
      printSheetDensity: {
        what: `${what}: stickers per page of the layout (maxrects, rotation; utilisation ${round(timed.utilisation * 100, 1)} %) vs a plain row-by-row layout of the same batch (${timed.rowByRowPages} pages)`,
        shop: round(shopPerPage, 1),
        baseline: round(rowsPerPage, 1),
        ratio: round(densityRatio),
        target: `≥ ${PRINT_SHEET_DENSITY_TARGET}×`,
        met: densityRatio >= PRINT_SHEET_DENSITY_TARGET,
        correct,
      },
    },
  };
}

const NESTING_COPIES = SMOKE ? 10 : 100;
/** #37's targets: media against the box layout of the same batch, and the time for a mixed batch of 1,000. */
const NESTING_DIE_CUT_MEDIA_TARGET = 0.8;
const NESTING_CIRCLE_MEDIA_TARGET = 0.9;
const NESTING_SQUARE_MEDIA_TARGET = 1;
const NESTING_MIXED_SECONDS_TARGET = 30;

/**
 * 11. Nesting (#37), in a process of its own (bench/lib/nesting-figures.mjs): die-cuts of the clip art, circles,
 * squares and a mixed batch, each × NESTING_COPIES on a 12" × 48" roll, laid out by layoutPrintSheet; the
 * baseline is the box layout (maxrects-packer) of the same copies in the same call. No database.
 */
async function measureNesting() {
  log(`nesting: die-cuts, circles, squares and a mixed batch × ${NESTING_COPIES} on a 12" roll vs boxes`);
  const scratch = path.join(BENCH_DIR, "nesting");
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const outFile = path.join(scratch, "nesting.json");
  const child = startProcess(
    process.execPath,
    ["--import", "./scripts/register-ts.mjs", "bench/lib/nesting-figures.mjs", String(NESTING_COPIES), outFile],
    { env: process.env, label: "nesting" },
  );
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`nesting failed (exit ${code}):\n${child.recentLog().slice(-4000)}`);
  const results = JSON.parse(readFileSync(outFile, "utf8"));
  rmSync(scratch, { recursive: true, force: true });
  const { searches, perDesign, defaultSearchMs, ...batches } = results;
  const correct = [
    ...Object.values(batches),
    ...Object.values(searches).flatMap((search) => Object.values(search)),
  ].every((batch) => batch.copies === batch.expectedCopies);
  const media = (batch, target, label) => ({
    what: `Nesting, ${batch.name} on a 12" × 48" roll, 1/8" gap: media (pages' area, a roll's pages trimmed), sq in, vs the box layout (maxrects-packer) of the same copies; ${batch.method}, ${batch.pages} pages, utilisation (cut lines' area ÷ media) ${round(batch.utilisation * 100, 1)} % vs ${round(batch.boxUtilisation * 100, 1)} %, laid out in ${round(batch.ms / 1000, 1)} s`,
    shop: round(batch.pagesAreaSqIn, 0),
    baseline: round(batch.boxPagesAreaSqIn, 0),
    ratio: round(batch.mediaRatio),
    target: `≤ ${target}× (${label})`,
    met: batch.mediaRatio <= target,
    correct,
  });
  const describe = (designs) =>
    designs
      .map(
        (design) =>
          `${design.name} ${design.size} ${round(design.mediaRatio)}× (unbounded lattice ${round(design.unboundedLatticeRatio)}×)`,
      )
      .join(", ");
  const causes = {
    nestingDieCutMedia: `Each design laid out alone on the roll, media against its own boxes, and in brackets its densest repeating pattern in an unbounded plane against its box grid (the most a lattice of it can save): ${describe(perDesign.dieCut)}.`,
    nestingCircleMedia: `Each size alone on the roll against its boxes, and in brackets hexagonal packing in an unbounded plane (√3/2 ≈ 0.87): ${describe(perDesign.circles)}.`,
  };
  return {
    runs: { nesting: results },
    causes,
    figures: {
      nestingDieCutMedia: media(results.dieCut, NESTING_DIE_CUT_MEDIA_TARGET, "die-cuts"),
      nestingCircleMedia: media(results.circles, NESTING_CIRCLE_MEDIA_TARGET, "circles"),
      nestingSquareMedia: media(results.squares, NESTING_SQUARE_MEDIA_TARGET, "squares: no more than today"),
      nestingSearch: {
        what: `Nesting, the search over orders of the designs (searchNestingOrder) at each budget: die-cuts media ×, utilisation, s; mixed media ×, s. The figures above use the shop's default, ${defaultSearchMs / 1000} s (NESTING_SEARCH_MS)`,
        shop: Object.entries(results.searches)
          .map(
            ([budget, batch]) =>
              `${Number(budget) / 1000} s: die-cuts ${round(batch.dieCut.mediaRatio, 3)}× (${round(batch.dieCut.utilisation * 100, 1)} %, ${round(batch.dieCut.ms / 1000, 1)} s), mixed ${round(batch.mixed.mediaRatio, 3)}× (${round(batch.mixed.ms / 1000, 1)} s)`,
          )
          .join("; "),
        baseline: `the default, ${defaultSearchMs / 1000} s: die-cuts ${round(results.dieCut.mediaRatio, 3)}× (${round(results.dieCut.utilisation * 100, 1)} %, ${round(results.dieCut.ms / 1000, 1)} s), mixed ${round(results.mixed.mediaRatio, 3)}×`,
        ratio: "—",
        target: "information: the default budget is chosen from it",
        met: null,
        correct,
      },
      nestingMixedTime: {
        what: `Nesting, ${results.mixed.name}: layoutPrintSheet's time, s (nesting and the box layout it is weighed against), against the issue's bound; media ${round(results.mixed.mediaRatio)}× the box layout's`,
        shop: round(results.mixed.ms / 1000, 1),
        baseline: NESTING_MIXED_SECONDS_TARGET,
        ratio: round(results.mixed.ms / 1000 / NESTING_MIXED_SECONDS_TARGET),
        target: "≤ 1× (30 s)",
        met: results.mixed.ms / 1000 <= NESTING_MIXED_SECONDS_TARGET,
        correct,
      },
    },
  };
}

// [BENCH_ONLY name, measurement], in the order they run.
const MEASUREMENTS = [
  ["throughput", measureStickerSizes],
  ["admin", measureAdminOrders],
  ["export", measureExport],
  ["upload", measureUpload],
  ["cart", measureCart],
  ["checkout", measureCheckout],
  ["quote", measureQuote],
];

// ---------------------------------------------------------------- one database: the orchestration
async function benchProvider(provider, serverUrl, floorBuilt) {
  log(`=== ${provider}`);
  const data = await prepareProvider(provider, serverUrl);
  const servers = await startServers(data, floorBuilt);
  const ctx = { ...data, ...servers };

  // Warm-up: compile paths, fill caches, open pools (not measured).
  await cannon({ url: `${ctx.shop.origin}/api/sticker-sizes`, connections: 10, duration: 2 });
  if (ctx.floor) await cannon({ url: `${ctx.floor.origin}/api/sticker-sizes`, connections: 10, duration: 2 });
  await cannon({ url: `${ctx.baseline.origin}/sizes`, connections: 10, duration: 1 });
  ctx.auth = await signIn(ctx.shop, data.adminPassword);

  const figures = {};
  const runs = {};
  for (const [name, measure] of MEASUREMENTS) {
    if (!wants(name)) continue;
    const result = await measure(ctx);
    Object.assign(figures, result.figures);
    Object.assign(runs, result.runs);
  }
  // Lighthouse (once, on the first database: the pages do not depend on the provider).
  const lighthouse = wantsLighthouse(provider) ? await lighthousePages(ctx) : null;
  // The 100,000-order round grows this database: after everything that wants 10,000 orders.
  ctx.causes = {};
  if (provider === "postgres" && wants("big")) {
    const result = await measureBigRound(ctx);
    Object.assign(figures, result.figures);
    Object.assign(runs, result.runs);
  }

  for (const server of [ctx.floor, ctx.baseline, ctx.shop]) if (server) await stopProcess(server.child);
  // With the servers stopped, once (on the first database: it uses none): the die-cut figures.
  const details = [];
  if (provider === "sqlite" && wants("diecut")) {
    const result = await measureDieCut();
    Object.assign(figures, result.figures);
    Object.assign(runs, result.runs);
    details.push(...result.details);
  }
  if (provider === "sqlite" && wants("printsheet")) {
    const result = await measurePrintSheet();
    Object.assign(figures, result.figures);
    Object.assign(runs, result.runs);
  }
  if (provider === "sqlite" && wants("nesting")) {
    const result = await measureNesting();
    Object.assign(ctx.causes, result.causes);
    Object.assign(figures, result.figures);
    Object.assign(runs, result.runs);
  }
  if (provider === "sqlite" && wants("printfile")) {
    const result = await measurePrintFiles();
    Object.assign(figures, result.figures);
    Object.assign(runs, result.runs);
  }
  // With the measured servers stopped: the statement counts from a shop process of their own.
  if (wants("statements")) {
    const result = await measureStatements(ctx);
    Object.assign(figures, result.figures);
    Object.assign(runs, result.runs);
  }
  return {
    causes: ctx.causes,
    provider,
    databaseVersion: data.databaseVersion,
    seedSeconds: round(data.seedSeconds, 1),
    figures,
    details,
    floorPage: lighthouse?.floor ?? null,
    pages: lighthouse?.pages ?? null,
    runs,
  };
}

const wantsLighthouse = (provider) => !SKIP_LIGHTHOUSE && wants("lighthouse") && provider === "sqlite";
/** The bare Next.js app is the baseline of the sticker-size figures and of Lighthouse. */
const needsFloor = () => wants("throughput") || wantsLighthouse("sqlite");

// Why a figure can miss its target on this kind of machine, as measured (details: bench/README.md, "Gaps").
// [label, cause] per figure key.
const KNOWN_CAUSES = {
  throughput: [
    "Sticker sizes requests/s",
    "Beyond the bare route handler the shop serializes the in-memory sizes per request (NextResponse.json) through withErrorHandling, and the router adds next.config's four /api headers and tests the proxy matcher. On a quiet stretch here that cost 0.81-0.88 of the bare handler's rate in every round (about 0.1 ms a request; not profiled yet); with other work on the 2 cores the per-round ratio swung 0.72-1.17. Read the rounds beside the ratio: all below 0.9 is the shop's own cost, scattered is load.",
  ],
  p99: [
    "p99 latency",
    "At a few hundred requests/s on 2 shared cores the tail of both Next servers is scheduling and garbage collection, not the handler: the p99 of either server moved several-fold between rounds here. Read the rounds beside the ratio, and re-run on a quiet machine before looking for a cause in the shop.",
  ],
  adminOrders: [
    "Admin orders page",
    "The baseline runs the shop's very statement (bench/lib/order-page-sql.mjs: the partial index's literal WHERE, INDEXED BY on SQLite, 51 rows, the total from OrderCount + OrderCountChange) through the raw driver behind node:http; the difference is the shop's own cost per request: the admin token check, Prisma's $queryRaw runtime (parameters, the driver adapter, the row conversion), the mapping of each row to its DTO (order number and dates) and Next's route handling and JSON answer. The baseline column is the statement's own time; read the rounds beside the ratio. A CPU profile of the shop's page is in bench/README.md (Gaps).",
  ],
  export: [
    "CSV export memory",
    "RSS is sampled while V8 lets the export's garbage pile up before collecting it: under --trace-gc (November 2026, PostgreSQL) every full GC during a download left 47–54 MB of heap at both 10,000 and 100,000 rows, while the heap filled to 190–230 MB before each one; whether a 10,000-row download crosses that line depends on the downloads before it (growth 0.1–59 MB in four consecutive ones). On PostgreSQL the big round prints this run's own --trace-gc figures.",
  ],
  upload: [
    "10 MB upload",
    "The upload decodes every pixel to reject damaged images and syncs three files and their folders (primary, backup, metadata) plus the database commit, where the baseline hashes and writes twice.",
  ],
  checkout: [
    "Checkouts/s",
    "Two Next requests (create-payment-intent, then POST /api/orders: validation, pricing, rate limits, the payment intent, the order transaction) whose statements go through Prisma's client and driver adapter, against one raw transaction of 5–6 statements behind node:http on one process. A CPU profile at 16 statements (bench/README.md, Gaps) put about 22 % of the shop's busy CPU in Prisma's query compiler, 12 % in its client runtime, 11 % in Next and 6 % in the app's own code; the rest is Node's sockets, streams and GC.",
  ],
  dieCutTrace: [
    "Die-cut tracing vs decoding",
    "The trace is single-threaded JavaScript on the event loop (the alpha scan, d3-contour's marching squares over the 1200 px working copy, simplify-js, then Clipper's offsets and unions for the cut line), so it loses the most when other processes share the 2 cores: measured on 2026-11-26 at 0.27× (36 against 131 ms) with a load average near 1 and 0.42–0.72× under other sessions' tests. Read the rounds: scattered rounds are load (bench/README.md, Gaps).",
  ],
  dieCutUpload: [
    "Die-cut upload pipeline with vs without tracing",
    "With tracing, the one decode that checks the pixels makes the 1200 px working copy instead of a 32 px thumbnail (+20–40 ms), and the trace runs in a worker thread (lib/die-cut/trace-off-thread.ts) while the copies are written. Until 2026-11-26 it ran on the event loop and held up each step of the writes queued behind it: 1.22–1.31× with a load average near 1, 1.4–1.9× under other sessions' tests; in the worker 1.19× with a load average near 3 (bench/README.md, Gaps).",
  ],
};

const CAUSE_LABELS = {
  adminOrdersBig: "Admin page 1 at 100,000 orders",
  adminDeepPage: "Admin page 100 vs page 1",
  reportsBig: "Reports page data (90 days) at 100,000 orders",
  exportBigTime: "Export time at 100,000 vs 10,000 rows",
  exportBigRss: "Export memory at 100,000 vs 10,000 rows",
  dieCutEventLoop: "Die-cut event-loop delay during a cut-line request (#32)",
};

const LIGHTHOUSE_CAUSE =
  "the bare page and the shop's pages share React DOM's and Next's start-up (~134 kB of script); the shop adds its own script and the Tailwind stylesheet, and /checkout renders its cart lines and quote only after the script has read the cart session from localStorage (bench/README.md, 'Gaps'). Read the rounds: scores move several points between rounds on a shared machine.";

const PAGES = [
  { path: "/", storefront: true },
  { path: "/stickers", storefront: true },
  { path: "/checkout", storefront: true, note: "one line in the cart (cartSessionId set in localStorage)" },
  { path: "/orders/{token}", storefront: true, note: "order page of a paid order, through an order link" },
  { path: "/account/sign-in", storefront: true, note: "customer sign-in (#38), not signed in" },
  { path: "/admin", storefront: false, note: "password gate (not signed in)" },
];
const CLS_LIMIT = 0.1; // storefront pages: CLS below this ("good")
const PERFORMANCE_SLACK = 3; // a page may score this much below the bare Next.js page
const STOREFRONT_JS_KB = 170;

/** The key the storefront keeps its cart session under (lib/client/cart-session-id.ts). */
const CART_SESSION_KEY = (() => {
  const match = /CART_SESSION_STORAGE_KEY\s*=\s*"([^"]+)"/.exec(readFileSync("lib/client/cart-session-id.ts", "utf8"));
  if (!match) throw new Error("CART_SESSION_STORAGE_KEY not found in lib/client/cart-session-id.ts");
  return match[1];
})();

/** A cart made through the API, as a shopper makes it: a design uploaded, then one line added. */
async function prepareBrowserCart(ctx) {
  const sessionId = newSessionId();
  const designName = `lighthouse-design-${Date.now()}.png`;
  const form = new FormData();
  form.append("file", new Blob([await smallPng(7)], { type: "image/png" }), designName);
  form.append("sessionId", sessionId);
  const design = await fetchJson(`${ctx.shop.origin}/api/upload-design`, { method: "POST", body: form });
  const size = ctx.sizes[0];
  await fetchJson(`${ctx.shop.origin}/api/cart`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      sessionId,
      designId: design.id,
      sizeId: Number(size.id),
      quantity: 50,
      roundedCorners: false,
    }),
  });
  const lines = await fetchJson(`${ctx.shop.origin}/api/cart/${sessionId}`);
  if (lines.length !== 1) throw new Error(`lighthouse cart: expected 1 line, got ${lines.length}`);
  return { sessionId, designName };
}

/**
 * An order link (lib/order-links) to the newest paid seeded checkout: a random token whose SHA-256
 * the OrderLink table keeps, as createOrderLink writes it. Returns the token (the page is /orders/{token}).
 */
async function createOrderLink({ db }) {
  const [order] = await db.query(
    `SELECT "paymentId" FROM "Order" WHERE "status" = ? AND "archived" = ? AND "paymentId" IS NOT NULL ORDER BY "createdAt" DESC LIMIT 1`,
    ["paid", false],
  );
  const token = randomBytes(32).toString("base64url");
  await insertRows(db, "OrderLink", [
    {
      paymentId: order.paymentId,
      tokenHash: createHash("sha256").update(token, "utf8").digest("hex"),
      createdAt: new Date(),
    },
  ]);
  return token;
}

/** The medians of a page's Lighthouse runs. */
function lighthouseRow(page, samples) {
  const pick = (key) => median(samples.map((s) => s[key]));
  return {
    path: page.path,
    note: page.note ?? "",
    storefront: page.storefront,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    lcpMs: round(pick("lcpMs"), 0),
    tbtMs: round(pick("tbtMs"), 0),
    cls: round(pick("cls"), 3),
    jsKb: round(pick("jsTransferBytes") / 1024, 1),
    rounds: samples.map((s) => ({
      performance: s.performance,
      jsKb: round(s.jsTransferBytes / 1024, 1),
      cls: round(s.cls, 3),
    })),
    largestScripts: samples.at(-1).largestScripts,
    shifts: samples.at(-1).shifts,
    failing: samples.at(-1).failing,
    errors: samples.map((s) => s.runtimeError).filter(Boolean),
  };
}

/**
 * Lighthouse on the bare Next.js page and the shop's pages in one Chromium: one warm-up run each, then
 * RUNS rounds over all of them (interleaved, so the floor and the pages see the same machine load).
 */
async function lighthousePages(ctx) {
  log("lighthouse");
  const shopOrigin = ctx.shop.origin;
  const cart = await prepareBrowserCart(ctx);
  const token = await createOrderLink(ctx);
  const targets = [
    { url: `${ctx.floor.origin}/`, page: { path: "/", note: "bare Next.js page", storefront: false } },
    ...PAGES.map((page) => ({ url: shopOrigin + page.path.replace("{token}", token), page })),
  ];
  const chrome = await startChrome();
  const samples = targets.map(() => []);
  try {
    // Lighthouse's storage reset clears caches, service workers and the like, not localStorage
    // (its default clearStorageTypes): the cart session set here stays for every audit of the shop.
    await setLocalStorage(
      chrome.port,
      shopOrigin,
      { [CART_SESSION_KEY]: cart.sessionId },
      {
        path: "/checkout",
        expectText: cart.designName,
      },
    );
    for (const { url } of targets) await audit(url, chrome.port); // warm-up runs, not counted
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, { url }] of targets.entries()) samples[index].push(await audit(url, chrome.port));
    }
  } finally {
    await chrome.kill();
  }
  const [floor, ...pages] = targets.map(({ page }, index) => lighthouseRow(page, samples[index]));
  floor.met = null;
  log(`bare Next.js page: perf ${floor.performance} a11y ${floor.accessibility} JS ${floor.jsKb} kB`);
  for (const row of pages) {
    row.performanceTarget = floor.performance - PERFORMANCE_SLACK;
    row.met =
      row.performance >= row.performanceTarget &&
      row.accessibility === 100 &&
      (!row.storefront || (row.jsKb <= STOREFRONT_JS_KB && row.cls < CLS_LIMIT)) &&
      row.errors.length === 0;
    log(
      `${row.path}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} JS ${row.jsKb} kB CLS ${row.cls}`,
    );
  }
  return { floor, pages };
}

const metCell = (met) => (SMOKE ? "not judged (smoke)" : met === null ? "info" : met ? "yes" : "**no**");

function markdown(report) {
  const out = [];
  out.push(
    `# Benchmark${SMOKE ? " (smoke run: tiny data, one round, ratios not judged)" : ""} — ${report.finishedAt}`,
    "",
  );
  out.push(`Commit: ${report.commit}.`, "");
  out.push(
    `Machine: ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGb} GB RAM, ${report.machine.os}, Node ${report.machine.node}.`,
  );
  out.push(
    `Packages: ${Object.entries(report.packages)
      .map(([name, version]) => `${name} ${version}`)
      .join(", ")}.`,
  );
  out.push(
    `Every figure is the median of ${RUNS} rounds (upload: ${UPLOAD_RUNS}, die-cut: ${DIE_CUT_ROUNDS}), shown beside it, each ratio against a baseline measured in the same run on this machine.`,
  );
  if (report.floor)
    out.push(
      `Bare Next.js baseline: bench/next-floor, built with next ${report.packages.next} in this run (${report.floor.buildSeconds} s).`,
    );
  out.push("");
  for (const result of report.providers) {
    out.push(`## ${result.provider} (${result.databaseVersion}) — seeded in ${result.seedSeconds} s`, "");
    out.push("| what | shop | baseline | ratio / outcome | target | met |", "|---|---|---|---|---|---|");
    for (const figure of Object.values(result.figures)) {
      out.push(
        `| ${figure.what} | ${figure.shop} | ${figure.baseline} | ${figure.ratio} | ${figure.target} | ${metCell(figure.met)} |`,
      );
    }
    out.push("");
    const missed = Object.entries(result.figures).filter(([, figure]) => figure.met === false);
    if (missed.length && !SMOKE) {
      out.push('Targets missed, and their measured causes (bench/README.md, "Gaps"):', "");
      for (const [key] of missed) {
        const label = KNOWN_CAUSES[key]?.[0] ?? CAUSE_LABELS[key] ?? key;
        const causes = [result.causes?.[key], KNOWN_CAUSES[key]?.[1]].filter(Boolean);
        out.push(`- ${label}: ${causes.length ? causes.join(" ") : "no measured cause yet."}`);
      }
      out.push("");
    }
    out.push(...(result.details ?? []));
    if (result.pages) {
      out.push("### Lighthouse (mobile preset, simulated throttling)", "");
      out.push(
        "| page | performance | performance target | accessibility | best practices | LCP ms | TBT ms | CLS | JS kB (transfer) | met |",
        "|---|---|---|---|---|---|---|---|---|---|",
      );
      const floor = result.floorPage;
      out.push(
        `| bare Next.js page (bench/next-floor /) | ${floor.performance} | baseline | ${floor.accessibility} | ${floor.bestPractices} | ${floor.lcpMs} | ${floor.tbtMs} | ${floor.cls} | ${floor.jsKb} | — |`,
      );
      for (const page of result.pages) {
        out.push(
          `| ${page.path}${page.note ? ` (${page.note})` : ""} | ${page.performance} | ≥ ${page.performanceTarget} | ${page.accessibility} | ${page.bestPractices} | ${page.lcpMs} | ${page.tbtMs} | ${page.cls} | ${page.jsKb} | ${metCell(page.met)} |`,
        );
      }
      out.push(
        "",
        `Targets: performance ≥ the bare Next.js page's − ${PERFORMANCE_SLACK} (${floor.performance} − ${PERFORMANCE_SLACK} in this run), accessibility 100, storefront JS ≤ ${STOREFRONT_JS_KB} kB compressed and CLS < ${CLS_LIMIT} (admin: neither). Rounds per page (performance / JS kB / CLS):`,
        "",
        ...[floor, ...result.pages].map(
          (page) =>
            `- ${page === floor ? "bare Next.js page" : page.path}: ${page.rounds.map((r) => `${r.performance} / ${r.jsKb} / ${r.cls}`).join("; ")}`,
        ),
        "",
      );
      out.push("");
      for (const page of result.pages) {
        const failing = [...page.failing.accessibility, ...page.failing.bestPractices];
        if (failing.length) out.push(`- ${page.path}: audits not passed: ${failing.join(", ")}`);
        if (page.storefront && page.jsKb > STOREFRONT_JS_KB)
          out.push(
            `- ${page.path}: ${page.jsKb} kB of compressed JavaScript (Lighthouse transfer size), over ${STOREFRONT_JS_KB} kB; largest scripts: ${page.largestScripts}`,
          );
        if (page.storefront && !(page.cls < CLS_LIMIT))
          out.push(
            `- ${page.path}: CLS ${page.cls}; shifted elements (Lighthouse layout-shifts audit): ${page.shifts}`,
          );
        for (const error of page.errors) out.push(`- ${page.path}: Lighthouse runtime error: ${error}`);
      }
      const slow = result.pages.filter((page) => page.performance < page.performanceTarget);
      if (slow.length)
        out.push(
          `- Performance below the bare page's − ${PERFORMANCE_SLACK} (${slow.map((page) => page.path).join(", ")}): ${LIGHTHOUSE_CAUSE}`,
        );
      out.push("");
    }
  }
  out.push("## Notes", "", ...report.notes.map((note) => `- ${note}`), "");
  return out.join("\n");
}

// ---------------------------------------------------------------- main
async function main() {
  if (!isBuildCurrent())
    throw new Error(
      "The production build is missing or older than the sources: run `node scripts/ensure-build.mjs` (or `npm run build`) first.",
    );
  const requested = resolveDatabaseUrl(process.env.DATABASE_URL);
  const targets = [["sqlite", null]];
  if (requested.provider === "postgres") targets.push(["postgres", requested.url]);
  mkdirSync(BENCH_DIR, { recursive: true });
  mkdirSync(RESULTS_DIR, { recursive: true });

  const cpus = os.cpus();
  const report = {
    startedAt: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? "unknown",
      memoryGb: round(os.totalmem() / 1024 ** 3, 1),
      node: process.version,
      os: `${os.type()} ${os.release()} (${os.arch()})`,
    },
    packages: Object.fromEntries(
      [
        "next",
        "react",
        "@prisma/client",
        "@prisma/adapter-better-sqlite3",
        "@prisma/adapter-pg",
        "better-sqlite3",
        "pg",
        "sharp",
        "autocannon",
        "lighthouse",
      ].map((name) => [name, packageVersion(name)]),
    ),
    commit: gitCommit(),
    settings: {
      smoke: SMOKE,
      runs: RUNS,
      loadSeconds: LOAD_SECONDS,
      orders: ORDER_COUNT,
      bigOrders: BIG_ORDER_COUNT,
      paidOnwardStatuses: PAID_ONWARD,
    },
    floor: null,
    providers: [],
    notes: [
      "Sticker sizes and Lighthouse are measured against the framework's floor: bench/next-floor, a bare Next.js app (a route handler answering the shop's sticker-size bytes with its content-type and Cache-Control, a page with one heading) built with the project's own next and run with `next start`. The node:http rows are information.",
      "Other baselines run in a separate bare node:http process (bench/lib/baseline-server.mjs): the same sticker-size bytes; the admin page as the shop's own statement (bench/lib/order-page-sql.mjs mirrors orderRowsSql in lib/orders/read-order-rows.ts and orderCountSql in lib/orders/order-counts.ts: same columns, three LEFT JOINs, the partial indexes' literal WHERE — not archived, paid onward as PAID_ONWARD_STATUSES —, INDEXED BY on SQLite, newest first, page size + 1 rows, the row-value keyset after a cursor's row, the total from OrderCount + OrderCountChange in the same statement) through better-sqlite3 / pg; the checkout as the same rows (TestPaymentIntent, Payment, Order, cart cleared) inserted in one transaction.",
      `Data: ${ORDER_COUNT} active orders per database plus 4 % archived ones, about 85 % of the active ones paid or further along (paid, processing, shipped, delivered, cancelled), 15 % pending or expired; proof states none/sent/approved/changes requested by status; after seeding the order triggers' change rows are folded into OrderCount (as the shop's first admin read would) and ANALYZE runs (as autovacuum would). PostgreSQL then grows the same database to ${BIG_ORDER_COUNT} active orders (older ones, the same proportions) and runs ANALYZE again for its ${BIG_ORDER_COUNT}-order figures.`,
      "SQL statements: a separate short-lived `next start` of the same build and database with SQL_STATEMENT_HEADER=1, started after the measured shop has stopped (the counting never runs during a throughput figure); one warm-up, then sequential checkouts and cart adds, summing X-Sql-Statements of their requests.",
      "Latencies come from autocannon's per-response timings (hrtime, sub-millisecond), not its whole-millisecond histogram.",
      "Upload baseline: SHA-256 of the same bytes and two writes of them, each fsync'ed (the shop's storage syncs its writes too).",
      `Export memory: VmRSS (from /proc/<pid>/status) of the \`next start\` process and its descendants, sampled every 10 ms from the request until the last byte is read; growth = peak − RSS just before the request. 'Flat' means growth at ${ORDER_COUNT} rows ≤ 1.5 × growth at ${EXPORT_SMALL} rows + 16 MB; at ${BIG_ORDER_COUNT} rows (PostgreSQL) the growth is compared with the growth at ${ORDER_COUNT} rows of the same server process before the table grew.`,
      "Lighthouse runs once (on SQLite): the pages do not query the database differently per provider. The bare Next.js page and the shop's pages are audited in interleaved rounds in one Chromium. /checkout has one line in its cart (a design uploaded through POST /api/upload-design, then POST /api/cart; the session id set in localStorage through the DevTools protocol before the audits, checked by waiting for the line on /checkout; Lighthouse's storage reset keeps localStorage), /orders/{token} is the order page of a paid checkout through an order link, /admin is the password gate.",
      "Die-cut (#22): measured once per run, after the SQLite servers have stopped, in a process of its own that imports the shop's lib/ TypeScript (bench/lib/die-cut-figures.mjs through scripts/register-ts.mjs). The PNG is made the same way every run: Saturn (lib/die-cut/__fixtures__) trimmed, scaled to 4000 × 3000 on transparency, ±2 levels of seeded grain on its opaque pixels (~9.7 MB). (a) times traceWorkingCopy + computeDieCutLine at 12\" from the decoded working copy against sharp decoding the file to raw pixels; (b) times storeCheckedDesignFiles (with the upload route's checksum, into a local folder with synced writes) with tracing against { traceOutline: false }. Rounds interleaved, after warm-ups.",
      `Die-cut event loop (#32): in the same process, after (a) and (b). Every pattern of lib/die-cut/__fixtures__/adversarial-artwork.ts is decoded (decodeWorkingCopy, not timed) and traced in the geometry pool (traceWorkingCopyOffThread; a refused outline is listed with its reason and has no cut line); for each traced one at 1", 3" and 12", a cut-line request as cutDesignAtSize makes it (the outline's JSON read back with parseStoredOutline, computeCutLineOffThread, toDieCutLine) runs under monitorEventLoopDelay (1 ms resolution; the figure is the histogram's max), interleaved with the same request cut by computeCutLine on the main thread (the baseline: its delay is the cut's whole duration). One warm-up pass, then ${DIE_CUT_ROUNDS} rounds; the figure is the pattern × size with the highest median delay in the pool, the baseline that same pattern × size on the main thread; per-pattern numbers in the table below the figures and in the JSON (runs.dieCut.eventLoop).`,
      'Print sheet (#23): measured once per run, after the SQLite servers have stopped, in processes of their own that import the shop\'s lib/ TypeScript (bench/lib/print-sheet-figures.mjs through scripts/register-ts.mjs). 10 orders (3 squares, 3 circles, 2 rounded rectangles, 2 die-cuts traced from lib/die-cut/__fixtures__ clip art; 1.5" to 2.5"; designs 1200 × 1200 px) × 100 copies (10 in the smoke run) on a 12" × 48" roll with a 1/8" gap. (a) layoutPrintSheet + writePrintSheetPdf into a discarding stream against PDFKit alone given the same pages, design files and placed cut paths; rounds interleaved after a warm-up. (b) in a fresh process per side, after a one-sticker warm-up sheet of another design: peak RSS (getrusage) − RSS before writing, against the designs\' decoded size (width × height × 4). (c) copies ÷ pages of the layout against a row-by-row layout in order sequence, unrotated, same margins and gap.',
      `Print files (#33): measured once per run, after the SQLite servers have stopped, in fresh processes that import the shop's lib/ TypeScript (bench/lib/print-file-figures.mjs). Photos: ${PRINT_FILE_PHOTO_PIXELS} × ${PRINT_FILE_PHOTO_PIXELS} px JPEGs of blurred Gaussian noise (quality 90, about 12 MB each at 7000 px), each a different mean. One order's file: planStickerRaster + renderPrintRaster + writePrintPdf streamed into a discarding Writable (the route's steps without the database), after a 1" warm-up file; the sheet: layoutPrintSheet + writePrintSheetPdf at 600 DPI, designs read from disk one by one. Figures: getrusage maxRSS − RSS before, in MiB, against the photo's width × height × 3 bytes.`,
      "Load generator and servers share this machine's CPUs, so absolute numbers are modest; the ratios are what the targets are about.",
    ],
  };
  if (needsFloor()) {
    log("building the bare Next.js app (bench/next-floor)");
    report.floor = { buildSeconds: round(await buildFloor(), 1) };
  }
  for (const [provider, url] of targets)
    report.providers.push(await benchProvider(provider, url, Boolean(report.floor)));
  report.finishedAt = new Date().toISOString();

  const md = markdown(report);
  const name = SMOKE ? "smoke" : ONLY ? "partial" : "latest";
  writeFileSync(path.join(RESULTS_DIR, `${name}.json`), JSON.stringify(report, null, 2) + "\n");
  writeFileSync(path.join(RESULTS_DIR, `${name}.md`), md);
  if (name === "latest")
    writeFileSync(path.join(RESULTS_DIR, `${report.finishedAt.slice(0, 10)}-${report.commit.split(" ")[0]}.md`), md);
  console.log("\n" + md);
  if (SMOKE) {
    // The smoke run judges the answers, not the ratios: every figure measured and right.
    const wrong = report.providers.flatMap((p) =>
      Object.entries(p.figures)
        .filter(([, f]) => f.correct === false || (f.errors ?? 0) > 0)
        .map(([key]) => `${p.provider}: ${key}`),
    );
    if (wrong.length) {
      console.error(`bench smoke: wrong answers or errors in ${wrong.join(", ")}`);
      return 1;
    }
    log(`smoke run passed in ${((Date.now() - Date.parse(report.startedAt)) / 1000).toFixed(0)} s`);
    return 0;
  }
  return report.providers.every(
    (p) => Object.values(p.figures).every((f) => f.met !== false) && (p.pages ?? []).every((page) => page.met),
  )
    ? 0
    : 2;
}

/** The short commit the run measured, marked when the work tree differs from it. */
function gitCommit() {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return "unknown";
  }
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error("bench failed:", error?.stack ?? error);
  if (buildReplaced())
    console.error(
      "NOTE: .next was rebuilt while the bench ran (another `next build`); the running server broke. Re-run when no build is running.",
    );
  if (currentShop) console.error(`--- last output of next start ---\n${currentShop.child.recentLog().slice(-4000)}`);
  code = 1;
} finally {
  await stopAll();
  for (const leftover of ["designs", "scratch", "outbox", "die-cut"])
    rmSync(path.join(BENCH_DIR, leftover), { recursive: true, force: true });
}
process.exit(code === 2 ? 0 : code);
