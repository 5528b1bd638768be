// Coupon usage limits: a use is reserved when a checkout's orders are placed, redeemed (counted in
// Coupon.usesCount) when its payment succeeds, and not counted once released; the code check, the
// quote and the placement refuse a coupon whose uses are exhausted, the placement atomically.
import { Client } from "pg";
import { waitUntilBlockedBy } from "../helpers/postgres-locks";
import { payWithCard, placeCheckout, quoteCheckout } from "../helpers/checkout-flow";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { addCartLine, createCoupon, makeSessionId, resetShopData } from "../helpers/fixtures";
import { getTestProvider } from "../helpers/test-databases";
import { POST as validateCoupon } from "@/app/api/validate-coupon/route";
import { handlePaymentEvent } from "@/lib/payment-lifecycle/handle-payment-event";
import { prisma } from "@/lib/db/client";
import { toProviderIntent } from "@/lib/payments/test-payment-provider";

setupTestDatabase();
beforeEach(resetShopData);

const provider = getTestProvider();
const LIMIT_REACHED = "This coupon has reached its usage limit.";
const EMAIL_USED = "This coupon has already been used with this e-mail address.";

/** A session with $50 of stickers (2" × 50). */
async function cart() {
  const sessionId = makeSessionId();
  await addCartLine(sessionId, '2"', 50);
  return sessionId;
}

// Every checkout here types the coupon ONCE unless told otherwise.
const quote = (sessionId: string, code: string | null = "ONCE") => quoteCheckout(sessionId, { code });
const place = (sessionId: string, paymentId: string, extra: Record<string, unknown> = {}) =>
  placeCheckout(sessionId, paymentId, { code: "ONCE", ...extra });

const validate = (sessionId: string, extra: Record<string, unknown> = {}) =>
  callRoute(validateCoupon, { method: "POST", body: { code: "ONCE", sessionId, ...extra } });

/** A quoted checkout: its session and payment id. */
async function quoted(code: string | null = "ONCE") {
  const sessionId = await cart();
  const response = await quote(sessionId, code);
  expect(response.status).toBe(200);
  return { sessionId, paymentId: response.body.paymentId as string };
}

/** Quotes and places a checkout with the coupon; answers the placement. */
async function checkout(extra: Record<string, unknown> = {}) {
  const { sessionId, paymentId } = await quoted();
  const placed = await place(sessionId, paymentId, extra);
  return { sessionId, paymentId, placed };
}

async function payByCard(clientSecret: string) {
  const paid = await payWithCard(clientSecret);
  expect(paid.status).toBe(200);
}

const redemptionOf = (paymentId: string) => prisma.couponRedemption.findUnique({ where: { paymentId } });
const usesCount = async (code = "ONCE") => (await prisma.coupon.findUniqueOrThrow({ where: { code } })).usesCount;

