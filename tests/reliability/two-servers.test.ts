// Two production servers (`next start` on the same build) share one database, the way a shop runs
// once it outgrows one machine: on PostgreSQL a throw-away database on the server of the run's
// DATABASE_URL, on SQLite one shared database file (two processes on one machine). Both talk to the
// same Stripe stand-in (real SDK, real webhook signatures) and the same SMTP test server, and sweep
// queued e-mails every EMAIL_SWEEP_INTERVAL_MS. Requests are spread over both servers at once:
// - 20 identical concurrent checkouts → one payment, one PaymentIntent, one set of orders;
// - one webhook event delivered 10 times to each → one `paid` transition, one confirmation e-mail,
//   one commission;
// - e-mails queued (a crash left them queued; status changes sent to both servers at once) are
//   delivered exactly once while both sweeps run;
// - wrong admin passwords sent alternately to both → the login throttle blocks on either.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { makePng } from "../helpers/images";
import {
  adminToken,
  ensureProductionBuild,
  prepareServerDatabase,
  SERVER_ADMIN_PASSWORD,
  startProductionServer,
  type RunningServer,
  type ServerEnv,
} from "../helpers/production-server";
import { readHeaders, startSmtpTestServer, type SmtpTestServer } from "../helpers/smtp-test-server";
import {
  buildStripeEventPayload,
  signStripePayload,
  startStripeStandIn,
  type StripeStandIn,
} from "../helpers/stripe-stand-in";
import { withAdminClient } from "../helpers/database";
import { getTestProvider, postgresUrlFor } from "../helpers/test-databases";
import { openSqlDatabase } from "../../scripts/lib/sql-database.mjs";

jest.setTimeout(16 * 60_000); // the first run may have to build

