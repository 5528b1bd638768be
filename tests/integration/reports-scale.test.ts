import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { addCartLine, createDesignRow, makeSessionId, resetShopData } from "../helpers/fixtures";
import { createCheckoutRows } from "../helpers/order-factories";
import { parse } from "csv-parse/sync";
import { GET as reportRoute } from "@/app/api/admin/reports/route";
import { GET as reportCsvRoute } from "@/app/api/admin/reports/[table]/route";
import { prisma } from "@/lib/db/client";
import { getReport } from "@/lib/reports/get-report";

// Issue 34 item 7: the Reports page with many die-cut sizes (a handful of banded rows, not one per size), a
// funnel counted per cart session from the designs uploaded, and the API keys clients read all still there.

setupTestDatabase();

const LA = "America/Los_Angeles";
const NOW = new Date("2026-06-30T19:00:00.000Z");
// May 10–16, 2026 in Los Angeles (PDT): [May 10 07:00Z, May 17 07:00Z); the previous period May 3–9.
const MAY = { range: "custom" as const, from: "2026-05-10", to: "2026-05-16" };
const at = (iso: string) => new Date(iso);

/** Die-cut sizes (width × height, inches), each the size of one paid order, by the band its longer side falls in. */
const DIE_CUTS: Record<string, [number, number][]> = {
  "up-to-2": [
    [1.2, 0.8],
    [1.75, 1.5],
    [2, 1.1],
    [2.004, 2.004],
  ],
  "2-3": [
    [2.01, 1],
    [2.41, 3],
    [2.5, 2.5],
    [3, 1.2],
    [2.2, 2.9],
  ],
  "3-4": [
    [3.01, 3],
    [3.5, 2],
    [4, 4],
    [1.6, 3.8],
  ],
  "4-6": [
    [4.01, 2],
    [5, 5],
    [5.25, 3.1],
    [6, 6],
  ],
  "over-6": [
    [6.01, 1],
    [7.5, 7],
    [3, 12],
  ],
};

