// Checkout with Stripe configured, as a deployment runs it: the checkout page shows Stripe's Payment
// Element (here the Stripe.js stand-in, routed in place of https://js.stripe.com), the browser confirms
// the payment with the Stripe API stand-in, and the stand-in delivers the signed webhook to the shop.
// Runs its own production server (the build `npm test` made, no PAYMENTS_TEST_MODE) with the keys given
// at start: the publishable key reaches the page from the server at request time, and the page's
// Content-Security-Policy lets Stripe.js reach the API origin (STRIPE_API_HOST, the stand-in here).
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { openSqlDatabase } from "../../scripts/lib/sql-database.mjs";
import { startStripeStandIn, type StripeStandIn } from "../helpers/stripe-stand-in";
import { expectNoSeriousViolations } from "./support/axe";
import {
  findFreePort,
  makeOwnShopEnv,
  prepareOwnShopDatabase,
  startOwnShopServer,
  type OwnShopServer,
} from "./support/own-shop-server";
import { chooseDesignFile, fillCustomerForm, fillTestCard, makePng } from "./support/shop";
import { routeStripeJs, STRIPE_JS_STAND_IN_SELECTOR } from "./support/stripe-js-stand-in";

const ROOT = process.cwd();
const DATA_DIR = path.join(ROOT, "data", "e2e-stripe");
const DATABASE_URL = `file:${path.join(DATA_DIR, "shop.db")}`;
const WEBHOOK_SECRET = "whsec_e2e_stripe_checkout_0123456789";
const PUBLISHABLE_KEY = "pk_test_e2e_stripe_checkout";

let standIn: StripeStandIn;
let server: OwnShopServer;
let origin: string;

async function queryShop(sql: string, params: unknown[] = []) {
  const db = await openSqlDatabase(DATABASE_URL);
  try {
    return await db.query(sql, params);
  } finally {
    await db.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  standIn = await startStripeStandIn({ publishableKey: PUBLISHABLE_KEY });
  rmSync(DATA_DIR, { recursive: true, force: true });
  const port = await findFreePort();
  origin = `http://127.0.0.1:${port}`;
  standIn.webhook = { url: `${origin}/api/webhooks/stripe`, secret: WEBHOOK_SECRET };
  // Real payments only: the shop's own test card form must not be what takes the card.
  const env = makeOwnShopEnv(DATA_DIR, {
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_API_HOST: standIn.apiHost,
    PAYMENTS_TEST_MODE: undefined,
    BLOB_READ_WRITE_TOKEN: undefined,
  });
  prepareOwnShopDatabase(env);
  server = await startOwnShopServer({ env, port });
});

test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

let cspViolations: string[];

test.beforeEach(async ({ page }) => {
  await routeStripeJs(page, { apiOrigin: standIn.apiHost });
  cspViolations = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
});

test.afterEach(() => {
  expect(cspViolations, "the page's Content-Security-Policy blocked something").toEqual([]);
});

/** A cart with one 3" circle × 100 ($92.00) made through the public API, in the page's local storage. */
async function startShopperWithCart(page: Page) {
  const sessionId = `session_${Date.now()}_${randomUUID()}`;
  const sizes = (await (await page.request.get(`${origin}/api/sticker-sizes`)).json()) as Array<{
    id: number;
    name: string;
  }>;
  const upload = await page.request.post(`${origin}/api/upload-design`, {
    multipart: { file: { name: "art.png", mimeType: "image/png", buffer: await makePng() }, sessionId },
  });
  expect(upload.status()).toBe(201);
  const design = (await upload.json()) as { id: number };
  const added = await page.request.post(`${origin}/api/cart`, {
    data: {
      sessionId,
      designId: design.id,
      sizeId: sizes.find((size) => size.name === '3" circle')?.id,
      quantity: 100,
      roundedCorners: false,
    },
  });
  expect(added.status()).toBe(201);
  await page.goto(`${origin}/`);
  await page.evaluate((id) => window.localStorage.setItem("cartSessionId", id), sessionId);
  return sessionId;
}

/** The checkout with the customer's details and standard shipping filled in, Stripe's Element mounted. */
async function openCheckout(page: Page) {
  await page.goto(`${origin}/checkout`);
  await fillCustomerForm(page);
  await page.getByLabel("Standard").check();
  await expect(page.getByLabel("Card number")).toBeVisible();
  // Stripe's Payment Element, not the shop's own test card form (which has no "Expiration date" label).
  await expect(page.locator(STRIPE_JS_STAND_IN_SELECTOR).getByLabel("Card number")).toBeVisible();
}

const orderIdFromUrl = (page: Page) => Number(new URL(page.url()).searchParams.get("orderId"));

