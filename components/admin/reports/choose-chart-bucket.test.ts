import { chooseChartBucket, measureBarWidth } from "./choose-chart-bucket";

describe("chooseChartBucket", () => {
  // A 375 px phone leaves the chart about 317 px; 1366 px about 1054 px (the page is at most 1152 px wide).
  it.each([
    ["day", 317, 7, 2, "day"], // a week on a phone: bars ~12 px
    ["day", 317, 30, 2, "week"], // 30 days on a phone: bars ~1.4 px
    ["day", 317, 90, 2, "week"],
    ["day", 1054, 30, 2, "day"], // bars ~12 px
    ["day", 1054, 90, 2, "week"], // bars ~2.6 px
    ["day", 1054, 60, 2, "day"], // bars ~4.9 px
    ["day", 0, 90, 2, "day"], // not measured yet
    ["week", 1054, 7, 2, "week"], // a long range is weekly already
  ] as const)("report per %s, chart %i px, %i days, %i bars each: per %s", (bucket, width, days, bars, chosen) => {
    expect(chooseChartBucket(bucket, width, days, bars)).toBe(chosen);
  });
});

describe("measureBarWidth", () => {
  it.each([
    [164, 10, 2, 2], // 100 px of plot: bands of 10 px, 8 px of bars less a 4 px gap, halved
    [164, 10, 1, 8],
    [164, 0, 2, 0],
    [40, 5, 2, 0], // no room at all
  ])("%i px, %i points, %i bars: %i px each", (width, points, bars, expected) => {
    expect(measureBarWidth(width, points, bars)).toBeCloseTo(expected);
  });
});
