import { createCartOf142, GOOD_CARD, placeCheckout, quoteCheckout } from "../helpers/checkout-flow";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { createAffiliate, createCoupon, resetShopData } from "../helpers/fixtures";
import { POST as confirmTestPayment } from "@/app/api/test-payments/confirm/route";
import { GET as trackAffiliate } from "@/app/api/affiliate/track/[code]/route";
import { prisma } from "@/lib/db/client";

// A shopper who arrives through an affiliate's link gets the affiliate's customer discount as if the
// code had been typed (decisions.md, 2026-11-24), priced by the server from the referral cookie; the
// shopper may remove it (removeReferralDiscount) or replace it with a coupon, and the link still
// attributes the order to the affiliate.

setupTestDatabase();
beforeEach(resetShopData);

/** The cookie the referral link sets, as the browser sends it back. */
async function followReferralLink(code: string) {
  const tracked = await callRoute(trackAffiliate, { params: { code: code.toLowerCase() } });
  expect(tracked.status).toBe(200);
  return (tracked.headers.get("set-cookie") ?? "").split(";")[0] as string;
}

// The referral link's cookie goes with every request of the checkout.
const quote = (sessionId: string, cookie: string, extra: Record<string, unknown> = {}) =>
  quoteCheckout(sessionId, extra, { cookie });
const place = (sessionId: string, paymentId: string, cookie: string, extra: Record<string, unknown> = {}) =>
  placeCheckout(sessionId, paymentId, extra, { cookie });

describe("a referral link's customer discount", () => {
  it("applies without typing, in the quote, the orders, the payment and the intent; the commission is the link's", async () => {
    const affiliate = await createAffiliate({ code: "PAT5", name: "Pat", commissionRate: 1000 });
    const cookie = await followReferralLink("PAT5");
    const sessionId = await createCartOf142();

    const quoted = await quote(sessionId, cookie);
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({
      subtotal: "142.00",
      discount: "7.10",
      shipping: "5.00",
      total: "139.90",
      appliedCode: { kind: "referral", code: "PAT5", source: "link" },
      affiliateName: "Pat",
    });
    const intent = await prisma.testPaymentIntent.findUniqueOrThrow({
      where: { clientSecret: quoted.body.clientSecret },
    });
    expect(intent.amountCents).toBe(13990);

    const placed = await place(sessionId, quoted.body.paymentId, cookie);
    expect(placed.status).toBe(201);
    expect(placed.body.total).toBe("139.90");
    const orders = await prisma.order.findMany({ where: { sessionId }, orderBy: { id: "asc" } });
    expect(orders.reduce((sum, order) => sum + order.discountCents, 0)).toBe(710);
    expect(orders.every((order) => order.couponCode === null)).toBe(true);
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: quoted.body.paymentId } })).toMatchObject({
      discountCents: 710,
      totalCents: 13990,
      affiliateId: affiliate.id,
      attributionMethod: "link",
    });

    const paid = await callRoute(confirmTestPayment, {
      method: "POST",
      body: { clientSecret: placed.body.clientSecret, ...GOOD_CARD },
    });
    expect(paid.status).toBe(200);
    // 10% of the goods after the discount (134.90).
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: affiliate.id } })).toMatchObject({
      totalOrders: 1,
      totalEarningsCents: 1349,
    });
  });

  it("is not applied once the shopper removes it, in the quote nor in the placed orders; the link still attributes", async () => {
    const affiliate = await createAffiliate({ code: "PAT5" });
    const cookie = await followReferralLink("PAT5");
    const sessionId = await createCartOf142();

    expect((await quote(sessionId, cookie)).body).toMatchObject({ discount: "7.10", total: "139.90" });
    // "Remove": the same payment is re-priced without it.
    const quoted = await quote(sessionId, cookie, { removeReferralDiscount: true });
    expect(quoted.body).toMatchObject({ discount: "0.00", total: "147.00", appliedCode: null });
    const placed = await place(sessionId, quoted.body.paymentId, cookie, { removeReferralDiscount: true });
    expect(placed.status).toBe(201);
    expect(placed.body.total).toBe("147.00");
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: quoted.body.paymentId } })).toMatchObject({
      discountCents: 0,
      totalCents: 14700,
      affiliateId: affiliate.id,
      attributionMethod: "link",
    });
    const orders = await prisma.order.findMany({ where: { sessionId } });
    expect(orders.every((order) => order.discountCents === 0)).toBe(true);
  });

  it("gives way to a typed coupon (one discount at a time) and the affiliate keeps the attribution", async () => {
    const affiliate = await createAffiliate({ code: "PAT5" });
    await createCoupon({ code: "TEN", discountType: "percentage", discountValue: 1000 });
    const cookie = await followReferralLink("PAT5");
    const sessionId = await createCartOf142();

    const quoted = await quote(sessionId, cookie, { code: "TEN", removeReferralDiscount: true });
    expect(quoted.body).toMatchObject({
      discount: "14.20",
      total: "132.80",
      appliedCode: { kind: "coupon", code: "TEN", source: "typed" },
    });
    // A coupon replaces the link's discount even when the removal flag was not sent: never both.
    expect((await quote(sessionId, cookie, { code: "TEN" })).body).toMatchObject({ discount: "14.20" });
    const placed = await place(sessionId, quoted.body.paymentId, cookie, { code: "TEN" });
    expect(placed.body.total).toBe("132.80");
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: quoted.body.paymentId } })).toMatchObject({
      discountCents: 1420,
      affiliateId: affiliate.id,
      attributionMethod: "link",
    });
  });

  it("gives nothing for an affiliate deactivated since the visit, and nothing without the cookie", async () => {
    await createAffiliate({ code: "PAT5" });
    const cookie = await followReferralLink("PAT5");
    const sessionId = await createCartOf142();
    expect((await quote(sessionId, "")).body).toMatchObject({ discount: "0.00" });
    expect((await quote(sessionId, cookie)).body).toMatchObject({ discount: "7.10" });
    await prisma.affiliate.update({ where: { code: "PAT5" }, data: { isActive: false } });
    expect((await quote(sessionId, cookie)).body).toMatchObject({ discount: "0.00", appliedCode: null });
  });

  it("applies the affiliate's own fixed discount and its cap", async () => {
    await createAffiliate({ code: "FIXED", customerDiscountType: "fixed", customerDiscountRate: 1500 });
    await createAffiliate({
      code: "CAPPED",
      customerDiscountType: "percentage",
      customerDiscountRate: 2000,
      maxCustomerDiscountCents: 1000,
    });
    const sessionId = await createCartOf142();
    expect((await quote(sessionId, await followReferralLink("FIXED"))).body).toMatchObject({ discount: "15.00" });
    expect((await quote(sessionId, await followReferralLink("CAPPED"))).body).toMatchObject({ discount: "10.00" });
  });
});
