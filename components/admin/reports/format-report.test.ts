import { formatChange, formatDay, formatDays, formatHours, formatMoney, formatShare } from "./format-report";

describe("report formatters", () => {
  it.each([
    ["2026-03-06", "Mar 6"],
    ["2026-12-31", "Dec 31"],
  ])("formatDay(%s) = %s whatever the browser's zone", (day, label) => {
    expect(formatDay(day)).toBe(label);
  });

  it("formats a bucket, money, shares and hours", () => {
    expect(formatDays("2026-03-05", "2026-03-11")).toBe("Mar 5 – Mar 11");
    expect(formatDays("2026-03-05", "2026-03-05")).toBe("Mar 5");
    expect(formatMoney(-2500)).toBe("-$25.00");
    expect(formatMoney(null)).toBe("—");
    expect([formatShare(0.4), formatShare(0.125), formatShare(null)]).toEqual(["40%", "12.5%", "—"]);
    expect([formatHours(18), formatHours(25.25), formatHours(null)]).toEqual(["18 h", "25.3 h", "—"]);
  });

  it.each([
    [150, 100, "+50%"],
    [50, 100, "−50%"],
    [100, 100, "±0%"],
    [-50, 100, "−150%"],
    [10, 0, "new"],
    [0, 0, "no change"],
  ])("formatChange(%i, %i) = %s", (current, previous, text) => {
    expect(formatChange(current, previous)).toBe(text);
  });
});
