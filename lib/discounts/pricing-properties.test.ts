import fc from "fast-check";
import { calculateCouponDiscount } from "./calculate-coupon-discount";
import { calculateCustomerDiscount } from "./calculate-customer-discount";
import { calculateOrderTotal } from "./calculate-order-total";
import { allocateDiscount } from "./allocate-discount";
import { priceCatalogueLine } from "@/lib/pricing/price-catalogue-line";
import { SPEC_SIZE_IDS, buildSpecCatalogue } from "@/lib/pricing/__fixtures__/spec-catalogue";
import {
  KNOWN_SIZE_NAMES,
  PRICE_TABLES,
  QUANTITY_TIERS,
  STANDARD_SIZE_DIMENSIONS,
  findTierQuantity,
  type KnownSizeName,
} from "@/lib/pricing/__fixtures__/spec-price-tables";

// Property-based checks over the whole input space, beside the table tests of each function.
// The spec's default catalogue priced by the shop's rule, against the spec's section 9 tables (test-only oracle).
const spec = buildSpecCatalogue();
const priceSpecLine = (name: KnownSizeName, quantity: number, roundedCorners: boolean) =>
  priceCatalogueLine(
    spec,
    { sizeId: SPEC_SIZE_IDS[name], ...STANDARD_SIZE_DIMENSIONS[name] },
    { quantity, roundedCorners },
  );
const sizeName = fc.constantFrom(...KNOWN_SIZE_NAMES);
const quantity = fc.integer({ min: 50, max: 100_000 });
const cents = fc.integer({ min: 0, max: 10_000_000 });
const discount = fc.oneof(
  fc.record({ type: fc.constant("percentage" as const), basisPoints: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ type: fc.constant("fixed" as const), cents: fc.integer({ min: 0, max: 10_000_000 }) }),
);

describe("pricing properties", () => {
  it("prices every quantity at the table value of its tier, plus 5 cents per rounded square sticker", () => {
    fc.assert(
      fc.property(sizeName, quantity, fc.boolean(), (name, count, rounded) => {
        const isCircle = STANDARD_SIZE_DIMENSIONS[name].shape === "circle";
        const price = priceSpecLine(name, count, rounded && !isCircle);
        const tier = findTierQuantity(count);
        expect(tier).not.toBeNull();
        expect(price.totalPriceCents).toBe(PRICE_TABLES[name][tier!] + (rounded && !isCircle ? 5 * count : 0));
      }),
    );
  });

  it("equals the table exactly at every tier", () => {
    fc.assert(
      fc.property(sizeName, fc.constantFrom(...QUANTITY_TIERS), (name, tier) => {
        expect(priceSpecLine(name, tier, false).totalPriceCents).toBe(PRICE_TABLES[name][tier]);
      }),
    );
  });

  it("never discounts below zero nor above the undiscounted total", () => {
    fc.assert(
      fc.property(cents, cents, discount, fc.option(cents, { nil: null }), (subtotal, shipping, rule, max) => {
        const couponResult = calculateCouponDiscount(
          { code: "X", discount: rule, minOrderCents: null, maxDiscountCents: max, expiresAt: null, isActive: true },
          { orderCents: subtotal, now: new Date() },
        );
        expect(couponResult.ok).toBe(true);
        if (!couponResult.ok) return;
        const total = calculateOrderTotal({
          subtotalCents: subtotal,
          discountCents: couponResult.discountCents,
          shippingCents: shipping,
        });
        expect(total.totalCents).toBeGreaterThanOrEqual(0);
        expect(total.totalCents).toBeLessThanOrEqual(subtotal + shipping);
        expect(couponResult.newTotalCents).toBeGreaterThanOrEqual(0);
        expect(couponResult.discountCents).toBeLessThanOrEqual(subtotal);
        if (max !== null) expect(couponResult.discountCents).toBeLessThanOrEqual(max);
      }),
    );
  });

  it("keeps referral discounts within the order and the cap", () => {
    fc.assert(
      fc.property(
        cents,
        fc.constantFrom("percentage" as const, "fixed" as const),
        fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
        fc.option(cents, { nil: null }),
        (order, type, value, max) => {
          const result = calculateCustomerDiscount({ type, value, maxCustomerDiscountCents: max }, order);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(order);
          if (max !== null) expect(result).toBeLessThanOrEqual(max);
        },
      ),
    );
  });

  it("allocates a discount across lines exactly, never more than a line's total", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        (lines, seed) => {
          const sum = lines.reduce((a, b) => a + b, 0);
          const discountCents = sum === 0 ? 0 : seed % (sum + 1);
          const parts = allocateDiscount(discountCents, lines);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(discountCents);
          parts.forEach((part, index) => {
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(lines[index]!);
          });
        },
      ),
    );
  });
});
