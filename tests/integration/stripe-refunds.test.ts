import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { placeStripeCheckout } from "../helpers/stripe-checkout-flow";
import { resetShopData } from "../helpers/fixtures";
import {
  buildStripeEventPayload,
  signStripePayload,
  startStripeStandIn,
  type StripeStandIn,
  pointShopAtStripeStandIn,
} from "../helpers/stripe-stand-in";
import { prisma } from "@/lib/db/client";

// "Cancel and refund" through Stripe's SDK against the local stand-in, and `charge.refunded`
// webhooks: for our own refunds (before or after the admin's call completes) and for refunds made
// in Stripe's dashboard.

setupTestDatabase();

const WEBHOOK_SECRET = "whsec_test_refunds_0123456789abcdef";
let standIn: StripeStandIn;
let headers: Record<string, string>;
// Route modules are loaded after the Stripe environment is set (the env is read once per process).
let routes: { webhook: unknown; refund: unknown };

beforeAll(async () => {
  standIn = await startStripeStandIn();
  pointShopAtStripeStandIn(standIn, WEBHOOK_SECRET);
  routes = {
    webhook: (await import("@/app/api/webhooks/stripe/route")).POST,
    refund: (await import("@/app/api/orders/[id]/refund/route")).POST,
  };
  headers = await adminHeaders();
});