const provider = getTestProvider();
const WEBHOOK_SECRET = "whsec_two_servers_0123456789abcdef";
const SWEEP_INTERVAL_MS = 250;
const tmp = mkdtempSync(path.join(os.tmpdir(), "sticker-two-servers-"));
const postgresName = `sticker_two_servers_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
const databaseUrl = provider === "sqlite" ? `file:${path.join(tmp, "shop.db")}` : postgresUrlFor(postgresName);

let standIn: StripeStandIn | undefined;
let smtp: SmtpTestServer | undefined;
let servers: RunningServer[] = [];
let token = "";

async function sql<Row = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<Row[]> {
  const db = await openSqlDatabase(databaseUrl);
  try {
    return (await db.query(text, params)) as Row[];
  } finally {
    await db.close();
  }
}

const count = async (text: string, params: unknown[] = []) =>
  Number((await sql<{ n: number | string }>(text, params))[0]?.n);

/** Server i % 2: requests alternate between the two instances. */
const on = (index: number) => servers[index % 2] as RunningServer;

async function call(
  server: RunningServer,
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.origin}${pathname}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { text };
  }
  return { status: response.status, body: json, headers: response.headers };
}

const admin = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  await ensureProductionBuild();
  standIn = await startStripeStandIn();
  // Each message is accepted after 40 ms, so sweeps of both servers overlap with each other.
  smtp = await startSmtpTestServer({ acceptDelayMs: 40 });
  if (provider === "postgres") await withAdminClient((client) => client.query(`CREATE DATABASE "${postgresName}"`));
  const shared = {
    databaseUrl,
    storageDir: path.join(tmp, "designs"),
    outboxDir: path.join(tmp, "outbox"),
    extra: {
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_API_HOST: standIn.apiHost,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_two_servers",
      SMTP_URL: smtp.url,
      EMAIL_SWEEP_INTERVAL_MS: String(SWEEP_INTERVAL_MS),
      TRUSTED_IP_HEADER: "", // one shared throttle bucket
    },
  };
  const envs: ServerEnv[] = ["a", "b"].map((name) => ({ ...shared, logFile: path.join(tmp, `server-${name}.log`) }));
  prepareServerDatabase(envs[0] as ServerEnv);
  const started = await Promise.allSettled(envs.map((env) => startProductionServer(env)));
  servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
  token = await adminToken(on(0).origin);
});

afterAll(async () => {
  await Promise.allSettled(servers.map((server) => server.kill()));
  await Promise.allSettled([standIn?.close(), smtp?.stop()]);
  if (provider === "postgres")
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${postgresName}" WITH (FORCE)`));
  if (process.env.KEEP_TWO_SERVERS_TMP === "1") console.log(`two-servers: database and server logs kept in ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
});

/** Delivered messages per "recipient | subject". */
function deliveries(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of smtp?.messages ?? []) {
    const key = `${message.rcptTo.join(",")} | ${readHeaders(message.raw).get("subject")}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Waits for `total` messages, then a few more sweep rounds of both servers, so a late duplicate would show. */
async function settleDeliveries(total: number) {
  await (smtp as SmtpTestServer).waitForMessages(total, 30_000);
  await new Promise((resolve) => setTimeout(resolve, SWEEP_INTERVAL_MS * 6));
}

const CUSTOMER = {
  customerName: "Grace Hopper",
  customerEmail: "grace@example.com",
  customerPhone: "702-555-0101",
  shippingAddress: "2 Main St",
  shippingCity: "Reno",
  shippingState: "NV",
  shippingZip: "89501",
  shippingCountry: "United States",
};
const checkout: { sessionId: string; paymentId: string; orderIds: number[] } = {
  sessionId: "",
  paymentId: "",
  orderIds: [],
};

it("makes one payment and one set of orders from 20 identical checkouts spread over both servers", async () => {
  const affiliate = await call(
    on(1),
    "POST",
    "/api/affiliates",
    {
      code: "TWOSERVERS",
      name: "Two Servers",
      email: "partner@example.com",
      commissionType: "percentage",
      commissionRate: 0.1,
      // No customer discount (a link's discount applies as if typed): amounts as without a referral.
      customerDiscountRate: 0,
    },
    admin(),
  );
  expect(affiliate.status).toBe(201);
  const tracked = await call(on(0), "GET", "/api/affiliate/track/twoservers");
  expect(tracked.status).toBe(200);
  const cookie = (tracked.headers.get("set-cookie") ?? "").split(";")[0] as string;
  expect(cookie).toBe("sticker_ref=TWOSERVERS");

  const sessionId = `session_${Date.now()}_${randomUUID()}`;
  const sizes = (await (await fetch(`${on(1).origin}/api/sticker-sizes`)).json()) as { id: number; name: string }[];
  const sizeId = (name: string) => (sizes.find((size) => size.name === name) as { id: number }).id;
  for (const [index, [sizeName, quantity]] of (
    [
      ['3" circle', 100],
      ['2"', 50],
    ] as const
  ).entries()) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await makePng())], { type: "image/png" }), `art-${index}.png`);
    const uploaded = await fetch(`${on(index).origin}/api/upload-design`, {
      method: "POST",
      body: form,
      headers: { "x-session-id": sessionId },
    });
    expect(uploaded.status).toBe(201);
    const design = (await uploaded.json()) as { id: number };
    const line = await call(on(index + 1), "POST", "/api/cart", {
      sessionId,
      designId: design.id,
      sizeId: sizeId(sizeName),
      quantity,
    });
    expect(line.status).toBe(201);
  }

  const headers = { cookie };
  const quoteBody = { sessionId, shippingMethod: "standard", shippingCity: "Reno", shippingState: "NV" };
  const quotes = await Promise.all(
    Array.from({ length: 20 }, (_, index) => call(on(index), "POST", "/api/create-payment-intent", quoteBody, headers)),
  );
  expect(quotes.map((quote) => quote.status)).toEqual(Array(20).fill(200));
  expect(new Set(quotes.map((quote) => quote.body.paymentId)).size).toBe(1);
  expect(new Set(quotes.map((quote) => quote.body.clientSecret)).size).toBe(1);
  const paymentId = quotes[0]?.body.paymentId as string;

  const placements = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      call(
        on(index),
        "POST",
        "/api/orders",
        { ...CUSTOMER, sessionId, paymentId, shippingMethod: "standard" },
        headers,
      ),
    ),
  );
  expect(placements.map((placement) => placement.status)).toEqual(Array(20).fill(201));
  expect(new Set(placements.map((placement) => JSON.stringify(placement.body.orderIds))).size).toBe(1);
  const orderIds = placements[0]?.body.orderIds as number[];
  expect(orderIds).toHaveLength(2);

  expect(await count(`SELECT COUNT(*) AS n FROM "Payment"`)).toBe(1);
  expect(await count(`SELECT COUNT(*) AS n FROM "Order"`)).toBe(2);
  // The cart is kept until the payment succeeds (a declined card must not empty it).
  expect(await count(`SELECT COUNT(*) AS n FROM "CartItem"`)).toBe(2);
  expect(standIn?.intents.size).toBe(1); // the provider charged for one payment only
  expect([...(standIn?.intents.values() ?? [])][0]?.amount).toBe(14700);
  Object.assign(checkout, { sessionId, paymentId, orderIds });
});

