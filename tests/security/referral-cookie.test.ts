// A malformed sticker_ref cookie (one decodeURIComponent throws on) is ignored: checkout still works.
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { addCartLine, createAffiliate, CUSTOMER, makeSessionId, resetShopData } from "../helpers/fixtures";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as placeOrders } from "@/app/api/orders/route";
import { GET as affiliateSession } from "@/app/api/affiliate/session/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();
beforeEach(resetShopData);

const MALFORMED = ["%E0%A4%A", "%zz", "%", "AFF%"];

describe("a malformed sticker_ref cookie", () => {
  it.each(MALFORMED)("sticker_ref=%s is ignored: quote 200, order 201, no affiliate, no 500", async (value) => {
    const headers = { cookie: `theme=dark; sticker_ref=${value}` };
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 50);

    const quoted = await callRoute(createPaymentIntent, {
      method: "POST",
      body: { sessionId, shippingMethod: "standard", shippingCity: "Reno", shippingState: "NV" },
      headers,
    });
    expect(quoted.status).toBe(200);

    const placed = await callRoute(placeOrders, {
      method: "POST",
      body: { ...CUSTOMER, sessionId, paymentId: quoted.body.paymentId, shippingMethod: "standard" },
      headers,
    });
    expect(placed.status).toBe(201);
    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: quoted.body.paymentId } });
    expect(payment.affiliateId).toBeNull();

    const session = await callRoute(affiliateSession, { headers });
    expect(session.status).toBe(200);
    expect(session.body.hasAffiliate).toBe(false);
  });

  it("still reads a well-formed cookie", async () => {
    await createAffiliate({ code: "FRIEND" });
    const session = await callRoute(affiliateSession, { headers: { cookie: "sticker_ref=FRIEND" } });
    expect(session.body).toMatchObject({ hasAffiliate: true, affiliateCode: "FRIEND" });
  });
});