afterAll(async () => {
  await standIn.close();
});

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(async () => {
  await resetShopData();
  standIn.reset();
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

function deliver(payload: string) {
  return callRoute(routes.webhook, {
    method: "POST",
    body: payload,
    headers: { "stripe-signature": signStripePayload(payload, WEBHOOK_SECRET) },
  });
}

/** The `charge.refunded` event of the intent's charge as it stands now. */
function chargeRefunded(intentId: string, { id, withoutList = false }: { id?: string; withoutList?: boolean } = {}) {
  const { refunds, ...charge } = standIn.buildCharge(intentId);
  return buildStripeEventPayload("charge.refunded", withoutList ? charge : { ...charge, refunds }, id ? { id } : {});
}

/** A Stripe checkout paid through the webhook: 3" circle × 100 ($92.00), optionally 2" × 50 ($50.00), $5.00 shipping. */
async function paidStripeCheckout(lines: 1 | 2 = 2) {
  const { orderIds, paymentId, intentId } = await placeStripeCheckout({
    lines:
      lines === 2
        ? [
            ['3" circle', 100],
            ['2"', 50],
          ]
        : [['3" circle', 100]],
  });
  const intent = standIn.setIntentStatus(intentId, "succeeded");
  expect((await deliver(buildStripeEventPayload("payment_intent.succeeded", intent))).body.outcome).toBe("paid");
  return { orderIds, paymentId, intentId };
}

function refund(orderId: number) {
  return callRoute(routes.refund, { method: "POST", params: { id: String(orderId) }, body: {}, headers });
}

/** Everything a refund changes, to compare final states. */
async function refundState(paymentId: string) {
  const payment = await prisma.payment.findUniqueOrThrow({
    where: { id: paymentId },
    include: {
      orders: { orderBy: { id: "asc" }, select: { status: true, refundedCents: true } },
      refunds: { select: { amountCents: true, status: true, source: true } },
    },
  });
  return {
    refundedCents: payment.refundedCents,
    orders: payment.orders,
    refunds: payment.refunds,
    events: await prisma.orderEvent.count(),
    emails: await prisma.emailMessage.count({ where: { dedupeKey: { startsWith: "order-refunded:" } } }),
  };
}

const refundRequests = () => standIn.requests.filter((request) => request.path === "/v1/refunds");

describe("Cancel and refund through Stripe", () => {
  it("calls POST /v1/refunds with payment_intent, amount, metadata and our refund id as Idempotency-Key", async () => {
    const { orderIds, paymentId, intentId } = await paidStripeCheckout();

    const response = await refund(orderIds[0] as number);

    expect(response).toMatchObject({
      status: 200,
      body: { order: { status: "cancelled" }, refund: { amount: "92.00" } },
    });
    const row = await prisma.paymentRefund.findFirstOrThrow();
    expect(refundRequests()).toHaveLength(1);
    const [request] = refundRequests();
    expect(request).toMatchObject({ method: "POST", status: 200 });
    expect(request?.body).toEqual({
      payment_intent: intentId,
      amount: "9200",
      metadata: { refundId: row.id, orderId: String(orderIds[0]), paymentId },
    });
    expect(request?.headers["idempotency-key"]).toBe(row.id);
    expect(request?.headers.authorization).toBe(`Bearer ${standIn.secretKey}`);
    const [stripeRefund] = [...standIn.refunds.values()];
    expect(row).toMatchObject({ providerRefundId: stripeRefund?.id, status: "succeeded", amountCents: 9200 });
    const events = await prisma.orderEvent.findMany({ where: { type: "refund" } });
    expect(events.map((event) => event.detail)).toEqual([`Refunded $92.00 (Stripe ${stripeRefund?.id})`]);
  });

  it("applies a charge.refunded that arrives before the admin's call completes once, as when it arrives after", async () => {
    const early = await paidStripeCheckout();
    const outcomes: unknown[] = [];
    standIn.onRefundCreated = async () => {
      standIn.onRefundCreated = null;
      outcomes.push((await deliver(chargeRefunded(early.intentId))).body.outcome);
    };
    const earlyResponse = await refund(early.orderIds[1] as number);
    expect(earlyResponse).toMatchObject({ status: 200, body: { order: { status: "cancelled" } } });
    expect(outcomes).toEqual(["applied"]);
    const earlyState = await refundState(early.paymentId);

    await resetShopData();
    standIn.reset();
    const late = await paidStripeCheckout();
    expect((await refund(late.orderIds[1] as number)).status).toBe(200);
    const payload = chargeRefunded(late.intentId, { id: "evt_late_refund" });
    expect((await deliver(payload)).body.outcome).toBe("applied");
    expect((await deliver(payload)).body.outcome).toBe("already_processed");
    const lateState = await refundState(late.paymentId);

    expect(earlyState).toEqual(lateState);
    expect(lateState).toEqual({
      refundedCents: 5000,
      orders: [
        { status: "paid", refundedCents: 0 },
        { status: "cancelled", refundedCents: 5000 },
      ],
      refunds: [{ amountCents: 5000, status: "succeeded", source: "admin" }],
      events: 2,
      emails: 1,
    });
  });

  it("completes a refund Stripe reports pending when its charge.refunded arrives", async () => {
    const { orderIds, paymentId, intentId } = await paidStripeCheckout(1);
    standIn.nextRefundStatus = "pending";

    const response = await refund(orderIds[0] as number);

    expect(response).toMatchObject({ status: 200, body: { order: { status: "paid" }, refund: { status: "pending" } } });
    expect((await prisma.paymentRefund.findFirstOrThrow()).status).toBe("pending");
    expect(await refund(orderIds[0] as number)).toMatchObject({ status: 409 });

    const [pending] = [...standIn.refunds.values()];
    standIn.setRefundStatus(pending?.id as string, "succeeded");
    await deliver(chargeRefunded(intentId));

    expect(await refundState(paymentId)).toMatchObject({
      refundedCents: 9700,
      orders: [{ status: "cancelled", refundedCents: 9700 }],
      refunds: [{ status: "succeeded", source: "admin" }],
    });
  });

  it.each(["refund.updated", "charge.refund.updated"])(
    "completes a pending refund from Stripe's %s, once",
    async (type) => {
      const { orderIds, paymentId } = await paidStripeCheckout(1);
      standIn.nextRefundStatus = "pending";
      expect((await refund(orderIds[0] as number)).body.refund.status).toBe("pending");
      const [pending] = [...standIn.refunds.values()];

      const payload = buildStripeEventPayload(type, standIn.setRefundStatus(pending?.id as string, "succeeded"));
      expect((await deliver(payload)).body.outcome).toBe("applied");
      expect((await deliver(payload)).body.outcome).toBe("already_processed");
      // The same change again under another event id changes nothing either.
      expect(
        (await deliver(buildStripeEventPayload(type, standIn.refunds.get(pending?.id as string)!))).body.outcome,
      ).toBe("already_processed");

      expect(await refundState(paymentId)).toMatchObject({
        refundedCents: 9700,
        orders: [{ status: "cancelled", refundedCents: 9700 }],
        refunds: [{ status: "succeeded", source: "admin" }],
        emails: 1,
      });
    },
  );

  it("marks a pending refund failed from refund.updated and leaves the order to be refunded again", async () => {
    const { orderIds, paymentId } = await paidStripeCheckout(1);
    standIn.nextRefundStatus = "pending";
    await refund(orderIds[0] as number);
    const [pending] = [...standIn.refunds.values()];

    const failed = {
      ...standIn.setRefundStatus(pending?.id as string, "failed"),
      failure_reason: "lost_or_stolen_card",
    };
    expect((await deliver(buildStripeEventPayload("refund.updated", failed))).body.outcome).toBe("applied");

    expect(await refundState(paymentId)).toMatchObject({
      refundedCents: 0,
      orders: [{ status: "paid", refundedCents: 0 }],
      refunds: [{ status: "failed" }],
    });
    standIn.nextRefundStatus = "succeeded";
    expect((await refund(orderIds[0] as number)).body.order.status).toBe("cancelled");
  });

  it("leaves the order unchanged and answers 502 with the reason when Stripe fails", async () => {
    const { orderIds, paymentId } = await paidStripeCheckout();
    standIn.failNextRefund({ status: 402, type: "card_error", code: "expired_card", message: "The card has expired." });

    const response = await refund(orderIds[0] as number);

    expect(response).toEqual(
      expect.objectContaining({ status: 502, body: { message: "The refund failed: The card has expired." } }),
    );
    expect(await refundState(paymentId)).toEqual({
      refundedCents: 0,
      orders: [
        { status: "paid", refundedCents: 0 },
        { status: "paid", refundedCents: 0 },
      ],
      refunds: [{ amountCents: 9200, status: "failed", source: "admin" }],
      events: 0,
      emails: 0,
    });

    // A refused refund is over: the next click makes a new one.
    expect((await refund(orderIds[0] as number)).status).toBe(200);
    expect(await prisma.paymentRefund.count()).toBe(2);
  });

  it("repeats a refund Stripe gave no answer to under the same idempotency key, and it is made once", async () => {
    const { orderIds, paymentId } = await paidStripeCheckout(1);
    standIn.failNextRefund();

    const unknown = await refund(orderIds[0] as number);

    expect(unknown.status).toBe(502);
    expect(unknown.body.message).toMatch(
      /^The refund's outcome is unknown: Payment service is temporarily unavailable/,
    );
    const pending = await prisma.paymentRefund.findFirstOrThrow();
    expect(pending).toMatchObject({ status: "pending", failureMessage: expect.stringMatching(/^Outcome unknown/) });
    expect(await refundState(paymentId)).toMatchObject({ refundedCents: 0, orders: [{ status: "paid" }] });

    const retried = await refund(orderIds[0] as number);

    expect(retried).toMatchObject({
      status: 200,
      body: { order: { status: "cancelled" }, refund: { id: pending.id } },
    });
    const keys = refundRequests().map((request) => request.headers["idempotency-key"]);
    expect(keys).toEqual([pending.id, pending.id]);
    expect(standIn.refunds.size).toBe(1);
    expect(await refundState(paymentId)).toMatchObject({
      refundedCents: 9700,
      refunds: [{ amountCents: 9700, status: "succeeded", source: "admin" }],
    });
  });

  it("completes a refund that got no answer when its charge.refunded arrives", async () => {
    const { orderIds, paymentId, intentId } = await paidStripeCheckout(1);
    // Stripe made the refund, but its answer never arrived.
    standIn.onRefundCreated = () => {
      standIn.onRefundCreated = null;
      throw new Error("connection dropped");
    };
    expect((await refund(orderIds[0] as number)).status).toBe(502);
    expect((await prisma.paymentRefund.findFirstOrThrow()).status).toBe("pending");

    expect((await deliver(chargeRefunded(intentId))).body.outcome).toBe("applied");

    expect(await refundState(paymentId)).toMatchObject({
      refundedCents: 9700,
      orders: [{ status: "cancelled", refundedCents: 9700 }],
      refunds: [{ status: "succeeded", source: "admin" }],
    });
  });
});

describe("charge.refunded for refunds made in Stripe's dashboard", () => {
  it("cancels every order when the whole payment is refunded, shipping with the last, once", async () => {
    const { paymentId, intentId } = await paidStripeCheckout();
    standIn.refundInDashboard(intentId);
    const payload = chargeRefunded(intentId);

    expect((await deliver(payload)).body.outcome).toBe("applied");
    expect((await deliver(payload)).body.outcome).toBe("already_processed");
    // Stripe also lists the refund on a later event of the charge: it is known by its id.
    expect((await deliver(chargeRefunded(intentId))).body.outcome).toBe("applied");

    expect(await refundState(paymentId)).toEqual({
      refundedCents: 14700,
      orders: [
        { status: "cancelled", refundedCents: 9200 },
        { status: "cancelled", refundedCents: 5500 },
      ],
      refunds: [{ amountCents: 14700, status: "succeeded", source: "provider" }],
      events: 4,
      emails: 2,
    });
    const events = await prisma.orderEvent.findMany({ where: { type: "status" } });
    expect(events.every((event) => event.actor === "provider")).toBe(true);
  });

  it("reads the refunds from Stripe when the event does not carry them", async () => {
    const { paymentId, intentId } = await paidStripeCheckout(1);
    standIn.refundInDashboard(intentId);

    expect((await deliver(chargeRefunded(intentId, { withoutList: true }))).body.outcome).toBe("applied");

    expect(standIn.requests.at(-1)).toMatchObject({
      method: "GET",
      path: "/v1/refunds",
      body: { payment_intent: intentId },
    });
    expect(await refundState(paymentId)).toMatchObject({ refundedCents: 9700, orders: [{ status: "cancelled" }] });
  });

  it("cancels the order whose amount a dashboard refund equals (the latest first)", async () => {
    const { orderIds, paymentId, intentId } = await paidStripeCheckout();
    standIn.refundInDashboard(intentId, 9200);

    await deliver(chargeRefunded(intentId));

    expect(await refundState(paymentId)).toMatchObject({
      refundedCents: 9200,
      orders: [
        { status: "cancelled", refundedCents: 9200 },
        { status: "paid", refundedCents: 0 },
      ],
    });
    expect((await prisma.paymentRefund.findFirstOrThrow()).orderId).toBe(orderIds[0]);
  });

  it("records a partial refund that matches no order on the payment and notes it on every order", async () => {
    const { orderIds, paymentId, intentId } = await paidStripeCheckout();
    standIn.refundInDashboard(intentId, 1000);

    await deliver(chargeRefunded(intentId));

    expect(await refundState(paymentId)).toEqual({
      refundedCents: 1000,
      orders: [
        { status: "paid", refundedCents: 0 },
        { status: "paid", refundedCents: 0 },
      ],
      refunds: [{ amountCents: 1000, status: "succeeded", source: "provider" }],
      events: 2,
      emails: 0,
    });
    const events = await prisma.orderEvent.findMany({ orderBy: { orderId: "asc" } });
    expect(events.map((event) => [event.orderId, event.detail])).toEqual(
      orderIds.map((id) => [id, expect.stringMatching(/^Partial refund of \$10\.00 made in Stripe \(re_\w+\)$/)]),
    );

    // A later "Cancel and refund" gives back only what is left: $147.00 - $10.00 - $92.00.
    await refund(orderIds[0] as number);
    const last = await refund(orderIds[1] as number);
    expect(last.body.refund).toMatchObject({ amount: "45.00" });
    expect((await refundState(paymentId)).refundedCents).toBe(14700);
  });
});

describe("refunds made in Stripe's dashboard that are pending at first", () => {
  /** A $92.00 dashboard refund of the first order of a two-order checkout, still pending at Stripe. */
  async function pendingDashboardRefund() {
    const checkout = await paidStripeCheckout();
    const pending = standIn.refundInDashboard(checkout.intentId, 9200, {}, "pending");
    return { ...checkout, refundId: pending.id };
  }
  const refundUpdated = (refundId: string) => buildStripeEventPayload("refund.updated", standIn.refunds.get(refundId)!);
  const cancelledOnce = {
    refundedCents: 9200,
    orders: [
      { status: "cancelled", refundedCents: 9200 },
      { status: "paid", refundedCents: 0 },
    ],
    refunds: [{ amountCents: 9200, status: "succeeded", source: "provider" }],
    emails: 1,
  };

  it("records it pending from charge.refunded, notes it for the operator, and applies it once on refund.updated", async () => {
    const { orderIds, paymentId, intentId, refundId } = await pendingDashboardRefund();
    const pendingEvent = chargeRefunded(intentId);

    expect((await deliver(pendingEvent)).body.outcome).toBe("applied");
    expect(await refundState(paymentId)).toMatchObject({
      refundedCents: 0,
      orders: [
        { status: "paid", refundedCents: 0 },
        { status: "paid", refundedCents: 0 },
      ],
      refunds: [{ amountCents: 9200, status: "pending", source: "provider" }],
      emails: 0,
    });
    // A note in the operator's history (the customer's timeline shows no "Refunded" for it).
    const notes = await prisma.orderEvent.findMany({ orderBy: { orderId: "asc" } });
    expect(notes.map((event) => [event.orderId, event.type, event.detail])).toEqual(
      orderIds.map((id) => [id, "note", `Refund of $92.00 pending in Stripe (${refundId})`]),
    );

    standIn.setRefundStatus(refundId, "succeeded");
    const succeeded = refundUpdated(refundId);
    expect((await deliver(succeeded)).body.outcome).toBe("applied");
    expect(await refundState(paymentId)).toMatchObject(cancelledOnce);
    expect((await prisma.paymentRefund.findFirstOrThrow()).orderId).toBe(orderIds[0]);

    // Replays and the charge's later events change nothing.
    const settled = await refundState(paymentId);
    expect((await deliver(succeeded)).body.outcome).toBe("already_processed");
    expect((await deliver(pendingEvent)).body.outcome).toBe("already_processed");
    await deliver(chargeRefunded(intentId));
    await deliver(refundUpdated(refundId));
    expect(await refundState(paymentId)).toEqual(settled);
  });

  it("applies it once when refund.updated (succeeded) arrives before charge.refunded", async () => {
    const { paymentId, intentId, refundId } = await pendingDashboardRefund();
    const stalePending = chargeRefunded(intentId);
    standIn.setRefundStatus(refundId, "succeeded");

    expect((await deliver(refundUpdated(refundId))).body.outcome).toBe("applied");
    expect(await refundState(paymentId)).toMatchObject(cancelledOnce);
    const settled = await refundState(paymentId);

    // The charge's events, the older one still showing it pending, find it known.
    expect((await deliver(chargeRefunded(intentId))).body.outcome).toBe("applied");
    expect((await deliver(stalePending)).body.outcome).toBe("applied");
    expect(await refundState(paymentId)).toEqual(settled);
  });

  it("applies it once after refund.updated (pending) then refund.updated (succeeded)", async () => {
    const { paymentId, intentId, refundId } = await pendingDashboardRefund();

    expect((await deliver(refundUpdated(refundId))).body.outcome).toBe("applied");
    expect(await refundState(paymentId)).toMatchObject({
      refundedCents: 0,
      refunds: [{ status: "pending", source: "provider" }],
      events: 2,
    });
    standIn.setRefundStatus(refundId, "succeeded");
    expect((await deliver(refundUpdated(refundId))).body.outcome).toBe("applied");
    await deliver(chargeRefunded(intentId));

    expect(await refundState(paymentId)).toMatchObject(cancelledOnce);
  });

  it("never applies one that fails, whatever arrives after", async () => {
    const { orderIds, paymentId, intentId, refundId } = await pendingDashboardRefund();
    const stalePending = chargeRefunded(intentId);
    await deliver(stalePending);
    standIn.setRefundStatus(refundId, "failed");

    expect((await deliver(refundUpdated(refundId))).body.outcome).toBe("applied");
    await deliver(chargeRefunded(intentId));
    await deliver(chargeRefunded(intentId, { id: "evt_stale_copy" }));

    expect(await refundState(paymentId)).toMatchObject({
      refundedCents: 0,
      orders: [
        { status: "paid", refundedCents: 0 },
        { status: "paid", refundedCents: 0 },
      ],
      refunds: [{ status: "failed", source: "provider" }],
      emails: 0,
    });
    const notes = await prisma.orderEvent.findMany({ where: { orderId: orderIds[0] }, orderBy: { id: "asc" } });
    expect(notes.map((event) => event.detail)).toEqual([
      `Refund of $92.00 pending in Stripe (${refundId})`,
      `Refund of $92.00 failed in Stripe (${refundId})`,
    ]);
    // The order can still be cancelled and refunded in full.
    expect((await refund(orderIds[0] as number)).body.refund).toMatchObject({ amount: "92.00" });
  });

  it("records a failure that arrives first, so a stale pending snapshot cannot bring it back", async () => {
    const { paymentId, intentId, refundId } = await pendingDashboardRefund();
    const stalePending = chargeRefunded(intentId);
    standIn.setRefundStatus(refundId, "failed");

    await deliver(refundUpdated(refundId));
    await deliver(stalePending);

    expect(await refundState(paymentId)).toMatchObject({
      refundedCents: 0,
      refunds: [{ status: "failed", source: "provider" }],
      events: 0,
    });
  });
});
