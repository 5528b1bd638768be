// Public endpoints that cost work are rate limited per cart session (the shipped limits, no trusted
// address header: the shared bucket is far from full here), counted in the database, answering
// 429 { message } with Retry-After. Uploads need a session and a design belongs to its session only.
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { addCartLine, createDesignRow, findSize, makeSessionId } from "../helpers/fixtures";
import { makePng, makeUploadRequest } from "../helpers/images";
import { POST as addToCart } from "@/app/api/cart/route";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as placeOrders } from "@/app/api/orders/route";
import { POST as validateCoupon } from "@/app/api/validate-coupon/route";
import { POST as validateReferral } from "@/app/api/affiliate/validate-code/route";
import { POST as uploadDesign } from "@/app/api/upload-design/route";
import { prisma } from "@/lib/db/client";

delete process.env.TRUSTED_IP_HEADER;
delete process.env.RATE_LIMIT_MULTIPLIER;
setupTestDatabase();

async function upload(sessionId: string | undefined, png: Buffer) {
  const response = await uploadDesign(
    makeUploadRequest([{ bytes: png, name: "art.png", type: "image/png" }], { sessionId }),
    undefined,
  );
  return { status: response.status, body: await response.json(), headers: response.headers };
}

function expectRefused(response: { status: number; body: { message?: unknown }; headers: Headers }) {
  expect(response.status).toBe(429);
  expect(typeof response.body.message).toBe("string");
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
}

/** Calls `send` until it is refused; answers how many calls were accepted first (at most `max`). */
async function countAccepted(send: () => Promise<{ status: number }>, max: number) {
  for (let call = 0; call < max; call++) {
    const { status } = await send();
    if (status === 429) return call;
    expect(status).toBeLessThan(500);
  }
  return max;
}

describe("uploads need a cart session and designs belong to it", () => {
  it("refuses an upload without a session: 400 { message }, no row", async () => {
    const response = await upload(undefined, await makePng());
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/cart session id is required/);
    expect(await prisma.design.count()).toBe(0);
  });

  it("refuses to put a design without a session (an older upload) or of another session in a cart", async () => {
    const size = await findSize('2"');
    const sessionId = makeSessionId();
    for (const design of [
      await createDesignRow({ sessionId: null }),
      await createDesignRow({ sessionId: makeSessionId() }),
    ]) {
      const response = await callRoute(addToCart, {
        method: "POST",
        body: { sessionId, designId: design.id, sizeId: size.id, quantity: 50 },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("Design not found");
    }
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(0);
  });
});

describe("rate limits per cart session", () => {
  it("uploads: 20 a minute per session, then 429 with Retry-After; another session still uploads", async () => {
    const png = await makePng();
    const sessionId = makeSessionId();
    expect(await countAccepted(() => upload(sessionId, png), 25)).toBe(20);
    expectRefused(await upload(sessionId, png));
    expect(await prisma.design.count({ where: { sessionId } })).toBe(20);
    // Counted in the database (shared by every server instance), not in process memory.
    const row = await prisma.rateLimit.findUnique({ where: { key: `rl-upload-perSession:${sessionId}` } });
    expect(row?.points).toBeGreaterThanOrEqual(20);
    expect((await upload(makeSessionId(), png)).status).toBe(201);
  }, 60000);

  it("payment intents: 30 a minute per session, then 429", async () => {
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 50);
    const cities = ["Reno", "Las Vegas", "Henderson"];
    let call = 0;
    const quote = () =>
      callRoute(createPaymentIntent, {
        method: "POST",
        // Each call a new variant of the cart's quote (as an attacker would vary it).
        body: { sessionId, shippingMethod: "standard", shippingCity: `${cities[call % 3]} ${call++}` },
      });
    expect(await countAccepted(quote, 35)).toBe(30);
    expectRefused(await quote());
  }, 60000);

  it("order submissions (each may re-sync the payment with the provider): 30 a minute per session, then 429", async () => {
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 50);
    const quoted = await callRoute(createPaymentIntent, {
      method: "POST",
      body: { sessionId, shippingMethod: "standard" },
    });
    expect(quoted.status).toBe(200);
    const submit = () =>
      callRoute(placeOrders, {
        method: "POST",
        body: {
          sessionId,
          paymentId: quoted.body.paymentId,
          shippingMethod: "standard",
          customerName: "Grace Hopper",
          customerEmail: "grace@example.com",
          customerPhone: "702-555-0199",
          shippingAddress: "12 Cobol Way",
          shippingCity: "Reno",
          shippingState: "NV",
          shippingZip: "89501",
          shippingCountry: "United States",
        },
      });
    expect(await countAccepted(submit, 35)).toBe(30);
    expectRefused(await submit());
    expect(await prisma.order.count({ where: { sessionId } })).toBe(1);
  }, 60000);

  it("code checks: 20 a minute per session across coupon and referral checks, then 429", async () => {
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 50);
    let call = 0;
    const check = () =>
      callRoute(call++ % 2 ? validateCoupon : validateReferral, {
        method: "POST",
        body: { code: `GUESS${call}`, sessionId },
      });
    expect(await countAccepted(check, 25)).toBe(20);
    expectRefused(await check());
  }, 60000);

  it("cart writes: 60 a minute per session, then 429", async () => {
    const sessionId = makeSessionId();
    const design = await createDesignRow({ sessionId });
    const size = await findSize('2"');
    let added = 0;
    const add = async () => {
      // Keep the cart under its 50-line cap: the limit, not the cap, must refuse.
      if (added === 40) await prisma.cartItem.deleteMany({ where: { sessionId } });
      const response = await callRoute(addToCart, {
        method: "POST",
        body: { sessionId, designId: design.id, sizeId: size.id, quantity: 50 },
      });
      added += 1;
      return response;
    };
    expect(await countAccepted(add, 65)).toBe(60);
    expectRefused(await add());
  }, 60000);
});