/** Nothing of a refused placement was written: payment still open, no orders, no redemption, cart kept. */
async function expectNothingPlaced(sessionId: string, paymentId: string) {
  expect(await prisma.order.count({ where: { sessionId } })).toBe(0);
  expect((await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("open");
  expect(await redemptionOf(paymentId)).toBeNull();
  expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(1);
}

describe("a usage limit", () => {
  it("reserves the use when the orders are placed and refuses the code once the limit is reached", async () => {
    const coupon = await createCoupon({ code: "ONCE", discountType: "fixed", discountValue: 1000, maxUses: 1 });
    const late = await quoted(); // quoted while the use was still free
    const first = await checkout();
    expect(first.placed.status).toBe(201);
    expect(await redemptionOf(first.paymentId)).toMatchObject({
      couponId: coupon.id,
      customerEmail: "ada@example.com",
      status: "reserved",
    });
    expect(await usesCount()).toBe(0); // counted only when paid

    const other = await cart();
    expect(await validate(other)).toMatchObject({ status: 400, body: { message: LIMIT_REACHED } });
    expect(await quote(other)).toMatchObject({ status: 400, body: { message: LIMIT_REACHED } });
    expect(await place(late.sessionId, late.paymentId)).toMatchObject({
      status: 400,
      body: { message: LIMIT_REACHED },
    });
    await expectNothingPlaced(late.sessionId, late.paymentId);
    // The refused checkout can still be placed without the code.
    const requoted = await quote(late.sessionId, null);
    expect((await place(late.sessionId, requoted.body.paymentId, { code: null })).status).toBe(201);
  });

  it("lets the limit's last use through and counts uses held by other checkouts only", async () => {
    await createCoupon({ code: "ONCE", discountType: "fixed", discountValue: 1000, maxUses: 2 });
    expect((await checkout()).placed.status).toBe(201);
    const second = await checkout({ customerEmail: "grace@example.com" });
    expect(second.placed).toMatchObject({ status: 201, body: { total: "45.00" } });
    expect(await quote(await cart())).toMatchObject({ status: 400, body: { message: LIMIT_REACHED } });
    expect(await prisma.couponRedemption.count({ where: { status: "reserved" } })).toBe(2);
  });

  it("frees the use when the reservation is released (an expired checkout)", async () => {
    await createCoupon({ code: "ONCE", discountType: "fixed", discountValue: 1000, maxUses: 1 });
    const first = await checkout();
    expect(first.placed.status).toBe(201);
    const waiting = await cart();
    expect((await validate(waiting)).status).toBe(400);
    await prisma.couponRedemption.update({ where: { paymentId: first.paymentId }, data: { status: "released" } });
    expect((await validate(waiting)).status).toBe(200);
    const second = await checkout();
    expect(second.placed.status).toBe(201);
    expect((await redemptionOf(second.paymentId))?.status).toBe("reserved");
  });
});

describe("once per customer", () => {
  beforeEach(async () => {
    await createCoupon({ code: "ONCE", discountType: "fixed", discountValue: 1000, oncePerCustomer: true });
  });

  it("refuses a second checkout with the same e-mail in any letter case, and lets other e-mails use it", async () => {
    const first = await checkout({ customerEmail: "Ada@Example.com" });
    expect(first.placed.status).toBe(201);
    expect((await redemptionOf(first.paymentId))?.customerEmail).toBe("ada@example.com");

    const again = await checkout({ customerEmail: "  ADA@example.COM " });
    expect(again.placed).toMatchObject({ status: 400, body: { message: EMAIL_USED } });
    await expectNothingPlaced(again.sessionId, again.paymentId);

    expect((await checkout({ customerEmail: "grace@example.com" })).placed.status).toBe(201);
  });

  it("is checked by the code check when the request carries an e-mail", async () => {
    expect((await checkout()).placed.status).toBe(201);
    const sessionId = await cart();
    expect(await validate(sessionId, { customerEmail: "ADA@example.com" })).toMatchObject({
      status: 400,
      body: { message: EMAIL_USED },
    });
    expect((await validate(sessionId, { customerEmail: "grace@example.com" })).status).toBe(200);
    expect((await validate(sessionId)).status).toBe(200); // no e-mail yet: checked when the orders are placed
    expect((await validate(sessionId, { customerEmail: "" })).status).toBe(200);
    expect(await validate(sessionId, { customerEmail: "not-an-email" })).toMatchObject({
      status: 400,
      body: { message: "customerEmail: Please enter a valid email address" },
    });
  });

  it("is freed by a released reservation", async () => {
    const first = await checkout();
    await prisma.couponRedemption.update({ where: { paymentId: first.paymentId }, data: { status: "released" } });
    expect((await checkout()).placed.status).toBe(201);
  });
});

describe("counting uses when the payment succeeds", () => {
  it("redeems the reservation and counts the use once, however often the event arrives", async () => {
    await createCoupon({ code: "ONCE", discountType: "fixed", discountValue: 1000, maxUses: 5 });
    const { paymentId, placed } = await checkout();
    await payByCard(placed.body.clientSecret);
    expect(await redemptionOf(paymentId)).toMatchObject({ status: "redeemed" });
    expect(await usesCount()).toBe(1);

    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
    const intent = await prisma.testPaymentIntent.findUniqueOrThrow({ where: { id: payment.providerPaymentId! } });
    for (const id of ["evt_replay_1", "evt_replay_2", "evt_replay_1"]) {
      await handlePaymentEvent({ id, type: "payment_intent.succeeded", intent: toProviderIntent(intent) });
    }
    expect(await usesCount()).toBe(1);
    expect(await prisma.couponRedemption.count()).toBe(1);
  });

  it("counts a 100% coupon's free checkout when its orders are placed", async () => {
    await createCoupon({ code: "ONCE", discountType: "percentage", discountValue: 10000, maxUses: 1 });
    const { paymentId, placed } = await checkout();
    expect(placed.body).toMatchObject({ isPaidInFull: true });
    expect(await redemptionOf(paymentId)).toMatchObject({ status: "redeemed" });
    expect(await usesCount()).toBe(1);
    expect(await quote(await cart())).toMatchObject({ status: 400, body: { message: LIMIT_REACHED } });
  });

  it("still counts a late payment whose reservation was released (the discount was taken)", async () => {
    await createCoupon({ code: "ONCE", discountType: "fixed", discountValue: 1000, maxUses: 1 });
    const { paymentId, placed } = await checkout();
    await prisma.couponRedemption.update({ where: { paymentId }, data: { status: "released" } });
    await payByCard(placed.body.clientSecret);
    expect(await redemptionOf(paymentId)).toMatchObject({ status: "redeemed" });
    expect(await usesCount()).toBe(1);
  });

  it("counts a payment made on a quote whose orders were never placed", async () => {
    await createCoupon({ code: "ONCE", discountType: "fixed", discountValue: 1000 });
    const sessionId = await cart();
    const quotedPayment = await quote(sessionId);
    await payByCard(quotedPayment.body.clientSecret);
    expect(await redemptionOf(quotedPayment.body.paymentId)).toMatchObject({ status: "redeemed", customerEmail: "" });
    expect(await usesCount()).toBe(1);
  });

  it("does not count a checkout placed without a coupon", async () => {
    await createCoupon({ code: "ONCE", discountType: "fixed", discountValue: 1000 });
    const sessionId = await cart();
    const prepared = await quote(sessionId, null);
    const placed = await place(sessionId, prepared.body.paymentId, { code: null });
    await payByCard(placed.body.clientSecret);
    expect(await prisma.couponRedemption.count()).toBe(0);
    expect(await usesCount()).toBe(0);
  });
});

describe("two checkouts racing for the last use", () => {
  it("gives the use to at most one of several concurrent placements", async () => {
    await createCoupon({ code: "ONCE", discountType: "fixed", discountValue: 1000, maxUses: 2, usesCount: 1 });
    const used = await checkout({ customerEmail: "first@example.com" });
    expect(used.placed.status).toBe(201);
    const racers = await Promise.all(Array.from({ length: 4 }, () => quoted()));
    const results = await Promise.all(racers.map(({ sessionId, paymentId }) => place(sessionId, paymentId)));
    expect(results.map((result) => result.status).sort()).toEqual([201, 400, 400, 400]);
    for (const result of results.filter((r) => r.status === 400))
      expect(result.body).toEqual({ message: LIMIT_REACHED });
    const discounted = await prisma.order.count({ where: { couponCode: "ONCE" } });
    expect(discounted).toBe(2);
    expect(await prisma.couponRedemption.count({ where: { status: "reserved" } })).toBe(2);
  });

  (provider === "postgres" ? it : it.skip)(
    "makes the second checkout wait for the first's reservation and then refuses it (PostgreSQL)",
    async () => {
      const coupon = await createCoupon({ code: "ONCE", discountType: "fixed", discountValue: 1000, maxUses: 1 });
      const first = await quoted();
      const second = await quoted();
      // A second connection plays the first checkout's placement: it holds the coupon's row lock and has
      // reserved the last use, not yet committed, while the second checkout's placement runs.
      const held = await holdReservation(coupon.id, first.paymentId);
      let settled = false;
      const placing = place(second.sessionId, second.paymentId).finally(() => {
        settled = true;
      });
      try {
        await held.waitUntilBlocked();
        expect(settled).toBe(false);
      } finally {
        await held.commit();
      }
      expect(await placing).toMatchObject({ status: 400, body: { message: LIMIT_REACHED } });
      await expectNothingPlaced(second.sessionId, second.paymentId);
      expect(await prisma.couponRedemption.count()).toBe(1);
    },
  );
});

type HeldReservation = { waitUntilBlocked(): Promise<void>; commit(): Promise<void> };

async function holdReservation(couponId: number, paymentId: string): Promise<HeldReservation> {
  const url = process.env.DATABASE_URL as string;
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query("BEGIN");
  await client.query(`SELECT "id" FROM "Coupon" WHERE "id" = $1 FOR UPDATE`, [couponId]);
  await client.query(
    `INSERT INTO "CouponRedemption" ("couponId", "paymentId", "customerEmail", "status", "updatedAt")
       VALUES ($1, $2, 'held@example.com', 'reserved', now())`,
    [couponId, paymentId],
  );
  const pid = (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]?.pid;
  return {
    waitUntilBlocked: () =>
      waitUntilBlockedBy(
        url,
        pid,
        '%"Coupon"%FOR UPDATE%',
        "the second checkout never waited for the coupon's row lock",
      ),
    async commit() {
      await client.query("COMMIT");
      await client.end();
    },
  };
}
