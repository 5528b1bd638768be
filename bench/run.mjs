// `npm run bench`: the load and page benchmark of the shop's production build (see bench/README.md).
// Starts `next start` on a throw-away SQLite database (and PostgreSQL when DATABASE_URL points there),
// seeds realistic data, measures every figure against a baseline taken in the same run, and writes
// bench/results/latest.{md,json}. Every process it starts is stopped, also on failure.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { resolveDatabaseUrl } from "../lib/db/database-url.mjs";
import { isBuildCurrent } from "../scripts/lib/build.mjs";
import { prepareDatabase } from "../scripts/prepare-database.mjs";
import { BENCH_DIR, createBenchDatabase, insertRows, openDriver, seed } from "./lib/database.mjs";
import { audit, startChrome } from "./lib/lighthouse.mjs";
import { cannon, fetchJson, median, workers } from "./lib/load.mjs";
import { freePort, killAllSync, onCleanup, residentBytes, sampleMemory, startProcess, stopAll, stopProcess, waitForHttp } from "./lib/processes.mjs";

const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TOTAL_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 40) * 60_000;
const SKIP_LIGHTHOUSE = process.env.BENCH_SKIP_LIGHTHOUSE === "1";
// BENCH_ONLY=throughput,admin,export,upload,cart,checkout,lighthouse runs a subset (written to partial.{md,json}).
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(",").map((name) => name.trim())) : null;
const wants = (name) => ONLY === null || ONLY.has(name);
const RESULTS_DIR = path.resolve("bench/results");
const ORDER_COUNT = 10_000;

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

