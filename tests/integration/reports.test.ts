import { parse } from "csv-parse/sync";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { changeCatalogue } from "../helpers/catalogue-changes";
import { createAffiliate, createCoupon, resetShopData } from "../helpers/fixtures";
import { createCheckoutRows, createProofRow, createRefundRow } from "../helpers/order-factories";
import { GET as reportRoute } from "@/app/api/admin/reports/route";
import { GET as reportCsvRoute } from "@/app/api/admin/reports/[table]/route";
import { prisma } from "@/lib/db/client";
import { getReport } from "@/lib/reports/get-report";

// A shop in Los Angeles around the start of daylight saving (Sunday March 8, 2026, 2 am PST → 3 am PDT).
// Its midnights: up to March 8 at 08:00 UTC (PST, −8), from March 9 at 07:00 UTC (PDT, −7). The report of
// March 6–10 therefore spans [Mar 6 08:00Z, Mar 11 07:00Z), and its previous period March 1–5 spans
// [Mar 1 08:00Z, Mar 6 08:00Z). Every expected figure below is worked out by hand from the rows seeded here.

setupTestDatabase();

const LA = "America/Los_Angeles";
const NOW = new Date("2026-03-12T19:00:00.000Z");
const at = (iso: string) => new Date(iso);
const minutesBefore = (date: Date, minutes: number) => new Date(date.getTime() - minutes * 60_000);

/** A paid checkout whose payment was created ten minutes before it was paid. */
function paidCheckout(paidAt: string, options: Parameters<typeof createCheckoutRows>[0] = {}) {
  const paid = at(paidAt);
  return createCheckoutRows({
    ...options,
    paidAt: paid,
    createdAt: minutesBefore(paid, 10),
    payment: { createdAt: minutesBefore(paid, 10), ...options.payment },
  });
}

