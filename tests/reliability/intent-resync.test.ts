// Hardening item 4: money taken, order left unpaid, nobody told. POST /api/orders re-prices the
// payment (here: priority shipping to New York instead of the quote's Las Vegas delivery) and then
// syncs the provider's intent. When that sync fails once, the retried submission must not hand out
// the client secret of an intent still asking for the quote's amount; and when the provider does
// take another amount, the operators must see it on the order (admin list and CSV), not in a log.
import { parse } from "csv-parse/sync";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { addCartLine, CUSTOMER, makeSessionId, resetShopData } from "../helpers/fixtures";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { GET as listOrders, POST as placeOrders } from "@/app/api/orders/route";
import { GET as exportOrders } from "@/app/api/orders/export/route";
import { POST as confirmTestPayment } from "@/app/api/test-payments/confirm/route";
import { prisma } from "@/lib/db/client";
import { getPaymentProvider } from "@/lib/payments/get-payment-provider";
import { PaymentProviderError } from "@/lib/payments/payment-provider";

setupTestDatabase();

const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
let headers: Record<string, string>;

beforeAll(async () => {
  headers = await adminHeaders();
});

beforeEach(async () => {
  await resetShopData();
  jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** Quotes $50 with Las Vegas' free delivery (intent: 5000), then places with priority to New York ($60). */
async function placeWithFailingSync() {
  const sessionId = makeSessionId();
  await addCartLine(sessionId, '2"', 50); // 50.00
  const quoted = await callRoute(createPaymentIntent, {
    method: "POST",
    body: { sessionId, shippingMethod: "standard", shippingCity: "Las Vegas", shippingState: "NV" },
  });
  expect(quoted.body.total).toBe("50.00");

  // The provider answers the amount update once with an outage (Stripe: HTTP 500).
  jest
    .spyOn(getPaymentProvider(), "updateIntentAmount")
    .mockRejectedValueOnce(
      new PaymentProviderError("Stripe paymentIntents.update failed: api_error, HTTP 500: internal error"),
    );
  const body = {
    ...CUSTOMER,
    sessionId,
    paymentId: quoted.body.paymentId,
    shippingMethod: "priority",
    shippingCity: "New York",
    shippingState: "NY",
    shippingZip: "10001",
  };
  const place = () => callRoute(placeOrders, { method: "POST", body });
  const failed = await place();
  expect(failed.status).toBeGreaterThanOrEqual(500);

  const payment = await prisma.payment.findUniqueOrThrow({ where: { id: quoted.body.paymentId } });
  expect(payment).toMatchObject({ status: "pending", totalCents: 6000 });
  const intent = await prisma.testPaymentIntent.findUniqueOrThrow({ where: { id: payment.providerPaymentId ?? "" } });
  expect(intent.amountCents).toBe(5000); // the failed sync left the quote's amount
  return { paymentId: payment.id, quoteSecret: quoted.body.clientSecret as string, place };
}

describe("POST /api/orders after the intent sync failed once", () => {
  it("re-syncs the intent to the payment's total before the retry gets the client secret", async () => {
    const { paymentId, place } = await placeWithFailingSync();

    const retried = await place();

    expect(retried.status).toBe(201);
    expect(retried.body.total).toBe("60.00");
    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
    const intent = await prisma.testPaymentIntent.findUniqueOrThrow({
      where: { clientSecret: retried.body.clientSecret },
    });
    expect(intent.amountCents).toBe(payment.totalCents);
    expect(intent.amountCents).toBe(6000);

    const paid = await callRoute(confirmTestPayment, {
      method: "POST",
      body: { clientSecret: retried.body.clientSecret, ...GOOD_CARD },
    });
    expect(paid.status).toBe(200);
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({
      status: "paid",
      amountMismatchAt: null,
    });
    expect(await prisma.order.findMany({ where: { paymentId }, select: { status: true } })).toEqual([
      { status: "paid" },
    ]);
  });

  it("records a charge at another amount on the payment and shows it in the admin list and the CSV", async () => {
    const { paymentId, quoteSecret, place } = await placeWithFailingSync();

    // The shopper's page still holds the quote's client secret and confirms it: 5000 taken.
    const charged = await callRoute(confirmTestPayment, {
      method: "POST",
      body: { clientSecret: quoteSecret, ...GOOD_CARD },
    });
    expect(charged.status).toBe(200);

    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(payment).toMatchObject({
      status: "pending",
      totalCents: 6000,
      providerAmountCents: 5000,
      providerCurrency: "usd",
    });
    expect(payment.amountMismatchAt).toBeInstanceOf(Date);

    // A retry cannot fix a confirmed intent: it says so instead of handing out its secret again.
    const retried = await place();
    expect(retried.status).toBe(409);
    expect(retried.body.message).toMatch(/does not match/);

    // Unpaid: listed under "Awaiting payment" (status=pending), not in the default view.
    const listed = await callRoute(listOrders, { method: "GET", path: "/api/orders?status=pending", headers });
    expect(listed.status).toBe(200);
    expect(listed.body.orders).toHaveLength(1);
    expect(listed.body.orders[0].amountMismatch).toEqual({
      providerAmount: "50.00",
      providerCurrency: "usd",
      paymentTotal: "60.00",
      paymentCurrency: "usd",
      detectedAt: payment.amountMismatchAt?.toISOString(),
    });

    const exported = await exportOrders(new Request("http://shop.test/api/orders/export", { headers }), {
      params: Promise.resolve({}),
    });
    const records: string[][] = parse(await exported.text());
    const column = records[0]?.indexOf("Payment Mismatch") ?? -1;
    expect(column).toBeGreaterThan(0);
    expect(records[1]?.[column]).toBe("Provider 50.00 USD, payment 60.00 USD");
  });
});