async function startShop(env) {
  const port = await freePort();
  const child = startProcess(process.execPath, ["node_modules/next/dist/bin/next", "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    env: { ...env, PORT: String(port) },
    label: "next start",
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/sticker-sizes`, { timeoutMs: 90_000, child });
  return { child, origin };
}

async function startBaseline(sizesFile, databaseUrl) {
  const port = await freePort();
  const child = startProcess(process.execPath, ["bench/lib/baseline-server.mjs", String(port), sizesFile, databaseUrl], { env: process.env, label: "baseline" });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/sizes`, { timeoutMs: 20_000, child });
  return { child, origin };
}

/** A ~10 MB PNG (stored, uncompressed deflate blocks) that the upload limit of 10 MiB still accepts. */
async function tenMegabytePng() {
  const width = 1800;
  const height = 1850;
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
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

const buildIdAtStart = (() => { try { return readFileSync(".next/BUILD_ID", "utf8"); } catch { return null; } })();
const buildReplaced = () => { try { return readFileSync(".next/BUILD_ID", "utf8") !== buildIdAtStart; } catch { return true; } };
let currentShop = null; // for the server log when a measurement fails

// ---------------------------------------------------------------- the measurements of one database
async function benchProvider(provider, serverUrl) {
  log(`=== ${provider}`);
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
  };
  for (const key of ["STRIPE_SECRET_KEY", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "BLOB_READ_WRITE_TOKEN", "SMTP_URL", "ADMIN_PASSWORD_HASH"]) delete env[key];

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
  const sizes = await db.query(`SELECT "id", "priceCents", "shape" FROM "StickerSize" ORDER BY "id"`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  log(`seeded ${ORDER_COUNT} orders, 100 coupons, 50 affiliates, ${designIds.length} designs in ${seedSeconds.toFixed(1)} s`);
  const [{ version: databaseVersion }] = await db.query(provider === "sqlite" ? `SELECT sqlite_version() AS "version"` : `SHOW server_version`).then((rows) =>
    rows.map((row) => ({ version: row.version ?? row.server_version })),
  );

  const shop = await startShop(env);
  onCleanup(() => stopProcess(shop.child));
  currentShop = shop;
  log(`shop at ${shop.origin} (pid ${shop.child.pid})`);

  const sizesResponse = await fetch(`${shop.origin}/api/sticker-sizes`);
  const sizesBytes = Buffer.from(await sizesResponse.arrayBuffer());
  const sizesFile = path.join(BENCH_DIR, "sticker-sizes.json");
  writeFileSync(sizesFile, sizesBytes);
  const baseline = await startBaseline(sizesFile, database.url);
  onCleanup(() => stopProcess(baseline.child));

  const figures = {};
  const runs = {};

  // Warm-up: compile paths, fill caches, open pools (not measured).
  await cannon({ url: `${shop.origin}/api/sticker-sizes`, connections: 10, duration: 2 });
  await cannon({ url: `${baseline.origin}/sizes`, connections: 10, duration: 1 });

  if (wants("throughput")) {
    // 1. GET /api/sticker-sizes throughput, interleaved with the bare node:http baseline.
    log("throughput: GET /api/sticker-sizes vs node:http");
    runs.throughput = { shop: [], baseline: [] };
    for (let run = 0; run < RUNS; run += 1) {
      runs.throughput.shop.push(await cannon({ url: `${shop.origin}/api/sticker-sizes`, connections: 10, duration: LOAD_SECONDS }));
      runs.throughput.baseline.push(await cannon({ url: `${baseline.origin}/sizes`, connections: 10, duration: LOAD_SECONDS }));
    }
    const shopRps = median(runs.throughput.shop.map((r) => r.requestsPerSecond));
    const baseRps = median(runs.throughput.baseline.map((r) => r.requestsPerSecond));
    figures.throughput = {
      what: "GET /api/sticker-sizes requests/s (10 connections × " + LOAD_SECONDS + " s)",
      shop: round(shopRps, 0),
      baseline: round(baseRps, 0),
      ratio: round(shopRps / baseRps, 3),
      target: "≥ 0.5",
      met: shopRps / baseRps >= 0.5,
      errors: runs.throughput.shop.reduce((sum, r) => sum + r.errors, 0),
    };

    // 2. p99 latency at half of the shop's saturation rate, both servers at the same rate.
    const rate = Math.max(1, Math.floor(shopRps / 2));
    log(`p99 at ${rate} req/s`);
    runs.p99 = { rate, shop: [], baseline: [] };
    for (let run = 0; run < RUNS; run += 1) {
      runs.p99.shop.push(await cannon({ url: `${shop.origin}/api/sticker-sizes`, connections: 10, duration: LOAD_SECONDS, overallRate: rate }));
      runs.p99.baseline.push(await cannon({ url: `${baseline.origin}/sizes`, connections: 10, duration: LOAD_SECONDS, overallRate: rate }));
    }
    const shopP99 = median(runs.p99.shop.map((r) => r.p99));
    const baseP99 = median(runs.p99.baseline.map((r) => r.p99));
    figures.p99 = {
      what: `p99 latency (ms) at ${rate} req/s (half the shop's saturation)`,
      shop: round(shopP99, 2),
      baseline: round(baseP99, 2),
      ratio: round(shopP99 / baseP99, 2),
      target: "≤ 3×",
      met: shopP99 / baseP99 <= 3,
    };
  }

  const { token } = await fetchJson(`${shop.origin}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: adminPassword }),
  });
  const auth = { authorization: `Bearer ${token}` };

  if (wants("admin")) {
    // 3. Admin: first page of 10,000 orders with a real token vs the same query through the raw driver.
    log("admin orders page");
    const firstPage = await fetchJson(`${shop.origin}/api/orders?page=1&pageSize=50`, { headers: auth });
    const basePage = await fetchJson(`${baseline.origin}/orders?page=1&pageSize=50`);
    if (firstPage.total !== ORDER_COUNT || firstPage.orders.length !== 50) throw new Error(`admin page: expected 50 of ${ORDER_COUNT}, got ${firstPage.orders.length} of ${firstPage.total}`);
    if (basePage.total !== ORDER_COUNT || basePage.orders[0].id !== firstPage.orders[0].id) throw new Error("baseline order page differs from the shop's");
    runs.adminOrders = { shop: [], baseline: [] };
    for (let run = 0; run < RUNS; run += 1) {
      runs.adminOrders.shop.push(await cannon({ url: `${shop.origin}/api/orders?page=1&pageSize=50`, connections: 1, duration: 3, headers: auth }));
      runs.adminOrders.baseline.push(await cannon({ url: `${baseline.origin}/orders?page=1&pageSize=50`, connections: 1, duration: 3 }));
    }
    const shopPage = median(runs.adminOrders.shop.map((r) => r.mean));
    const basePageMs = median(runs.adminOrders.baseline.map((r) => r.mean));
    figures.adminOrders = {
      what: `admin GET /api/orders?page=1&pageSize=50 of ${ORDER_COUNT} orders, mean latency (ms), 1 connection`,
      shop: round(shopPage),
      baseline: round(basePageMs),
      ratio: round(shopPage / basePageMs),
      target: "≤ 2×",
      met: shopPage / basePageMs <= 2,
      errors: runs.adminOrders.shop.reduce((sum, r) => sum + r.errors, 0),
    };
  }

  if (wants("export")) {
    // 4. CSV export: time and the server's peak resident memory, 10,000 vs 2,500 active orders.
    log("CSV export");
    async function exportOnce() {
      const before = residentBytes(shop.child.pid);
      const sampler = sampleMemory(shop.child.pid, 10);
      const started = performance.now();
      const response = await fetch(`${shop.origin}/api/orders/export`, { headers: auth, signal: AbortSignal.timeout(120_000) });
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
        totalMs, headersMs, firstChunkMs, bytes, rows: lines - 1, chunks, samples,
        rssBefore: before, rssPeak: peak, rssGrowth: Math.max(0, peak - before),
        chunked: response.headers.get("transfer-encoding") === "chunked" && !response.headers.get("content-length"),
      };
    }
    await exportOnce(); // warm-up
    runs.export = { rows10000: [], rows2500: [] };
    for (let run = 0; run < RUNS; run += 1) runs.export.rows10000.push(await exportOnce());
    const keep = await db.query(`SELECT "id" FROM "Order" ORDER BY "createdAt" DESC, "id" DESC LIMIT 2500`);
    const cutoff = Math.min(...keep.map((row) => Number(row.id)));
    await db.query(`UPDATE "Order" SET "archived" = ? WHERE "id" < ?`, [true, cutoff]);
    try {
      for (let run = 0; run < RUNS; run += 1) runs.export.rows2500.push(await exportOnce());
    } finally {
      await db.query(`UPDATE "Order" SET "archived" = ? WHERE "archived" = ?`, [false, true]);
    }
    const big = {
      totalMs: median(runs.export.rows10000.map((r) => r.totalMs)),
      firstChunkMs: median(runs.export.rows10000.map((r) => r.firstChunkMs)),
      growth: median(runs.export.rows10000.map((r) => r.rssGrowth)),
      peak: median(runs.export.rows10000.map((r) => r.rssPeak)),
      rows: runs.export.rows10000[0].rows,
      bytes: runs.export.rows10000[0].bytes,
    };
    const small = {
      totalMs: median(runs.export.rows2500.map((r) => r.totalMs)),
      growth: median(runs.export.rows2500.map((r) => r.rssGrowth)),
      peak: median(runs.export.rows2500.map((r) => r.rssPeak)),
      rows: runs.export.rows2500[0].rows,
    };
    const streamed = runs.export.rows10000.every((r) => r.chunked && r.chunks > 1);
    // Flat: 4× the rows may not cost more than 1.5× the 2,500-row growth plus 16 MB of noise (GC timing).
    const flat = big.growth <= 1.5 * small.growth + 16 * 1024 * 1024;
    figures.export = {
      what: `CSV export GET /api/orders/export: ${big.rows} rows (${mb(big.bytes)} MB) in ${round(big.totalMs, 0)} ms, first bytes after ${round(big.firstChunkMs, 0)} ms; ${small.rows} rows in ${round(small.totalMs, 0)} ms`,
      shop: `RSS growth ${mb(big.growth)} MB (peak ${mb(big.peak)} MB) at ${big.rows} rows`,
      baseline: `RSS growth ${mb(small.growth)} MB (peak ${mb(small.peak)} MB) at ${small.rows} rows`,
      ratio: round(big.growth / Math.max(small.growth, 1), 2),
      target: "streamed; memory flat as rows grow",
      met: streamed && flat && big.rows === ORDER_COUNT && small.rows === 2500,
      streamed,
      flat,
      rows10000: big,
      rows2500: small,
    };
  }

  if (wants("upload")) {
    // 5. 10 MB PNG upload end to end vs SHA-256 + writing the bytes twice (each synced to disk).
    log("10 MB upload");
    const png = await tenMegabytePng();
    const scratch = path.join(BENCH_DIR, "scratch");
    mkdirSync(scratch, { recursive: true });
    async function uploadOnce() {
      const form = new FormData();
      form.append("file", new Blob([png], { type: "image/png" }), "bench-10mb.png");
      const started = performance.now();
      const design = await fetchJson(`${shop.origin}/api/upload-design`, { method: "POST", body: form });
      const ms = performance.now() - started;
      if (!design?.id) throw new Error("upload answered without a design id");
      return ms;
    }
    async function baselineOnce() {
      const started = performance.now();
      createHash("sha256").update(png).digest("hex");
      await durableWrite(path.join(scratch, "a.png"), png);
      await durableWrite(path.join(scratch, "b.png"), png);
      return performance.now() - started;
    }
    await uploadOnce(); // warm-up
    runs.upload = { shop: [], baseline: [], bytes: png.length };
    for (let run = 0; run < Math.max(RUNS, 5); run += 1) {
      runs.upload.shop.push(await uploadOnce());
      runs.upload.baseline.push(await baselineOnce());
    }
    rmSync(scratch, { recursive: true, force: true });
    const upShop = median(runs.upload.shop);
    const upBase = median(runs.upload.baseline);
    figures.upload = {
      what: `POST /api/upload-design of a ${mb(png.length)} MB PNG, ms`,
      shop: round(upShop, 1),
      baseline: round(upBase, 1),
      ratio: round(upShop / upBase),
      target: "≤ 2×",
      met: upShop / upBase <= 2,
    };
  }

  if (wants("cart")) {
    // 6. Cart add + read, mixed, 50 connections: no errors and no lost lines (rows counted per session).
    log("cart add + read, 50 connections");
    runs.cart = [];
    for (let run = 0; run < RUNS; run += 1) {
      const sessions = Array.from({ length: 50 }, newSessionId);
      const added = new Array(50).fill(0);
      let staleReads = 0;
      const result = await workers(50, LOAD_SECONDS * 1000, async (index) => {
        await fetchJson(`${shop.origin}/api/cart`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            sessionId: sessions[index],
            designId: designIds[(index * 7 + added[index]) % designIds.length],
            sizeId: Number(sizes[added[index] % sizes.length].id),
            quantity: [50, 100, 200, 500][added[index] % 4],
            // Rounded corners exist only for square stickers (the shop answers 400 otherwise).
            roundedCorners: sizes[added[index] % sizes.length].shape === "square" && added[index] % 2 === 0,
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
      runs.cart.push({ ...result, added: added.reduce((a, b) => a + b, 0), lost, extra, staleReads });
    }
    const cartErrors = runs.cart.reduce((sum, r) => sum + r.errors, 0);
    const cartLost = runs.cart.reduce((sum, r) => sum + r.lost + r.extra, 0);
    const staleReads = runs.cart.reduce((sum, r) => sum + r.staleReads, 0);
    figures.cart = {
      what: `cart POST /api/cart + GET /api/cart/{session}, 50 connections × ${LOAD_SECONDS} s: pairs/s`,
      shop: round(median(runs.cart.map((r) => r.perSecond)), 1),
      baseline: "—",
      ratio: `${cartErrors} errors, ${cartLost} lost/extra lines, ${staleReads} stale reads, ${runs.cart.reduce((s, r) => s + r.added, 0)} lines added`,
      target: "0 errors, no lost items",
      met: cartErrors === 0 && cartLost === 0 && staleReads === 0,
      messages: runs.cart.flatMap((r) => r.messages),
    };
  }

  if (wants("checkout")) {
    // 7. Checkout per second (create-payment-intent + POST /api/orders, test mode) vs raw inserts.
    log("checkout");
    async function prepareCarts(count) {
      const now = new Date();
      const list = Array.from({ length: count }, newSessionId);
      await insertRows(
        db,
        "CartItem",
        list.map((sessionId, index) => {
          const size = sizes[index % sizes.length];
          return {
            sessionId, designId: designIds[index % designIds.length], sizeId: Number(size.id), quantity: 50,
            unitPriceCents: Math.round(Number(size.priceCents) / 50), totalPriceCents: Number(size.priceCents), roundedCorners: false,
            scale: 100, xPosition: 0, yPosition: 0, createdAt: now,
          };
        }),
      );
      return list;
    }
    const CHECKOUT_CONCURRENCY = 10;
    const CARTS_PER_RUN = Number(process.env.BENCH_CARTS ?? 3000);
    runs.checkout = { shop: [], baseline: [] };
    const takeFrom = (list) => () => list.pop();
    for (let run = 0; run < RUNS; run += 1) {
      const next = takeFrom(await prepareCarts(CARTS_PER_RUN));
      runs.checkout.shop.push(
        await workers(CHECKOUT_CONCURRENCY, LOAD_SECONDS * 1000, async () => {
          const sessionId = next();
          if (!sessionId) return false;
          const quote = await fetchJson(`${shop.origin}/api/create-payment-intent`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ sessionId, shippingMethod: "standard", shippingCity: CUSTOMER.shippingCity, shippingState: CUSTOMER.shippingState }),
          });
          const placed = await fetchJson(`${shop.origin}/api/orders`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...CUSTOMER, sessionId, paymentId: quote.paymentId, shippingMethod: "standard" }),
          });
          if (placed.orderIds?.length !== 1) throw new Error(`expected one order, got ${JSON.stringify(placed).slice(0, 120)}`);
        }),
      );
      const nextBase = takeFrom(await prepareCarts(CARTS_PER_RUN));
      runs.checkout.baseline.push(
        await workers(CHECKOUT_CONCURRENCY, LOAD_SECONDS * 1000, async () => {
          const sessionId = nextBase();
          if (!sessionId) return false;
          const placed = await fetchJson(`${baseline.origin}/checkout`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ sessionId }) });
          if (placed.orderIds?.length !== 1) throw new Error("baseline placed no order");
        }),
      );
    }
    const coShop = median(runs.checkout.shop.map((r) => r.perSecond));
    const coBase = median(runs.checkout.baseline.map((r) => r.perSecond));
    const coErrors = runs.checkout.shop.reduce((sum, r) => sum + r.errors, 0);
    figures.checkout = {
      what: `checkouts/s (create-payment-intent + POST /api/orders, test mode, ${CHECKOUT_CONCURRENCY} concurrent)`,
      shop: round(coShop, 1),
      baseline: round(coBase, 1),
      ratio: round(coShop / coBase, 3),
      target: "≥ 0.3",
      met: coShop / coBase >= 0.3 && coErrors === 0,
      errors: coErrors,
      messages: runs.checkout.shop.flatMap((r) => r.messages),
    };
  }

  // 8. Lighthouse (once, on the first database: the pages do not depend on the provider).
  let pages = null;
  if (!SKIP_LIGHTHOUSE && wants("lighthouse") && provider === "sqlite") pages = await lighthousePages(shop.origin);

  await stopProcess(baseline.child);
  await stopProcess(shop.child);
  return { provider, databaseVersion, seedSeconds: round(seedSeconds, 1), figures, pages, runs };
}

// Why a figure can miss its target on this kind of machine, as measured (details: bench/README.md, "Gaps").
// [label, cause] per figure key.
const KNOWN_CAUSES = {
  throughput: ["Sticker sizes requests/s", "Next.js's request pipeline: a route handler that touches nothing answers ~1,200 req/s under `next start` here, ~2-3% of a bare node:http server; the sizes themselves come from memory."],
  p99: ["p99 latency", "Same cause: at half the shop's saturation a request still spends its time in Next's pipeline and its garbage collection, where the bare server does nothing."],
  adminOrders: ["Admin orders page", "One JOIN through Prisma's $queryRaw (~2 ms of Prisma runtime on top of the driver) plus Next's per-request cost (~1 ms), against a bare driver call behind node:http."],
  export: ["CSV export memory", "RSS is sampled while V8 lets the export's short-lived garbage grow before collecting it; in-process, used heap after a GC returns to its start at 2,500, 10,000 and 40,000 rows."],
  upload: ["10 MB upload", "The upload decodes every pixel to reject damaged images and syncs three files and their folders (primary, backup, metadata) plus the database commit, where the baseline hashes and writes twice."],
  checkout: ["Checkouts/s", "Two Next requests and 16 SQL statements through Prisma's query compiler (~2 ms of CPU per operation), against one raw transaction behind node:http."],
};

const PAGES = [
  { path: "/", storefront: true },
  { path: "/stickers", storefront: true },
  { path: "/checkout", storefront: true, note: "empty cart (no cartSessionId in localStorage)" },
  { path: "/admin", storefront: false, note: "password gate (not signed in)" },
];

async function lighthousePages(origin) {
  log("lighthouse");
  const chrome = await startChrome();
  const results = [];
  try {
    for (const page of PAGES) {
      await audit(origin + page.path, chrome.port); // warm-up run, not counted
      const samples = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await audit(origin + page.path, chrome.port));
      const pick = (key) => median(samples.map((s) => s[key]));
      const row = {
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
        failing: samples.at(-1).failing,
        errors: samples.map((s) => s.runtimeError).filter(Boolean),
      };
      row.met = row.performance >= 95 && row.accessibility === 100 && (!page.storefront || row.jsKb <= 150);
      results.push(row);
      log(`${page.path}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} JS ${row.jsKb} kB`);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

// ---------------------------------------------------------------- report
function markdown(report) {
  const out = [];
  out.push(`# Benchmark — ${report.finishedAt}`, "");
  out.push(`Machine: ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGb} GB RAM, ${report.machine.os}, Node ${report.machine.node}.`);
  out.push(`Packages: ${Object.entries(report.packages).map(([name, version]) => `${name} ${version}`).join(", ")}.`);
  out.push(`Every figure is the median of ${RUNS} runs (upload: ${Math.max(RUNS, 5)}), each ratio against a baseline measured in the same run on this machine.`, "");
  for (const result of report.providers) {
    out.push(`## ${result.provider} (${result.databaseVersion}) — seeded in ${result.seedSeconds} s`, "");
    out.push("| what | shop | baseline | ratio / outcome | target | met |", "|---|---|---|---|---|---|");
    for (const figure of Object.values(result.figures)) {
      out.push(`| ${figure.what} | ${figure.shop} | ${figure.baseline} | ${figure.ratio} | ${figure.target} | ${figure.met ? "yes" : "**no**"} |`);
    }
    out.push("");
    const missed = Object.entries(result.figures).filter(([key, figure]) => !figure.met && KNOWN_CAUSES[key]);
    if (missed.length) {
      out.push("Targets missed, and their measured causes (bench/README.md, \"Gaps\"):", "");
      for (const [key] of missed) out.push(`- ${KNOWN_CAUSES[key][0]}: ${KNOWN_CAUSES[key][1]}`);
      out.push("");
    }
    if (result.pages) {
      out.push("### Lighthouse (mobile preset, simulated throttling)", "");
      out.push("| page | performance | accessibility | best practices | LCP ms | TBT ms | CLS | JS kB (transfer) | met |", "|---|---|---|---|---|---|---|---|---|");
      for (const page of result.pages) {
        out.push(`| ${page.path}${page.note ? ` (${page.note})` : ""} | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ${page.lcpMs} | ${page.tbtMs} | ${page.cls} | ${page.jsKb} | ${page.met ? "yes" : "**no**"} |`);
      }
      out.push("", "Targets: performance ≥ 95, accessibility 100, storefront JS ≤ 150 kB compressed (admin: no JS target).", "");
      for (const page of result.pages) {
        const failing = [...page.failing.accessibility, ...page.failing.bestPractices];
        if (failing.length) out.push(`- ${page.path}: audits not passed: ${failing.join(", ")}`);
      }
      if (result.pages.some((page) => page.performance < 95)) {
        out.push(
          "- Performance below 95: total blocking time is mostly React DOM's and Next's own start-up (~138 kB of framework script on every page); " +
            "a bare Next.js page with no app code scored 91-95 on this machine (bench/README.md, \"Gaps\").",
        );
      }
      out.push("");
    }
  }
  out.push("## Notes", "", ...report.notes.map((note) => `- ${note}`), "");
  return out.join("\n");
}

// ---------------------------------------------------------------- main
async function main() {
  if (!isBuildCurrent()) throw new Error("The production build is missing or older than the sources: run `node scripts/ensure-build.mjs` (or `npm run build`) first.");
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
      ["next", "react", "@prisma/client", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg", "better-sqlite3", "pg", "sharp", "autocannon", "lighthouse"].map((name) => [name, packageVersion(name)]),
    ),
    settings: { runs: RUNS, loadSeconds: LOAD_SECONDS, orders: ORDER_COUNT },
    providers: [],
    notes: [
      "Baselines run in a separate bare node:http process (bench/lib/baseline-server.mjs): the same sticker-size bytes; the admin page as one JOIN query + COUNT through better-sqlite3 / pg; the checkout as the same rows (TestPaymentIntent, Payment, Order, cart cleared) inserted in one transaction.",
      "Latencies come from autocannon's per-response timings (hrtime, sub-millisecond), not its whole-millisecond histogram.",
      "Upload baseline: SHA-256 of the same bytes and two writes of them, each fsync'ed (the shop's storage syncs its writes too).",
      "Export memory: VmRSS of the `next start` process tree sampled every 10 ms during the download; growth = peak − RSS before the request. 'Flat' means growth at 10,000 rows ≤ 1.5 × growth at 2,500 rows + 16 MB.",
      "Lighthouse runs once (on SQLite): the pages do not query the database differently per provider. /checkout is measured with an empty cart, /admin at its password gate.",
      "Load generator and servers share this machine's CPUs, so absolute numbers are modest; the ratios are what the targets are about.",
    ],
  };
  for (const [provider, url] of targets) report.providers.push(await benchProvider(provider, url));
  report.finishedAt = new Date().toISOString();

  const md = markdown(report);
  const name = ONLY ? "partial" : "latest";
  writeFileSync(path.join(RESULTS_DIR, `${name}.json`), JSON.stringify(report, null, 2) + "\n");
  writeFileSync(path.join(RESULTS_DIR, `${name}.md`), md);
  console.log("\n" + md);
  return report.providers.every((p) => Object.values(p.figures).every((f) => f.met) && (p.pages ?? []).every((page) => page.met)) ? 0 : 2;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error("bench failed:", error?.stack ?? error);
  if (buildReplaced()) console.error("NOTE: .next was rebuilt while the bench ran (another `next build`); the running server broke. Re-run when no build is running.");
  if (currentShop) console.error(`--- last output of next start ---\n${currentShop.child.recentLog().slice(-4000)}`);
  code = 1;
} finally {
  await stopAll();
  for (const leftover of ["designs", "scratch", "outbox"]) rmSync(path.join(BENCH_DIR, leftover), { recursive: true, force: true });
}
process.exit(code === 2 ? 0 : code);
