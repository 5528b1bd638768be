// An affiliate using their own code or referral link earns no commission on their own order (the
// order's customer e-mail is the affiliate's, compared case-insensitively).
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { addCartLine, createAffiliate, CUSTOMER, makeSessionId, resetShopData } from "../helpers/fixtures";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as placeOrders } from "@/app/api/orders/route";
import { POST as confirmTestPayment } from "@/app/api/test-payments/confirm/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();
beforeEach(resetShopData);

const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };

/** Checks out a 2" × 50 cart with the code typed or through the referral cookie, and pays it. */
async function buyAndPay(customerEmail: string, via: { code: string } | { cookie: string }) {
  const sessionId = makeSessionId();
  await addCartLine(sessionId, '2"', 50);
  const extra = "code" in via ? { code: via.code } : {};
  const headers: Record<string, string> = "cookie" in via ? { cookie: via.cookie } : {};
  const quoted = await callRoute(createPaymentIntent, {
    method: "POST",
    body: { sessionId, shippingMethod: "standard", shippingCity: "Reno", shippingState: "NV", ...extra },
    headers,
  });
  expect(quoted.status).toBe(200);
  const placed = await callRoute(placeOrders, {
    method: "POST",
    body: {
      ...CUSTOMER,
      customerEmail,
      sessionId,
      paymentId: quoted.body.paymentId,
      shippingMethod: "standard",
      ...extra,
    },
    headers,
  });
  expect(placed.status).toBe(201);
  const paid = await callRoute(confirmTestPayment, {
    method: "POST",
    body: { clientSecret: placed.body.clientSecret, ...GOOD_CARD },
  });
  expect(paid.status).toBe(200);
  return prisma.payment.findUniqueOrThrow({ where: { id: placed.body.paymentId } });
}

describe("an affiliate's own order", () => {
  it.each([
    ["their typed code", { code: "SELFIE" }],
    ["their referral link", { cookie: "sticker_ref=SELFIE" }],
  ])("earns no commission through %s (same e-mail, other case)", async (_how, via) => {
    const affiliate = await createAffiliate({ code: "SELFIE", email: "Ada@Example.COM", commissionRate: 1000 });
    const payment = await buyAndPay("ada@example.com", via);
    expect(payment.status).toBe("paid");
    expect(payment.affiliateId).toBe(affiliate.id);
    expect(payment.commissionCents).toBe(0);
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: affiliate.id } })).toMatchObject({
      totalEarningsCents: 0,
      totalOrders: 0,
    });
  });

  it("still pays the affiliate for another customer's order", async () => {
    const affiliate = await createAffiliate({ code: "SELFIE", email: "partner@example.com", commissionRate: 1000 });
    const payment = await buyAndPay("ada@example.com", { cookie: "sticker_ref=SELFIE" });
    expect(payment.commissionCents).toBeGreaterThan(0);
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: affiliate.id } })).toMatchObject({
      totalEarningsCents: payment.commissionCents,
      totalOrders: 1,
    });
  });
});
