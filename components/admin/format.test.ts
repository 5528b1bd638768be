import {
  affiliateLink,
  formatCommission,
  formatCouponValue,
  formatCustomerDiscount,
  formatOptionalDollars,
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
});
