// The baselines: a bare node:http server without a framework.
//   GET  /sizes            the exact bytes the shop answered for GET /api/sticker-sizes
//   GET  /orders?page&pageSize[&after=<createdAt ms>,<id>]  the admin page statement of the shop (rows + total in one
//        statement; `after`: the keyset page after that row, as a nextCursor reads it) through the raw driver
//   POST /checkout {sessionId}  the rows a checkout writes, inserted through the raw driver
//   GET  /report?start&end&previousStart&previousEnd&timeZone  (PostgreSQL) the Reports page's statements
//        (bench/lib/report-sql.mjs) run in parallel on the pool, as the shop's Promise.all runs them; their rows
// Usage: node baseline-server.mjs <port> <sizes-body-file> <DATABASE_URL>
import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";
import { resolveDatabaseUrl } from "../../lib/db/database-url.mjs";
import { orderCountStatement, orderPageStatement } from "./order-page-sql.mjs";
import { reportStatements } from "./report-sql.mjs";

const [port, sizesFile, databaseUrl] = process.argv.slice(2);
const sizesBody = readFileSync(sizesFile);
const target = resolveDatabaseUrl(databaseUrl);

// The admin list's statement exactly as the shop runs it for the default view of GET /api/orders
// (bench/lib/order-page-sql.mjs mirrors lib/orders/read-order-rows.ts and order-counts.ts): page 1 by
// OFFSET, a cursor's page by the row-value keyset after the cursor's row, pageSize + 1 rows read, the
// total from "OrderCount" + "OrderCountChange" in the same statement. The statuses come from the
// shop's source (passed in by bench/run.mjs).
const PAID_ONWARD = JSON.parse(process.env.BENCH_PAID_ONWARD_STATUSES ?? "[]");
if (!PAID_ONWARD.length) throw new Error("BENCH_PAID_ONWARD_STATUSES is not set");
const pageStatement = (pageNo, pageSize, after) =>
  orderPageStatement({
    provider: target.provider,
    statuses: PAID_ONWARD,
    limit: pageSize + 1,
    offset: after ? 0 : (pageNo - 1) * pageSize,
    after,
  });
const COUNT = orderCountStatement({ statuses: PAID_ONWARD });
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

// The rows one checkout writes, the same on both drivers (SQL written with "?" placeholders).
const CART_SQL = `SELECT * FROM "CartItem" WHERE "sessionId" = ? ORDER BY "createdAt", "id"`;
const INTENT_SQL = `INSERT INTO "TestPaymentIntent" ("id","clientSecret","amountCents","currency","status","metadata","createdAt","updatedAt") VALUES (?,?,?,?,?,?,?,?)`;
const PAYMENT_SQL = `INSERT INTO "Payment" ("id","sessionId","cartFingerprint","provider","providerPaymentId","clientSecret","status","currency","subtotalCents","totalCents","createdAt","updatedAt") VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`;
// Each order keeps its line's sticker (#22): size id, shape, width × height, size name, die-cut line.
const ORDER_SQL = `INSERT INTO "Order" ("sessionId","paymentId","designId","sizeId","shape","widthInches","heightInches","sizeName","cutLine","quantity","unitPriceCents","totalPriceCents","customerName","customerEmail","customerPhone","shippingAddress","shippingCity","shippingState","shippingZip","shippingCountry","paymentIntentId","createdAt","updatedAt") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`;
const CLEAR_CART_SQL = `DELETE FROM "CartItem" WHERE "sessionId" = ?`;

const intentValues = (piId, total, now) => [
  piId,
  `${piId}_secret_${randomUUID()}`,
  total,
  "usd",
  "requires_payment_method",
  "{}",
  now,
  now,
];
const paymentValues = (paymentId, sessionId, lines, piId, total, now) => [
  paymentId,
  sessionId,
  createHash("sha256").update(JSON.stringify(lines)).digest("hex"),
  "test",
  piId,
  `${piId}_secret`,
  "pending",
  "usd",
  total,
  total,
  now,
  now,
];
const orderValues = (sessionId, paymentId, line, piId, now) => [
  sessionId,
  paymentId,
  line.designId,
  line.sizeId,
  line.shape,
  line.widthInches,
  line.heightInches,
  line.sizeName,
  line.cutLine,
  line.quantity,
  line.unitPriceCents,
  line.totalPriceCents,
  CUSTOMER.customerName,
  CUSTOMER.customerEmail,
  CUSTOMER.customerPhone,
  CUSTOMER.shippingAddress,
  CUSTOMER.shippingCity,
  CUSTOMER.shippingState,
  CUSTOMER.shippingZip,
  CUSTOMER.shippingCountry,
  piId,
  now,
  now,
];