async function seedShop() {
  const spring = await createCoupon({ code: "SPRING", discountType: "fixed", discountValue: 500 });
  const welcome = await createCoupon({ code: "WELCOME", discountType: "percentage", discountValue: 1000 });
  const partner = await createAffiliate({ code: "PARTNER1", name: "Pat Partner" });
  const owed = await createAffiliate({ code: "OWED", name: "Owen Owed" });
  await createAffiliate({ code: "QUIET", name: "Quinn Quiet" });
  // "Still to pay" is the affiliate's own unpaid earnings since its last payout, whatever the period.
  await prisma.affiliate.update({ where: { id: partner.id }, data: { totalEarningsCents: 1450 } });
  await prisma.affiliate.update({ where: { id: owed.id }, data: { totalEarningsCents: 250 } });
  await prisma.affiliatePayout.create({
    data: { affiliateId: partner.id, amountCents: 999, paidAt: at("2026-03-04T00:00:00.000Z") },
  });

  // K1: paid at midnight PST on Mar 6 (its first instant), created 23:50 on Mar 5 (the previous period).
  const k1 = await paidCheckout("2026-03-06T08:00:00.000Z", {
    coupon: spring,
    shippingMethod: "priority",
    shippingCents: 700,
    lines: [
      { sizeName: '2"', quantity: 50, unitPriceCents: 100, discountCents: 500, roundedCorners: true },
      { sizeName: '3" circle', quantity: 100, unitPriceCents: 90 },
    ],
  }); // 14,000 − 500 + 700 = 14,200
  const [k1a, k1b] = k1.orders as [(typeof k1.orders)[0], (typeof k1.orders)[0]];
  await createProofRow(k1a, {
    version: 1,
    createdAt: at("2026-03-06T20:00:00.000Z"),
    status: "approved",
    respondedAt: at("2026-03-07T10:00:00.000Z"),
  }); // 12 h
  await createProofRow(k1b, {
    version: 1,
    createdAt: at("2026-03-07T08:00:00.000Z"),
    status: "changes_requested",
    respondedAt: at("2026-03-07T12:00:00.000Z"),
  }); // 24 h
  await createProofRow(k1b, {
    version: 2,
    createdAt: at("2026-03-07T20:00:00.000Z"),
    status: "approved",
    respondedAt: at("2026-03-08T12:00:00.000Z"),
  });
  await prisma.order.update({
    where: { id: k1a.id },
    data: { status: "shipped", shippedAt: at("2026-03-09T08:00:00.000Z") },
  }); // 72 h
  await prisma.order.update({
    where: { id: k1b.id },
    data: { status: "shipped", shippedAt: at("2026-03-10T08:00:00.000Z") },
  }); // 96 h
  await createRefundRow(
    { paymentId: k1.payment.id, orderId: k1b.id },
    { amountCents: 2000, createdAt: at("2026-03-10T12:00:00.000Z") },
  ); // Mar 10

  // K2: 23:59:59 on Mar 5 (previous period); refunded on Mar 7 (current period), one failed refund not counted.
  const k2 = await paidCheckout("2026-03-06T07:59:59.000Z", {
    affiliate: { id: partner.id, attributionMethod: "link" },
    payment: { commissionCents: 500, commissionReversedCents: 100, commissionBookedAt: at("2026-03-06T07:59:59.000Z") },
  }); // 5,000
  await createRefundRow(
    { paymentId: k2.payment.id, orderId: k2.order.id },
    { amountCents: 1000, createdAt: at("2026-03-07T10:00:00.000Z") },
  );
  await createRefundRow(
    { paymentId: k2.payment.id },
    { amountCents: 300, status: "failed", createdAt: at("2026-03-07T11:00:00.000Z") },
  );

  // K3: 01:30 PST on Mar 8, before the change; a die-cut (custom) that had expired and was paid late.
  const k3 = await paidCheckout("2026-03-08T09:30:00.000Z", {
    affiliate: { id: partner.id, attributionMethod: "code" },
    lines: [{ quantity: 25, unitPriceCents: 120 }],
    payment: { commissionCents: 300, commissionBookedAt: at("2026-03-08T09:30:00.000Z") },
  }); // 3,000
  await prisma.order.update({
    where: { id: k3.order.id },
    data: {
      sizeId: null,
      shape: "die-cut",
      widthInches: 3,
      heightInches: 2.41,
      sizeName: 'Die-cut 3" × 2.41"',
      // Holographic with a matte laminate (#35), sold under the names it had then.
      materialId: "holographic",
      materialName: "Holographic",
      finishId: "matte",
      finishName: "Matte laminate",
      expiredAt: at("2026-03-07T12:00:00.000Z"),
      status: "shipped",
      shippedAt: at("2026-03-09T09:30:00.000Z"), // 24 h
    },
  });
  await createProofRow(k3.order, { version: 1, createdAt: at("2026-03-09T15:30:00.000Z") }); // 30 h, unanswered

  // K4: 00:30 PDT on Mar 9: Mar 9 in the shop (a fixed −8 h would put it on Mar 8).
  const k4 = await paidCheckout("2026-03-09T07:30:00.000Z", {
    coupon: spring,
    affiliate: { id: partner.id, attributionMethod: "link" },
    shippingMethod: "priority",
    shippingCents: 500,
    lines: [{ sizeName: '4"', quantity: 50, unitPriceCents: 200, discountCents: 1000 }],
    payment: { commissionCents: 900, commissionReversedCents: 200, commissionBookedAt: at("2026-03-09T07:30:00.000Z") },
  }); // 10,000 − 1,000 + 500 = 9,500
  await createProofRow(k4.order, {
    version: 1,
    source: "cut_preview",
    createdAt: at("2026-03-09T19:30:00.000Z"),
    status: "approved",
    respondedAt: at("2026-03-10T01:00:00.000Z"),
  }); // 12 h
  await prisma.order.update({
    where: { id: k4.order.id },
    data: { status: "shipped", shippedAt: at("2026-03-11T07:30:00.000Z") },
  }); // after the range

  // K5: 23:30 PST on Mar 7; a custom rectangle with rounded corners; its approval carried over from a reorder.
  const k5 = await paidCheckout("2026-03-08T07:30:00.000Z", {
    coupon: welcome,
    lines: [{ quantity: 100, unitPriceCents: 60, discountCents: 600, roundedCorners: true }],
  }); // 6,000 − 600 = 5,400
  await prisma.order.update({
    where: { id: k5.order.id },
    data: { sizeId: null, shape: "square", widthInches: 2.5, heightInches: 3, sizeName: 'Square 2.5" × 3"' },
  });
  await createProofRow(k5.order, {
    version: 1,
    source: "reorder",
    createdAt: at("2026-03-08T08:00:00.000Z"),
    status: "approved",
    respondedAt: at("2026-03-08T08:00:00.000Z"),
  });

  // K6: Mar 3 (previous); refunded at 23:59:59 PDT on Mar 10 (current) and at midnight on Mar 11 (after it).
  const k6 = await paidCheckout("2026-03-03T12:00:00.000Z"); // 5,000
  await createRefundRow({ paymentId: k6.payment.id }, { amountCents: 500, createdAt: at("2026-03-11T06:59:59.000Z") });
  await createRefundRow({ paymentId: k6.payment.id }, { amountCents: 700, createdAt: at("2026-03-11T07:00:00.000Z") });

  // K7: midnight PST on Mar 1, the previous period's first instant (created on Feb 28). K8: a second before it.
  await paidCheckout("2026-03-01T08:00:00.000Z"); // 5,000
  await paidCheckout("2026-03-01T07:59:59.000Z", { lines: [{ quantity: 50, unitPriceCents: 80 }] }); // 4,000

  // Unpaid: K9 started on Mar 7 and still pending; K10 started Mar 5, its two orders expired on Mar 6; K11 in
  // the previous period.
  await createCheckoutRows({ status: "pending", payment: { createdAt: at("2026-03-07T18:00:00.000Z") } });
  await createCheckoutRows({
    status: "expired",
    lines: [{}, {}],
    payment: { createdAt: at("2026-03-05T18:00:00.000Z") },
    order: { expiredAt: at("2026-03-06T18:00:00.000Z") },
  });
  await createCheckoutRows({
    status: "expired",
    payment: { createdAt: at("2026-03-02T10:00:00.000Z") },
    order: { expiredAt: at("2026-03-03T10:00:00.000Z") },
  });
  return { spring, welcome, partner, owed };
}

