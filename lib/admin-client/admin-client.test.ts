import { RequestError } from "@/lib/api/request-json";
import { errorMessage, fileNameFromDisposition } from "./admin-api";
import { affiliateLink, formatCommission, formatCouponValue, formatCustomerDiscount, formatOptionalDollars, shipToLine } from "./format";

describe("fileNameFromDisposition", () => {
  it("reads plain, quoted and RFC 5987 file names", () => {
    expect(fileNameFromDisposition('attachment; filename="orders-2026-11-21.csv"')).toBe("orders-2026-11-21.csv");
    expect(fileNameFromDisposition("attachment; filename=archived-orders-2026-11-21.csv")).toBe("archived-orders-2026-11-21.csv");
    expect(fileNameFromDisposition("attachment; filename=\"x.csv\"; filename*=UTF-8''orders%20today.csv")).toBe("orders today.csv");
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe(".._.._etc_passwd");
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("inline")).toBeNull();
  });
});

describe("errorMessage", () => {
  it("prefers the server's message and falls back for empty, JSON, HTML and network failures", () => {
    expect(errorMessage(new RequestError(409, "Coupon code already exists"), "Failed")).toBe("Coupon code already exists");
    expect(errorMessage(new RequestError(500, "Request failed (500)"), "Failed")).toBe("Failed");
    expect(errorMessage(new RequestError(500, "{}"), "Failed")).toBe("Failed");
    expect(errorMessage(new RequestError(502, "<html>Bad gateway</html>"), "Failed")).toBe("Failed");
    expect(errorMessage(new TypeError("Failed to fetch"), "Failed")).toBe("Failed");
  });
});

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
    const order = { shippingAddress: "12 Cobol Way", shippingCity: "Reno", shippingState: "NV", shippingZip: "89501", shippingCountry: "United States" };
    expect(shipToLine(order)).toBe("Ship to 12 Cobol Way, Reno, NV, 89501, United States");
    expect(shipToLine({ ...order, shippingAddress: " " })).toBeNull();
  });
});