let db;
if (target.provider === "sqlite") {
  const { default: Database } = await import("better-sqlite3");
  const sqlite = new Database(target.filePath);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  const toSqlite = (value) =>
    typeof value === "boolean"
      ? Number(value)
      : value instanceof Date
        ? value.toISOString().replace("Z", "+00:00")
        : value;
  const firstPage = sqlite.prepare(pageStatement(1, 1).sql);
  const keysetPage = sqlite.prepare(pageStatement(2, 1, { createdAt: new Date(0), id: 0 }).sql);
  const count = sqlite.prepare(COUNT.sql);
  const cart = sqlite.prepare(CART_SQL);
  const intent = sqlite.prepare(INTENT_SQL);
  const payment = sqlite.prepare(PAYMENT_SQL);
  const order = sqlite.prepare(ORDER_SQL);
  const clear = sqlite.prepare(CLEAR_CART_SQL);
  const checkout = sqlite.transaction((sessionId) => {
    const lines = cart.all(sessionId);
    const total = lines.reduce((sum, line) => sum + line.totalPriceCents, 0);
    const now = new Date().toISOString().replace("Z", "+00:00");
    const piId = `pi_test_${randomUUID()}`;
    const paymentId = randomUUID();
    intent.run(...intentValues(piId, total, now));
    payment.run(...paymentValues(paymentId, sessionId, lines, piId, total, now));
    const ids = lines.map((line) => order.run(...orderValues(sessionId, paymentId, line, piId, now)).lastInsertRowid);
    clear.run(sessionId);
    return { orderIds: ids.map(Number), paymentId };
  });
  db = {
    async orders(pageNo, pageSize, after) {
      const { params } = pageStatement(pageNo, pageSize, after);
      const rows = (after ? keysetPage : firstPage).all(...params.map(toSqlite));
      const total = rows.length ? rows[0].total : count.get(...COUNT.params.map(toSqlite)).total;
      return { orders: rows.slice(0, pageSize), total: Number(total) };
    },
    async checkout(sessionId) {
      return checkout.immediate(sessionId);
    },
  };
} else {
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  const q = (sql) => {
    let i = 0;
    return sql.replace(/\?/g, () => `$${++i}`);
  };
  db = {
    async orders(pageNo, pageSize, after) {
      const { sql, params } = pageStatement(pageNo, pageSize, after);
      const { rows } = await pool.query(q(sql), params);
      const total = rows.length ? rows[0].total : (await pool.query(q(COUNT.sql), COUNT.params)).rows[0].total;
      return { orders: rows.slice(0, pageSize), total: Number(total) };
    },
    async report(range) {
      const statements = Object.entries(reportStatements(range));
      const results = await Promise.all(statements.map(([, { sql, params }]) => pool.query(q(sql), params)));
      return Object.fromEntries(statements.map(([name], index) => [name, results[index].rows]));
    },
    async checkout(sessionId) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const lines = (await client.query(q(CART_SQL), [sessionId])).rows;
        const total = lines.reduce((sum, line) => sum + line.totalPriceCents, 0);
        const now = new Date();
        const piId = `pi_test_${randomUUID()}`;
        const paymentId = randomUUID();
        await client.query(q(INTENT_SQL), intentValues(piId, total, now));
        await client.query(q(PAYMENT_SQL), paymentValues(paymentId, sessionId, lines, piId, total, now));
        const ids = [];
        for (const line of lines) {
          const result = await client.query(
            q(`${ORDER_SQL} RETURNING "id"`),
            orderValues(sessionId, paymentId, line, piId, now),
          );
          ids.push(result.rows[0].id);
        }
        await client.query(q(CLEAR_CART_SQL), [sessionId]);
        await client.query("COMMIT");
        return { orderIds: ids, paymentId };
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

const server = http.createServer(async (request, response) => {
  try {
    const url = new URL(request.url, "http://localhost");
    if (request.method === "GET" && url.pathname === "/sizes") {
      response.writeHead(200, { "content-type": "application/json", "content-length": sizesBody.length });
      response.end(sizesBody);
      return;
    }
    let result;
    if (request.method === "GET" && url.pathname === "/orders") {
      const [afterMs, afterId] = (url.searchParams.get("after") ?? "").split(",").map(Number);
      result = await db.orders(
        Number(url.searchParams.get("page") ?? 1),
        Number(url.searchParams.get("pageSize") ?? 50),
        afterId ? { createdAt: new Date(afterMs), id: afterId } : null,
      );
    } else if (request.method === "GET" && url.pathname === "/report" && db.report) {
      const instant = (key) => new Date(url.searchParams.get(key) ?? "");
      result = await db.report({
        start: instant("start"),
        end: instant("end"),
        previousStart: instant("previousStart"),
        previousEnd: instant("previousEnd"),
        timeZone: url.searchParams.get("timeZone"),
      });
    } else if (request.method === "POST" && url.pathname === "/checkout") {
      result = await db.checkout(JSON.parse(await readBody(request)).sessionId);
    } else {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.stringify(result, (_key, value) => (typeof value === "bigint" ? Number(value) : value));
    response.writeHead(200, { "content-type": "application/json" });
    response.end(body);
  } catch (error) {
    response.writeHead(500, { "content-type": "text/plain" });
    response.end(String(error?.stack ?? error));
  }
});
server.listen(Number(port), "127.0.0.1", () => console.log(`baseline listening on ${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