const zero = { checkouts: 0, orders: 0, paidCents: 0, discountCents: 0, refundCents: 0, netCents: 0 };
const sales = (checkouts: number, orders: number, paidCents: number, discountCents: number, refundCents: number) => ({
  checkouts,
  orders,
  paidCents,
  discountCents,
  refundCents,
  netCents: paidCents - refundCents,
});

const band = (
  shape: string,
  key: string,
  bandLabel: string,
  orders: number,
  customOrders: number,
  stickers: number,
  revenueCents: number,
) => ({ shape, band: key, bandLabel, orders, customOrders, stickers, revenueCents });
const noSessions = { designsUploaded: 0, addedToCart: 0, checkoutStarted: 0, paid: 0, proofApproved: 0, shipped: 0 };

describe("reports (lib/reports, GET /api/admin/reports)", () => {
  let seeded: Awaited<ReturnType<typeof seedShop>>;
  beforeAll(async () => {
    await resetShopData();
    seeded = await seedShop();
  });

  it("computes every figure of March 6–10 and of March 1–5 in the shop's time zone, across the DST change", async () => {
    const report = await getReport({ range: "custom", from: "2026-03-06", to: "2026-03-10" }, LA, NOW);
    expect(report).toEqual({
      range: "custom",
      timeZone: LA,
      bucket: "day",
      current: {
        firstDay: "2026-03-06",
        lastDay: "2026-03-10",
        days: 5,
        start: "2026-03-06T08:00:00.000Z",
        end: "2026-03-11T07:00:00.000Z",
      },
      previous: {
        firstDay: "2026-03-01",
        lastDay: "2026-03-05",
        days: 5,
        start: "2026-03-01T08:00:00.000Z",
        end: "2026-03-06T08:00:00.000Z",
      },
      sales: {
        points: [
          {
            firstDay: "2026-03-06",
            lastDay: "2026-03-06",
            current: sales(1, 2, 14_200, 500, 0),
            previousFirstDay: "2026-03-01",
            previous: sales(1, 1, 5_000, 0, 0),
          },
          {
            firstDay: "2026-03-07",
            lastDay: "2026-03-07",
            current: sales(1, 1, 5_400, 600, 1_000),
            previousFirstDay: "2026-03-02",
            previous: zero,
          },
          {
            firstDay: "2026-03-08",
            lastDay: "2026-03-08",
            current: sales(1, 1, 3_000, 0, 0),
            previousFirstDay: "2026-03-03",
            previous: sales(1, 1, 5_000, 0, 0),
          },
          {
            firstDay: "2026-03-09",
            lastDay: "2026-03-09",
            current: sales(1, 1, 9_500, 1_000, 0),
            previousFirstDay: "2026-03-04",
            previous: zero,
          },
          {
            firstDay: "2026-03-10",
            lastDay: "2026-03-10",
            current: sales(0, 0, 0, 0, 2_500),
            previousFirstDay: "2026-03-05",
            previous: sales(1, 1, 5_000, 0, 0),
          },
        ],
        // The five days are one 7-day step: the series a chart too narrow for a bar per day draws.
        weeklyPoints: [
          {
            firstDay: "2026-03-06",
            lastDay: "2026-03-10",
            current: sales(4, 5, 32_100, 2_100, 3_500),
            previousFirstDay: "2026-03-01",
            previous: sales(3, 3, 15_000, 0, 0),
          },
        ],
        // Net revenue = paid − refunds: 32,100 − (1,000 + 2,000 + 500) = 28,600.
        current: sales(4, 5, 32_100, 2_100, 3_500),
        previous: sales(3, 3, 15_000, 0, 0),
      },
      mix: {
        sizes: [
          { shape: "circle", sizeName: '3" circle', custom: false, orders: 1, stickers: 100, revenueCents: 9_000 },
          { shape: "square", sizeName: '4"', custom: false, orders: 1, stickers: 50, revenueCents: 9_000 },
          {
            shape: "square",
            sizeName: 'Square 2.5" × 3"',
            custom: true,
            orders: 1,
            stickers: 100,
            revenueCents: 5_400,
          },
          { shape: "square", sizeName: '2"', custom: false, orders: 1, stickers: 50, revenueCents: 4_500 },
          {
            shape: "die-cut",
            sizeName: 'Die-cut 3" × 2.41"',
            custom: true,
            orders: 1,
            stickers: 25,
            revenueCents: 3_000,
          },
        ],
        // By the longer side: 3" circle, the 3" × 2.41" die-cut and the 2.5" × 3" square are 2–3"; 2" is up to 2".
        sizeBands: [
          band("circle", "2-3", '2–3"', 1, 0, 100, 9_000),
          band("die-cut", "2-3", '2–3"', 1, 1, 25, 3_000),
          band("square", "up-to-2", 'Up to 2"', 1, 0, 50, 4_500),
          band("square", "2-3", '2–3"', 1, 1, 100, 5_400),
          band("square", "3-4", '3–4"', 1, 0, 50, 9_000),
        ],
        quantityTiers: [
          { quantity: 25, orders: 1, revenueCents: 3_000 },
          { quantity: 50, orders: 2, revenueCents: 13_500 },
          { quantity: 100, orders: 2, revenueCents: 14_400 },
        ],
        // K3's die-cut is holographic and matte; every other order the spec's white vinyl with a gloss laminate.
        materials: [
          { materialId: "white-vinyl", materialName: "White vinyl", orders: 4, stickers: 300, revenueCents: 27_900 },
          { materialId: "holographic", materialName: "Holographic", orders: 1, stickers: 25, revenueCents: 3_000 },
        ],
        finishes: [
          { finishId: "gloss", finishName: "Gloss laminate", orders: 4, stickers: 300, revenueCents: 27_900 },
          { finishId: "matte", finishName: "Matte laminate", orders: 1, stickers: 25, revenueCents: 3_000 },
        ],
        orders: 5,
        roundedCornerOrders: 2,
        roundedCornerShare: 0.4,
        checkouts: 4,
        averageOrderValueCents: 8_025, // 32,100 / 4
        priorityCheckouts: 2,
        priorityShare: 0.5,
      },
      coupons: [
        { couponId: seeded.spring.id, code: "SPRING", uses: 2, discountCents: 1_500, revenueCents: 23_700 },
        { couponId: seeded.welcome.id, code: "WELCOME", uses: 1, discountCents: 600, revenueCents: 5_400 },
      ],
      affiliates: [
        {
          affiliateId: seeded.partner.id,
          code: "PARTNER1",
          name: "Pat Partner",
          orders: 2,
          revenueCents: 12_500,
          commissionCents: 1_200,
          reversedCents: 200,
          unpaidCents: 1_450,
          lastPayoutAt: "2026-03-04T00:00:00.000Z",
        },
        {
          affiliateId: seeded.owed.id,
          code: "OWED",
          name: "Owen Owed",
          orders: 0,
          revenueCents: 0,
          commissionCents: 0,
          reversedCents: 0,
          unpaidCents: 250,
          lastPayoutAt: null,
        },
      ],
      funnel: {
        current: {
          checkoutsStarted: 4, // K3, K4, K5, K9
          paid: 4,
          expiredUnpaid: 1, // K10 (two orders, one checkout); K3 expired but was paid
          proofsSent: 5, // K1 ×3, K3, K4; the reorder's carried approval was not sent
          approvedFirstTime: 2, // K1's first order, K4
          changesRequested: 1,
          medianHoursToProof: 18, // 12, 12, 24, 30
          medianHoursToShip: 72, // 24, 72, 96
        },
        previous: {
          checkoutsStarted: 5, // K1, K2, K6, K10, K11 (K7 was started on Feb 28)
          paid: 3,
          expiredUnpaid: 1,
          proofsSent: 0,
          approvedFirstTime: 0,
          changesRequested: 0,
          medianHoursToProof: null,
          medianHoursToShip: null,
        },
      },
      // The factories' designs have no cart session (and were uploaded today): no session funnel in March.
      cartFunnel: { current: noSessions, previous: noSessions, complete: { current: true, previous: true } },
    });
  });

  it("reports a material or finish renamed since under today's name, its orders keeping what they were sold as", async () => {
    await changeCatalogue((tx) =>
      Promise.all([
        tx.material.update({ where: { id: "holographic" }, data: { name: "Rainbow holo" } }),
        tx.finish.update({ where: { id: "matte" }, data: { name: "Soft-touch matte" } }),
      ]),
    );
    try {
      const report = await getReport({ range: "custom", from: "2026-03-06", to: "2026-03-10" }, LA, NOW);
      expect(report.mix.materials.map((row) => row.materialName)).toEqual(["White vinyl", "Rainbow holo"]);
      expect(report.mix.finishes.map((row) => row.finishName)).toEqual(["Gloss laminate", "Soft-touch matte"]);
      expect(await prisma.order.count({ where: { materialName: "Holographic" } })).toBe(1);
    } finally {
      await changeCatalogue((tx) =>
        Promise.all([
          tx.material.update({ where: { id: "holographic" }, data: { name: "Holographic" } }),
          tx.finish.update({ where: { id: "matte" }, data: { name: "Matte laminate" } }),
        ]),
      );
    }
  });

  it("takes the middle row of an odd count as the median, the mean of the middle two of an even one", async () => {
    // March 6–9 (to Mar 10 07:00Z): first proofs after 12 (K1), 24 (K1), 30 (K3) and 12 (K4) hours; shipped after 72 and 24.
    const even = await getReport({ range: "custom", from: "2026-03-06", to: "2026-03-09" }, LA, NOW);
    expect(even.funnel.current).toMatchObject({ medianHoursToProof: 18, medianHoursToShip: 48 });
    // March 7–10 (from Mar 7 08:00Z, K1's second proof's very instant): 24, 30, 12 hours; shipped after 72, 96, 24.
    const odd = await getReport({ range: "custom", from: "2026-03-07", to: "2026-03-10" }, LA, NOW);
    expect(odd.funnel.current).toMatchObject({ medianHoursToProof: 24, medianHoursToShip: 72 });
  });

  it("answers a median to the hundredth of an hour on both databases", async () => {
    // June 2, 2026 (PDT): three orders paid at 10:00 and shipped after 5 h, 10 h 20 min and 20 h → 10.33 h.
    for (const minutes of [300, 620, 1200]) {
      const { order } = await paidCheckout("2026-06-02T17:00:00.000Z");
      await prisma.order.update({
        where: { id: order.id },
        data: { status: "shipped", shippedAt: new Date(at("2026-06-02T17:00:00.000Z").getTime() + minutes * 60_000) },
      });
    }
    const report = await getReport({ range: "custom", from: "2026-06-02", to: "2026-06-03" }, LA, NOW);
    expect(report.funnel.current).toMatchObject({ paid: 3, medianHoursToShip: 10.33, medianHoursToProof: null });
  });

  it("groups per week (7-day steps from the first day) over 90 days, across both changes of the clock", async () => {
    const report = await getReport({ range: "custom", from: "2026-01-01", to: "2026-04-10" }, LA, NOW);
    expect(report.bucket).toBe("week");
    expect(report.sales.points).toHaveLength(15); // 14 full weeks and April 9–10
    expect(report.sales.points[14]).toMatchObject({ firstDay: "2026-04-09", lastDay: "2026-04-10" });
    // Mar 5–11: K2 (Mar 5), K1, K5, K3, K4; refunds on Mar 7, Mar 10 and Mar 11 (00:00 PDT).
    expect(report.sales.points[9]).toMatchObject({
      firstDay: "2026-03-05",
      lastDay: "2026-03-11",
      current: sales(5, 6, 37_100, 2_100, 4_200),
      previousFirstDay: "2025-11-25",
      previous: zero,
    });
    // Feb 26 – Mar 4: K8 (Feb 28), K7 (Mar 1), K6 (Mar 3).
    expect(report.sales.points[8]).toMatchObject({ firstDay: "2026-02-26", current: sales(3, 3, 14_000, 0, 0) });
    expect(report.sales.current).toEqual(sales(8, 9, 51_100, 2_100, 4_200));
    expect(report.previous).toMatchObject({
      firstDay: "2025-09-23",
      lastDay: "2025-12-31",
      days: 100,
      start: "2025-09-23T07:00:00.000Z",
      end: "2026-01-01T08:00:00.000Z",
    });
    expect(report.sales.previous).toEqual(zero);
  });

  it("answers an admin with the report, 400 { message } for a bad range, 401 without a token", async () => {
    const headers = await adminHeaders();
    const ok = await callRoute(reportRoute, {
      path: "/api/admin/reports?range=custom&from=2026-03-06&to=2026-03-10",
      headers,
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toContain("no-store");
    expect(ok.body.sales.current).toEqual(sales(4, 5, 32_100, 2_100, 3_500));
    expect((await callRoute(reportRoute, { path: "/api/admin/reports?range=7d", headers })).body.current.days).toBe(7);
    for (const query of [
      "range=week",
      "range=custom&from=2026-03-10",
      "range=custom&from=2026-03-10&to=2026-03-06",
      "range=custom&from=2026-02-30&to=2026-03-06",
      "range=custom&from=2020-01-01&to=2026-03-06",
      "range=7d&from=2026-03-01",
    ]) {
      const refused = await callRoute(reportRoute, { path: `/api/admin/reports?${query}`, headers });
      expect({ query, status: refused.status, message: typeof refused.body?.message }).toEqual({
        query,
        status: 400,
        message: "string",
      });
    }
    expect((await callRoute(reportRoute, { path: "/api/admin/reports?range=7d" })).status).toBe(401);
  });

  it("downloads each table as CSV with the page's numbers, formula-like text neutralised", async () => {
    await prisma.affiliate.update({ where: { id: seeded.owed.id }, data: { name: '=HYPERLINK("x")' } });
    const headers = await adminHeaders();
    const query = "?range=custom&from=2026-03-06&to=2026-03-10";
    const download = async (table: string) => {
      const response = await fetchCsv(table, query, headers);
      return { ...response, rows: parse(response.text) as string[][] };
    };
    const salesCsv = await download("sales.csv");
    expect(salesCsv.status).toBe(200);
    expect(salesCsv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(salesCsv.headers.get("content-disposition")).toBe(
      'attachment; filename="report-sales-2026-03-06-to-2026-03-10.csv"',
    );
    expect(salesCsv.rows[0]).toEqual([
      "Day",
      "To",
      "Orders",
      "Checkouts",
      "Paid",
      "Discounts",
      "Refunds",
      "Net revenue",
      "Previous period from",
      "Previous orders",
      "Previous paid",
      "Previous refunds",
      "Previous net revenue",
    ]);
    expect(salesCsv.rows[5]).toEqual([
      "2026-03-10",
      "2026-03-10",
      "0",
      "0",
      "0.00",
      "0.00",
      "25.00",
      "-25.00",
      "2026-03-05",
      "1",
      "50.00",
      "0.00",
      "50.00",
    ]);
    const affiliates = await download("affiliates.csv");
    expect(affiliates.rows[2]).toEqual(["OWED", '\'=HYPERLINK("x")', "0", "0.00", "0.00", "0.00", "2.50", ""]);
    const coupons = await download("coupons.csv");
    expect(coupons.rows).toEqual([
      ["Coupon", "Uses", "Discount given", "Revenue"],
      ["SPRING", "2", "15.00", "237.00"],
      ["WELCOME", "1", "6.00", "54.00"],
    ]);
    const materials = await download("materials.csv");
    expect(materials.rows).toEqual([
      ["Material", "Material id", "Orders", "Stickers", "Revenue"],
      ["White vinyl", "white-vinyl", "4", "300", "279.00"],
      ["Holographic", "holographic", "1", "25", "30.00"],
    ]);
    const finishes = await download("finishes.csv");
    expect(finishes.rows).toEqual([
      ["Finish", "Finish id", "Orders", "Stickers", "Revenue"],
      ["Gloss laminate", "gloss", "4", "300", "279.00"],
      ["Matte laminate", "matte", "1", "25", "30.00"],
    ]);
    const funnel = await download("funnel.csv");
    expect(funnel.rows.at(-2)).toEqual(["Median hours from payment to proof sent", "18.00", ""]);
    const summary = await download("summary.csv");
    expect(summary.rows.find((row) => row[0] === "Net revenue")).toEqual(["Net revenue", "286.00", "150.00"]);
    expect(summary.rows.find((row) => row[0] === "Average order value")).toEqual(["Average order value", "80.25", ""]);
    const unknown = await fetchCsv("orders.csv", query, headers);
    expect(unknown.status).toBe(400);
    expect((await fetchCsv("sales.csv", query, {})).status).toBe(401);
  });
});

async function fetchCsv(table: string, query: string, headers: Record<string, string>) {
  const request = new Request(`http://shop.test/api/admin/reports/${table}${query}`, { headers });
  const response = await (
    reportCsvRoute as (request: Request, context: { params: Promise<{ table: string }> }) => Promise<Response>
  )(request, { params: Promise.resolve({ table }) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
