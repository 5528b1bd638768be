import {
  affiliateLink,
  formatCommission,
  formatCouponValue,
  formatCustomerDiscount,
  formatFileSize,
  formatInches,
  formatOptionalDollars,
  formatDate,
  formatShopDateTime,
  formatTime,
  shipToLine,
} from "./format";

describe("admin formatting", () => {
  it("formats coupon values and optional amounts", () => {
    expect(formatCouponValue({ discountType: "percentage", discountValue: 15 })).toBe("15%");
    expect(formatCouponValue({ discountType: "fixed", discountValue: 10 })).toBe("$10.00");
    expect(formatOptionalDollars(null)).toBe("None");
    expect(formatOptionalDollars(1234.5)).toBe("$1,234.50");
  });

  it("formats commissions, customer discounts and affiliate links", () => {
    expect(formatCommission({ commissionType: "percentage", commissionRate: 0.15 })).toBe("15.0%");
    expect(formatCommission({ commissionType: "flat", commissionRate: 5 })).toBe("$5.00");
    expect(formatCustomerDiscount({ customerDiscountType: "percentage", customerDiscountRate: 0.05 })).toBe("5%");
    expect(formatCustomerDiscount({ customerDiscountType: "fixed", customerDiscountRate: 5 })).toBe("$5.00");
    expect(formatCustomerDiscount({ customerDiscountType: "percentage", customerDiscountRate: null })).toBe("None");
    expect(affiliateLink("https://shop.example", "PARTNER15")).toBe("https://shop.example/affiliate-partner15");
  });

  it("builds the ship-to line only when an address is stored", () => {
    const order = {
      shippingAddress: "12 Cobol Way",
      shippingCity: "Reno",
      shippingState: "NV",
      shippingZip: "89501",
      shippingCountry: "United States",
    };
    expect(shipToLine(order)).toBe("Ship to 12 Cobol Way, Reno, NV, 89501, United States");
    expect(shipToLine({ ...order, shippingAddress: " " })).toBeNull();
  });

  it("formats shop times in the shop's zone, inches and file sizes", () => {
    expect(formatShopDateTime("2026-03-01T12:00:00.000Z", "America/Los_Angeles")).toBe("Mar 1, 2026, 4:00 AM PST");
    expect(formatShopDateTime("2026-07-01T12:00:00.000Z", "America/New_York")).toBe("Jul 1, 2026, 8:00 AM EDT");
    expect(formatShopDateTime("not a date", "America/Los_Angeles")).toBe("not a date");
    // The shop's day and clock, whatever the zone of the machine that formats them.
    expect(formatDate("2026-03-01T03:00:00.000Z", "America/Los_Angeles")).toBe("Feb 28, 2026");
    expect(formatDate("2026-03-01T03:00:00.000Z", "Asia/Tokyo")).toBe("Mar 1, 2026");
    expect(formatTime("2026-03-01T03:00:00.000Z", "America/Los_Angeles")).toBe("7:00:00 PM PST");
    expect(formatTime("not a date", "America/Los_Angeles")).toBe("not a date");
    expect(formatInches(4)).toBe("4");
    expect(formatInches(2.5)).toBe("2.5");
    expect(formatInches(3.125)).toBe("3.13");
    expect(formatFileSize(900)).toBe("900 B");
    expect(formatFileSize(1234)).toBe("1.2 KB");
    expect(formatFileSize(2_500_000)).toBe("2.4 MB");
  });
});
