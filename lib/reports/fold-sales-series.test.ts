import { foldSalesSeries, totalSales } from "./fold-sales-series";

const day = (checkouts: number, paidCents: number, refundCents = 0, discountCents = 0) => ({
  checkouts,
  orders: checkouts,
  paidCents,
  discountCents,
  refundCents,
});

describe("foldSalesSeries", () => {
  const days = new Map([
    ["2026-01-01", day(1, 1000)],
    ["2026-01-09", day(2, 3000, 500, 100)],
    ["2026-01-15", day(1, 700)],
    ["2026-01-16", day(0, 0, 200)],
    ["2026-01-20", day(1, 400)], // a day after the period: not counted
  ]);

  it("sums the days of each week beside the same place of the previous period; net = paid − refunds", () => {
    const points = foldSalesSeries(
      days,
      { firstDay: "2026-01-09", lastDay: "2026-01-16" },
      { firstDay: "2026-01-01", lastDay: "2026-01-08" },
      "week",
    );
    expect(points).toEqual([
      {
        firstDay: "2026-01-09",
        lastDay: "2026-01-15",
        current: { checkouts: 3, orders: 3, paidCents: 3700, discountCents: 100, refundCents: 500, netCents: 3200 },
        previousFirstDay: "2026-01-01",
        previous: { checkouts: 1, orders: 1, paidCents: 1000, discountCents: 0, refundCents: 0, netCents: 1000 },
      },
      {
        firstDay: "2026-01-16",
        lastDay: "2026-01-16",
        current: { checkouts: 0, orders: 0, paidCents: 0, discountCents: 0, refundCents: 200, netCents: -200 },
        previousFirstDay: "2026-01-08",
        previous: { checkouts: 0, orders: 0, paidCents: 0, discountCents: 0, refundCents: 0, netCents: 0 },
      },
    ]);
    expect(totalSales(points, "current")).toEqual({
      checkouts: 3,
      orders: 3,
      paidCents: 3700,
      discountCents: 100,
      refundCents: 700,
      netCents: 3000,
    });
  });

  it("makes a point per day, zero where nothing happened", () => {
    const points = foldSalesSeries(
      days,
      { firstDay: "2026-01-15", lastDay: "2026-01-17" },
      { firstDay: "2026-01-12", lastDay: "2026-01-14" },
      "day",
    );
    expect(points.map((point) => [point.firstDay, point.current.netCents, point.previousFirstDay])).toEqual([
      ["2026-01-15", 700, "2026-01-12"],
      ["2026-01-16", -200, "2026-01-13"],
      ["2026-01-17", 0, "2026-01-14"],
    ]);
  });
});