describe("reports at scale (issue 34)", () => {
  beforeAll(async () => {
    await resetShopData();
  });

  it("groups twenty die-cut sizes into a row per shape and size band; the per-size rows stay as they were", async () => {
    const sizes = Object.entries(DIE_CUTS).flatMap(([band, list]) => list.map((size) => ({ band, size })));
    // One checkout on May 12: a standard 2" square, a standard 3" circle, and one die-cut line per size.
    const checkout = await createCheckoutRows({
      paidAt: at("2026-05-12T18:00:00.000Z"),
      lines: [
        { sizeName: '2"', quantity: 50, unitPriceCents: 100 },
        { sizeName: '3" circle', quantity: 100, unitPriceCents: 90 },
        ...sizes.map(() => ({ quantity: 25, unitPriceCents: 100 })),
      ],
    });
    for (const [index, { size }] of sizes.entries()) {
      const [width, height] = size;
      await prisma.order.update({
        where: { id: checkout.orders[index + 2]!.id },
        data: {
          sizeId: null,
          shape: "die-cut",
          widthInches: width,
          heightInches: height,
          sizeName: `Die-cut ${width}" × ${height}"`,
        },
      });
    }

    const report = await getReport(MAY, LA, NOW);
    // The detail is still one row per size sold: 20 die-cut sizes and the two standard ones.
    expect(report.mix.sizes).toHaveLength(22);
    const dieCut = (band: string, bandLabel: string) => {
      const orders = DIE_CUTS[band]!.length;
      return {
        shape: "die-cut",
        band,
        bandLabel,
        orders,
        customOrders: orders,
        stickers: 25 * orders,
        revenueCents: 2_500 * orders,
      };
    };
    expect(report.mix.sizeBands).toEqual([
      {
        shape: "circle",
        band: "2-3",
        bandLabel: '2–3"',
        orders: 1,
        customOrders: 0,
        stickers: 100,
        revenueCents: 9_000,
      },
      dieCut("up-to-2", 'Up to 2"'),
      dieCut("2-3", '2–3"'),
      dieCut("3-4", '3–4"'),
      dieCut("4-6", '4–6"'),
      dieCut("over-6", 'Over 6"'),
      {
        shape: "square",
        band: "up-to-2",
        bandLabel: 'Up to 2"',
        orders: 1,
        customOrders: 0,
        stickers: 50,
        revenueCents: 5_000,
      },
    ]);
    expect(report.mix.orders).toBe(22);
  });

  it("counts the funnel per cart session, from designs uploaded to shipped, each step within the one before", async () => {
    /** A design of kind "design" uploaded by `sessionId` at `iso`. */
    const upload = async (sessionId: string | null, iso: string) => {
      const design = await createDesignRow({ sessionId });
      return prisma.design.update({ where: { id: design.id }, data: { createdAt: at(iso) } });
    };
    const sessions = Object.fromEntries(
      ["s1", "s2", "s3", "s4", "s5", "s6", "s8", "s9"].map((k) => [k, makeSessionId()]),
    );

    // S1: three designs, two of them in the cart, no checkout.
    for (const iso of ["2026-05-10T08:00:00Z", "2026-05-10T08:05:00Z", "2026-05-11T09:00:00Z"])
      await upload(sessions.s1!, iso);
    await addCartLine(sessions.s1!, '2"', 50);
    await addCartLine(sessions.s1!, '3" circle', 100);
    // S2: two designs, a checkout started and left open (its orders pending).
    await upload(sessions.s2!, "2026-05-12T10:00:00Z");
    await upload(sessions.s2!, "2026-05-12T10:01:00Z");
    await createCheckoutRows({ status: "pending", lines: [{}, {}], payment: { sessionId: sessions.s2! } });
    // S3: one design; two checkouts paid (one of two orders with its proof approved), still one session.
    await upload(sessions.s3!, "2026-05-13T10:00:00Z");
    const s3 = await createCheckoutRows({
      paidAt: at("2026-05-13T11:00:00Z"),
      lines: [{}, {}],
      payment: { sessionId: sessions.s3! },
    });
    await prisma.order.update({ where: { id: s3.order.id }, data: { proofState: "approved" } });
    await createCheckoutRows({ paidAt: at("2026-05-14T11:00:00Z"), payment: { sessionId: sessions.s3! } });
    // S4: paid on the period's last day, proof approved and shipped after the period: it still counts.
    await upload(sessions.s4!, "2026-05-16T22:00:00Z");
    const s4 = await createCheckoutRows({ paidAt: at("2026-05-16T23:00:00Z"), payment: { sessionId: sessions.s4! } });
    await prisma.order.update({
      where: { id: s4.order.id },
      data: { proofState: "approved", status: "shipped", shippedAt: at("2026-05-20T18:00:00Z") },
    });
    // S5: uploaded only.
    await upload(sessions.s5!, "2026-05-15T10:00:00Z");
    // S6: the previous period (May 9, 23:30 PDT): uploaded and paid.
    await upload(sessions.s6!, "2026-05-10T06:30:00Z");
    await createCheckoutRows({ paidAt: at("2026-05-10T06:40:00Z"), payment: { sessionId: sessions.s6! } });
    // S8: uploaded in both periods, a line in the cart: counted in each.
    await upload(sessions.s8!, "2026-05-05T10:00:00Z");
    await upload(sessions.s8!, "2026-05-14T10:00:00Z");
    await addCartLine(sessions.s8!, '2"', 50);
    // Not counted: S9 uploaded after the period (May 17, 00:00 PDT), a design of no session, a proof image.
    await upload(sessions.s9!, "2026-05-17T07:00:00Z");
    await upload(null, "2026-05-12T10:00:00Z");
    const proofImage = await upload(sessions.s5!, "2026-05-12T10:00:00Z");
    await prisma.design.update({ where: { id: proofImage.id }, data: { kind: "proof" } });

    const report = await getReport(MAY, LA, NOW);
    expect(report.cartFunnel).toEqual({
      current: { designsUploaded: 6, addedToCart: 5, checkoutStarted: 3, paid: 2, proofApproved: 2, shipped: 1 },
      previous: { designsUploaded: 2, addedToCart: 2, checkoutStarted: 1, paid: 1, proofApproved: 0, shipped: 0 },
      // Both periods began over 30 days before NOW: unordered designs of theirs may be gone (not comparable).
      complete: { current: false, previous: false },
    });
    // Three weeks to NOW: this period's uploads are all kept; the previous one began 42 days before NOW.
    const recent = await getReport({ range: "custom", from: "2026-06-10", to: "2026-06-30" }, LA, NOW);
    expect(recent.cartFunnel.complete).toEqual({ current: true, previous: false });
    // The event counts keep their meaning: payments by their own times, whichever session: paid in the period are
    // S3's two, S4's and the die-cut checkout above; all were created today (the factories' createdAt), after it.
    expect(report.funnel.current).toMatchObject({ checkoutsStarted: 0, paid: 4 });
  });

  it("answers every key GET /api/admin/reports had, with the weekly series and the new keys beside them", async () => {
    const headers = await adminHeaders();
    const { status, body } = await callRoute(reportRoute, {
      path: "/api/admin/reports?range=custom&from=2026-04-17&to=2026-05-16",
      headers,
    });
    expect(status).toBe(200);
    const keys = (value: object) => Object.keys(value).sort();
    const period = ["days", "end", "firstDay", "lastDay", "start"];
    const figures = ["checkouts", "discountCents", "netCents", "orders", "paidCents", "refundCents"];
    const funnel = [
      "approvedFirstTime",
      "changesRequested",
      "checkoutsStarted",
      "expiredUnpaid",
      "medianHoursToProof",
      "medianHoursToShip",
      "paid",
      "proofsSent",
    ];
    expect(keys(body)).toEqual(
      expect.arrayContaining(["range", "timeZone", "bucket", "current", "previous", "sales", "mix", "coupons"]),
    );
    expect(keys(body)).toEqual(expect.arrayContaining(["affiliates", "funnel", "cartFunnel"]));
    expect(keys(body.current)).toEqual(period);
    expect(keys(body.previous)).toEqual(period);
    expect(keys(body.sales)).toEqual(["current", "points", "previous", "weeklyPoints"]);
    expect(keys(body.sales.current)).toEqual(figures);
    expect(keys(body.sales.points[0])).toEqual(["current", "firstDay", "lastDay", "previous", "previousFirstDay"]);
    expect(keys(body.mix)).toEqual(
      [
        "averageOrderValueCents",
        "checkouts",
        "finishes",
        "materials",
        "orders",
        "priorityCheckouts",
        "priorityShare",
        "quantityTiers",
        "roundedCornerOrders",
        "roundedCornerShare",
        "sizeBands",
        "sizes",
      ].sort(),
    );
    expect(keys(body.mix.sizes[0])).toEqual(["custom", "orders", "revenueCents", "shape", "sizeName", "stickers"]);
    expect(keys(body.funnel.current)).toEqual(funnel);
    expect(keys(body.funnel.previous)).toEqual(funnel);
    // The same meanings: 30 days drawn per day; the weekly series sums the same days in 7-day steps.
    expect(body).toMatchObject({ range: "custom", bucket: "day", current: { days: 30 } });
    expect(body.sales.points).toHaveLength(30);
    expect(body.sales.weeklyPoints.map((point: { firstDay: string }) => point.firstDay)).toEqual([
      "2026-04-17",
      "2026-04-24",
      "2026-05-01",
      "2026-05-08",
      "2026-05-15",
    ]);
    const sum = (points: { current: { paidCents: number } }[]) =>
      points.reduce((total, point) => total + point.current.paidCents, 0);
    expect(sum(body.sales.weeklyPoints)).toBe(sum(body.sales.points));
    expect(sum(body.sales.points)).toBe(body.sales.current.paidCents);
    expect(body.sales.current.paidCents).toBeGreaterThan(0);
    expect(body.mix.sizes).toHaveLength(22); // one row per size sold, as before
    expect(body.mix.sizeBands).toHaveLength(7);
  });

  it("downloads the size bands and the session funnel as CSV, as the page shows them", async () => {
    const headers = await adminHeaders();
    const csv = async (table: string) => {
      const request = new Request(
        `http://shop.test/api/admin/reports/${table}?range=custom&from=2026-05-10&to=2026-05-16`,
        {
          headers,
        },
      );
      const response = await (
        reportCsvRoute as (request: Request, context: { params: Promise<{ table: string }> }) => Promise<Response>
      )(request, { params: Promise.resolve({ table }) });
      expect(response.status).toBe(200);
      return parse(await response.text()) as string[][];
    };
    const bands = await csv("bands.csv");
    expect(bands[0]).toEqual([
      "Shape",
      "Size band (longer side, upper bound inclusive)",
      "Orders",
      "Custom-size orders",
      "Stickers",
      "Revenue",
    ]);
    expect(bands).toHaveLength(8); // the header and seven rows, however many die-cut sizes
    expect(bands[2]).toEqual(["die-cut", 'Up to 2"', "4", "4", "100", "100.00"]);
    expect((await csv("sizes.csv")).length).toBe(23); // the per-size detail stays: 22 sizes
    const funnel = await csv("funnel.csv");
    expect(funnel.slice(1, 7)).toEqual([
      ["Cart sessions: designs uploaded", "6", "2"],
      ["Cart sessions: added to cart", "5", "2"],
      ["Cart sessions: checkout started", "3", "1"],
      ["Cart sessions: paid", "2", "1"],
      ["Cart sessions: proof approved", "2", "0"],
      ["Cart sessions: shipped", "1", "0"],
    ]);
    expect(funnel[7]![0]).toBe("Checkouts started"); // then the events by their own time, as before
  });
});
