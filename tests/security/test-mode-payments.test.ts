// Test-mode payments (Stripe's test cards, no money moved) in a deployment that forgot its Stripe keys:
// they must be asked for with PAYMENTS_TEST_MODE=1, and orders paid that way carry a visible mark.
import { parse } from "csv-parse/sync";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { addCartLine, CUSTOMER, makeSessionId, resetShopData } from "../helpers/fixtures";
import { GET as listOrders } from "@/app/api/orders/route";
import { GET as exportOrders } from "@/app/api/orders/export/route";
import type { ServerEnv } from "@/lib/env";

setupTestDatabase();
beforeEach(resetShopData);
afterEach(() => jest.resetModules());

const DEPLOYMENT = { NODE_ENV: "production", DATABASE_URL: "postgresql://db.example.com/shop" } as const;

/**
 * The checkout routes as a fresh module registry sees them, with the environment overridden. The
 * database client reads process.env itself, so the test database stays the one in use.
 */
async function checkoutRoutes(overrides: Partial<ServerEnv>) {
  jest.resetModules();
  const actualEnv = jest.requireActual<typeof import("@/lib/env")>("@/lib/env");
  jest.doMock("@/lib/env", () => ({
    ...actualEnv,
    getServerEnv: () => ({ ...actualEnv.getServerEnv(), STRIPE_SECRET_KEY: undefined, ...overrides }),
  }));
  const createPaymentIntent = (await import("@/app/api/create-payment-intent/route")).POST;
  const placeOrders = (await import("@/app/api/orders/route")).POST;
  const confirmTestPayment = (await import("@/app/api/test-payments/confirm/route")).POST;
  return { createPaymentIntent, placeOrders, confirmTestPayment };
}

async function quote(routes: Awaited<ReturnType<typeof checkoutRoutes>>, sessionId: string) {
  return callRoute(routes.createPaymentIntent, {
    method: "POST",
    body: { sessionId, shippingMethod: "standard", shippingCity: "Reno", shippingState: "NV" },
  });
}

describe("test-mode payments in a deployment", () => {
  it("answers 503 { message } at checkout without Stripe keys or PAYMENTS_TEST_MODE=1, and takes no test card", async () => {
    const routes = await checkoutRoutes({ ...DEPLOYMENT, PAYMENTS_TEST_MODE: undefined });
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 50);

    const response = await quote(routes, sessionId);
    expect(response.status).toBe(503);
    expect(response.body.message).toMatch(/card payments are not configured/i);

    const charged = await callRoute(routes.confirmTestPayment, {
      method: "POST",
      body: { clientSecret: "test_secret_anything", cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" },
    });
    expect(charged.status).toBe(404);
  });

  it("keeps test mode when PAYMENTS_TEST_MODE=1 asks for it, and in the embedded default (SQLite) with no setting", async () => {
    for (const overrides of [
      { ...DEPLOYMENT, PAYMENTS_TEST_MODE: "1" as const },
      { NODE_ENV: "production" as const, DATABASE_URL: "file:./data/shop.db", PAYMENTS_TEST_MODE: undefined },
    ]) {
      const routes = await checkoutRoutes(overrides);
      const sessionId = makeSessionId();
      await addCartLine(sessionId, '2"', 50);
      const response = await quote(routes, sessionId);
      expect(response.status).toBe(200);
      expect(response.body.clientSecret).toEqual(expect.any(String));
    }
  });
});

describe("the deployment the payment mode sees (lib/deployment/is-deployment.mjs)", () => {
  it("is the deployment check's: on Vercel too, test mode must be asked for", async () => {
    const { resolvePaymentMode } = await import("@/lib/payments/get-payment-provider");
    const vercel = { NODE_ENV: "production" as const, VERCEL: "1", DATABASE_URL: "postgresql://db.example.com/shop" };
    expect(resolvePaymentMode({ ...vercel, STRIPE_SECRET_KEY: undefined, PAYMENTS_TEST_MODE: undefined })).toBe(
      "unconfigured",
    );
    expect(resolvePaymentMode({ ...vercel, DATABASE_URL: undefined, STRIPE_SECRET_KEY: undefined })).toBe(
      "unconfigured",
    );
    expect(resolvePaymentMode({ ...vercel, STRIPE_SECRET_KEY: undefined, PAYMENTS_TEST_MODE: "1" })).toBe("test");
    expect(resolvePaymentMode({ ...vercel, STRIPE_SECRET_KEY: "sk_live_x" })).toBe("stripe");
  });
});

describe("orders paid in test mode", () => {
  it("carry a Test mark in the admin order list and a 'test' cell in the CSV", async () => {
    const routes = await checkoutRoutes({});
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 50);
    const quoted = await quote(routes, sessionId);
    const placed = await callRoute(routes.placeOrders, {
      method: "POST",
      body: { ...CUSTOMER, sessionId, paymentId: quoted.body.paymentId, shippingMethod: "standard" },
    });
    expect(placed.status).toBe(201);
    const paid = await callRoute(routes.confirmTestPayment, {
      method: "POST",
      body: { clientSecret: placed.body.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" },
    });
    expect(paid.status).toBe(200);

    const headers = await adminHeaders();
    const listed = await callRoute(listOrders, { headers });
    expect(listed.body.orders).toHaveLength(1);
    expect(listed.body.orders[0]).toMatchObject({ status: "paid", testPayment: true });

    const exported = await exportOrders(new Request("http://shop.test/api/orders/export", { headers }), {
      params: Promise.resolve({}),
    });
    const records: string[][] = parse(await exported.text());
    const column = records[0]!.indexOf("Test Payment");
    // After the spec's columns and Payment Mismatch; only Carrier, Tracking Number, Proof, the sticker's
    // shape and size, and its material and finish (#35) follow it.
    expect(records[0]!.slice(column - 1)).toEqual([
      "Payment Mismatch",
      "Test Payment",
      "Carrier",
      "Tracking Number",
      "Proof",
      "Shape",
      "Width (in)",
      "Height (in)",
      "Material",
      "Finish",
    ]);
    expect(records[1]![column]).toBe("test");
  });
});