it("applies one webhook event sent 10 times to each server once: one paid transition, one e-mail, one commission", async () => {
  const [payment] = await sql<{ providerPaymentId: string }>(
    `SELECT "providerPaymentId" FROM "Payment" WHERE "id" = ?`,
    [checkout.paymentId],
  );
  const intentId = payment?.providerPaymentId as string;
  const intent = (standIn as StripeStandIn).setIntentStatus(intentId, "succeeded");
  const payload = buildStripeEventPayload("payment_intent.succeeded", intent, { id: "evt_two_servers_1" });
  const signature = signStripePayload(payload, WEBHOOK_SECRET);

  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      call(on(index), "POST", "/api/webhooks/stripe", payload, {
        "content-type": "application/json",
        "stripe-signature": signature,
      }),
    ),
  );
  expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
  const outcomes = responses.map((response) => response.body.outcome);
  expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(1);
  expect(outcomes.filter((outcome) => outcome === "already_processed")).toHaveLength(19);

  const orders = await sql<{ status: string }>(`SELECT "status" FROM "Order" ORDER BY "id"`);
  expect(orders.map((order) => order.status)).toEqual(["paid", "paid"]);
  expect(await count(`SELECT COUNT(*) AS n FROM "CartItem"`)).toBe(0);
  const [paid] = await sql<{ status: string; commissionCents: number | string }>(
    `SELECT "status", "commissionCents" FROM "Payment"`,
  );
  expect(paid?.status).toBe("paid");
  expect(Number(paid?.commissionCents)).toBe(1420); // 10% of the 142.00 subtotal, booked once
  const [partner] = await sql<{ totalOrders: number | string; totalEarningsCents: number | string }>(
    `SELECT "totalOrders", "totalEarningsCents" FROM "Affiliate" WHERE "code" = ?`,
    ["TWOSERVERS"],
  );
  expect([Number(partner?.totalOrders), Number(partner?.totalEarningsCents)]).toEqual([1, 1420]);
  expect(await count(`SELECT COUNT(*) AS n FROM "WebhookEvent"`)).toBe(1);
  expect(await count(`SELECT COUNT(*) AS n FROM "EmailMessage"`)).toBe(1);

  await settleDeliveries(1);
  const received = [...deliveries()];
  expect(received).toHaveLength(1);
  expect(received[0]?.[0]).toMatch(/^grace@example\.com \| /);
  expect(received[0]?.[1]).toBe(1);
});

it("delivers every queued e-mail exactly once while both servers sweep", async () => {
  // E-mails a crash left queued: only a sweep sends these.
  const stranded = Array.from({ length: 12 }, (_, index) => ({
    to: `stranded-${index}@example.com`,
    subject: `Stranded e-mail ${index}`,
  }));
  for (const [index, email] of stranded.entries()) {
    await sql(
      `INSERT INTO "EmailMessage" ("dedupeKey", "toAddress", "subject", "textBody", "status", "createdAt") VALUES (?, ?, ?, ?, ?, ?)`,
      [`stranded:${index}`, email.to, email.subject, `Body ${index}`, "queued", new Date()],
    );
  }
  // Printing waits for an approved proof (tested in proofs-admin.test.ts): these orders have one.
  for (const orderId of checkout.orderIds)
    await sql(`UPDATE "Order" SET "proofState" = 'approved' WHERE "id" = ?`, [orderId]);
  // Status changes sent to both servers at once: each e-mail is queued once and sent right after
  // its commit, racing the sweeps.
  for (const status of ["processing", "shipped"]) {
    const changes = await Promise.all(
      checkout.orderIds.flatMap((orderId) =>
        [0, 1].map((index) => call(on(index), "PATCH", `/api/orders/${orderId}/status`, { status }, admin())),
      ),
    );
    expect(changes.map((change) => change.status)).toEqual([200, 200, 200, 200]);
  }

  const expected = 1 + stranded.length + 2 * checkout.orderIds.length;
  await settleDeliveries(expected);
  const counts = deliveries();
  expect(counts.size).toBe(expected);
  expect([...counts].filter(([, times]) => times !== 1)).toEqual([]);
  for (const email of stranded) expect(counts.get(`${email.to} | ${email.subject}`)).toBe(1);
  expect(smtp?.messages).toHaveLength(expected);
  const rows = await sql<{ status: string }>(`SELECT "status" FROM "EmailMessage"`);
  expect(rows.map((row) => row.status)).toEqual(Array(expected).fill("sent"));
});

it("counts wrong admin passwords made on either server in one throttle", async () => {
  const attempt = (index: number, password: string) => call(on(index), "POST", "/api/admin/session", { password });
  const answers: number[] = [];
  for (let index = 0; index < 8; index += 1) answers.push((await attempt(index, `wrong-password-${index}`)).status);
  // Four failures on each server, so neither alone reached the limit of 8: the eighth is refused
  // and blocks the shared bucket only because both servers count in the same rows.
  expect(answers).toEqual([...Array(7).fill(401), 429]);

  // The block holds on both servers, even for the right password.
  const blocked = await Promise.all([
    attempt(0, "wrong-password-again"),
    attempt(1, "wrong-password-again"),
    attempt(0, SERVER_ADMIN_PASSWORD),
    attempt(1, SERVER_ADMIN_PASSWORD),
  ]);
  expect(blocked.map((answer) => answer.status)).toEqual([429, 429, 429, 429]);
  expect(blocked.every((answer) => Number(answer.headers.get("retry-after")) > 60)).toBe(true);
});