async function paymentOf(orderId: number) {
  const [row] = await queryShop(
    `SELECT p."providerPaymentId" AS "intentId", p."status" AS "paymentStatus", o."status" AS "orderStatus"
       FROM "Order" o JOIN "Payment" p ON p."id" = o."paymentId" WHERE o."id" = ?`,
    [orderId],
  );
  return row as { intentId: string; paymentStatus: string; orderStatus: string };
}

const deliveriesFor = (intentId: string) =>
  standIn.webhookDeliveries.filter((delivery) => delivery.payload.includes(`"id": "${intentId}"`));

test("a shopper uploads a design, checks out and pays with Stripe's Payment Element; the order is paid", async ({
  page,
}) => {
  await page.goto(`${origin}/stickers`);
  await chooseDesignFile(page, { name: "team-logo.png", mimeType: "image/png", buffer: await makePng(1200, 900) });
  await expect(page.getByText("Design uploaded successfully!").first()).toBeVisible();
  await page.getByRole("checkbox", { name: "Circle" }).click();
  await page.getByLabel("Quantity").selectOption("100");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Item has been added to your cart.").first()).toBeVisible();

  await openCheckout(page);
  await expectNoSeriousViolations(page, "/checkout with Stripe's Payment Element", {
    exclude: [STRIPE_JS_STAND_IN_SELECTOR],
  });
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(/^#\d+-\d{4,6}$/);

  const payment = await paymentOf(orderIdFromUrl(page));
  expect(payment).toMatchObject({ paymentStatus: "paid", orderStatus: "paid" });
  // The browser confirmed with the publishable key and the intent's client secret, as Stripe.js does.
  const confirm = standIn.requests.find(
    (request) => request.path === `/v1/payment_intents/${payment.intentId}/confirm`,
  );
  expect(confirm?.body).toMatchObject({
    key: PUBLISHABLE_KEY,
    client_secret: standIn.intents.get(payment.intentId)?.client_secret,
    payment_method_data: { type: "card", card: { number: "4242424242424242" } },
  });
  expect(confirm?.headers.authorization).toBeUndefined();
  await standIn.settleWebhooks();
  expect(deliveriesFor(payment.intentId).map(({ type, status }) => ({ type, status }))).toEqual([
    { type: "payment_intent.succeeded", status: 200 },
  ]);
});

test("the order is paid by the webhook when the tab closes before the success page", async ({ page }) => {
  // Nothing after the confirm reaches the shop from the browser: not the success page, not its call.
  await page.route(/\/payment-success(\?|$)/, (route) => route.abort());
  await page.route(/\/api\/orders\/[^/]+\/payment-success$/, (route) => route.abort());
  const sessionId = await startShopperWithCart(page);
  await openCheckout(page);
  await fillTestCard(page, "4242 4242 4242 4242");
  const confirmed = page.waitForResponse((response) => /\/v1\/payment_intents\/[^/]+\/confirm$/.test(response.url()));
  await page.getByRole("button", { name: /^Pay \$97\.00$/ }).click();
  expect((await confirmed).status()).toBe(200);
  await page.close();

  const [order] = await queryShop(`SELECT "id" FROM "Order" WHERE "sessionId" = ?`, [sessionId]);
  const orderId = Number(order?.id);
  await expect.poll(async () => (await paymentOf(orderId)).orderStatus, { timeout: 15_000 }).toBe("paid");
  const payment = await paymentOf(orderId);
  expect(payment.paymentStatus).toBe("paid");
  // "paid" (not "already_processed"): the webhook is what moved the order.
  await standIn.settleWebhooks();
  expect(deliveriesFor(payment.intentId).map(({ type, status, body }) => ({ type, status, body }))).toEqual([
    { type: "payment_intent.succeeded", status: 200, body: { received: true, outcome: "paid" } },
  ]);
});

test("a declined card shows the shop's payment failure; the shopper pays with another card", async ({ page }) => {
  const sessionId = await startShopperWithCart(page);
  await openCheckout(page);
  await fillTestCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay \$97\.00$/ }).click();

  await expect(page.getByTestId("payment-error")).toHaveText("Payment failed: Your card was declined.");
  await expect(page).toHaveURL(/\/checkout$/);
  const orders = await queryShop(`SELECT "id", "status" FROM "Order" WHERE "sessionId" = ?`, [sessionId]);
  expect(orders.map((order) => order.status)).toEqual(["pending"]);
  const { intentId } = await paymentOf(Number(orders[0]?.id));
  await standIn.settleWebhooks();
  expect(deliveriesFor(intentId).map(({ type, body }) => ({ type, body }))).toEqual([
    { type: "payment_intent.payment_failed", body: { received: true, outcome: "recorded_failure" } },
  ]);

  // The Element kept the card; the shopper types another number and pays.
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay \$97\.00$/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  expect(orderIdFromUrl(page)).toBe(Number(orders[0]?.id));
  expect(await paymentOf(orderIdFromUrl(page))).toMatchObject({ paymentStatus: "paid", orderStatus: "paid" });
});
