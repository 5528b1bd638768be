import {
  InvalidQuantityError,
  PricingError,
  RoundedCornersNotAllowedError,
  calculateItemPrice,
  isCircleSize,
} from "./calculate-item-price";

describe("calculateItemPrice: every table cell without rounded corners", () => {
  it.each([
    // size, quantity, totalPriceCents, unitPriceCents
    ['3" circle', 50, 5000, 100],
    ['3" circle', 100, 9200, 92],
    ['3" circle', 150, 13200, 88],
    ['3" circle', 200, 16800, 84],
    ['3" circle', 300, 23200, 77],
    ['3" circle', 400, 31000, 78],
    ['3" circle', 500, 37000, 74],
    ['3" square', 50, 5000, 100],
    ['3" square', 100, 9000, 90],
    ['3" square', 150, 13000, 87],
    ['3" square', 200, 16500, 83],
    ['3" square', 300, 22500, 75],
    ['3" square', 400, 30000, 75],
    ['3" square', 500, 36000, 72],
    ['2"', 50, 5000, 100],
    ['2"', 100, 8500, 85],
    ['2"', 150, 12000, 80],
    ['2"', 200, 15000, 75],
    ['2"', 300, 22500, 75],
    ['2"', 400, 28000, 70],
    ['2"', 500, 35000, 70],
    ['4"', 50, 6000, 120],
    ['4"', 100, 10000, 100],
    ['4"', 150, 14000, 93],
    ['4"', 200, 17500, 88],
    ['4"', 300, 25500, 85],
    ['4"', 400, 34000, 85],
    ['4"', 500, 40000, 80],
    ["2x4", 50, 5500, 110],
    ["2x4", 100, 9500, 95],
    ["2x4", 150, 13500, 90],
    ["2x4", 200, 17000, 85],
    ["2x4", 300, 24000, 80],
    ["2x4", 400, 32000, 80],
    ["2x4", 500, 38000, 76],
  ])("%s x %p -> total %p, unit %p", (sizeName, quantity, totalPriceCents, unitPriceCents) => {
    expect(calculateItemPrice({ sizeName, quantity, roundedCorners: false })).toEqual({
      unitPriceCents,
      totalPriceCents,
      tierQuantity: quantity,
    });
  });
});

describe('calculateItemPrice: unknown sizes use the 2" table', () => {
  it.each([
    ['5"', 50, 5000, 50],
    ['5"', 100, 8500, 100],
    ['5"', 300, 22500, 300],
    ["weird", 150, 12000, 150],
    ["weird", 500, 35000, 500],
    ['6" circle', 200, 15000, 200],
    ["", 400, 28000, 400],
  ])("%p x %p -> %p (tier %p)", (sizeName, quantity, totalPriceCents, tierQuantity) => {
    expect(calculateItemPrice({ sizeName, quantity, roundedCorners: false })).toMatchObject({
      totalPriceCents,
      tierQuantity,
    });
  });
});

describe("calculateItemPrice: quantities between tiers use the largest tier not above", () => {
  it.each([
    ['3" circle', 120, 9200, 77, 100],
    ["2x4", 51, 5500, 108, 50],
    ['4"', 299, 17500, 59, 200],
    ['3" square', 450, 30000, 67, 400],
    ['2"', 1000, 35000, 35, 500],
    ['3" circle', 501, 37000, 74, 500],
  ])("%s x %p -> total %p, unit %p, tier %p", (sizeName, quantity, totalPriceCents, unitPriceCents, tierQuantity) => {
    expect(calculateItemPrice({ sizeName, quantity, roundedCorners: false })).toEqual({
      unitPriceCents,
      totalPriceCents,
      tierQuantity,
    });
  });
});

describe("calculateItemPrice: rounded corners add 5 cents per sticker", () => {
  it.each([
    ['3" square', 100, 9500, 95],
    ['3" square', 50, 5250, 105],
    ['2"', 300, 24000, 80],
    ['4"', 120, 10600, 88],
    ["2x4", 500, 40500, 81],
    ["weird", 150, 12750, 85],
  ])("%s x %p -> total %p, unit %p", (sizeName, quantity, totalPriceCents, unitPriceCents) => {
    expect(calculateItemPrice({ sizeName, quantity, roundedCorners: true })).toMatchObject({
      totalPriceCents,
      unitPriceCents,
    });
  });

  it("honours an explicit isCircle=false even when the name says circle", () => {
    expect(
      calculateItemPrice({ sizeName: '3" circle', quantity: 100, roundedCorners: true, isCircle: false }),
    ).toMatchObject({ totalPriceCents: 9700 });
  });
});

describe("calculateItemPrice: rounded corners on circles are rejected", () => {
  it.each<[string, boolean | undefined]>([
    ['3" circle', undefined],
    ['3" CIRCLE', undefined],
    ['5" circle', undefined],
    ['2"', true],
  ])("%p (isCircle %p)", (sizeName, isCircle) => {
    const price = () => calculateItemPrice({ sizeName, quantity: 100, roundedCorners: true, isCircle });
    expect(price).toThrow(RoundedCornersNotAllowedError);
    expect(price).toThrow("Rounded corners are only available for square stickers.");
  });

  it("allows a circle without rounded corners", () => {
    expect(calculateItemPrice({ sizeName: '3" circle', quantity: 100, roundedCorners: false }).totalPriceCents).toBe(
      9200,
    );
  });
});

describe("calculateItemPrice: invalid quantities", () => {
  it.each([49, 0, -1, -50, 1.5, 50.5, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 1])(
    "rejects %p",
    (quantity) => {
      const price = () => calculateItemPrice({ sizeName: '2"', quantity, roundedCorners: false });
      expect(price).toThrow(InvalidQuantityError);
      expect(price).toThrow("Quantity must be a whole number of at least 50.");
    },
  );

  it("rejects a quantity whose surcharge would overflow exact cents", () => {
    expect(() =>
      calculateItemPrice({ sizeName: '2"', quantity: Number.MAX_SAFE_INTEGER, roundedCorners: true }),
    ).toThrow(InvalidQuantityError);
  });

  it("exposes a code and the offending quantity", () => {
    try {
      calculateItemPrice({ sizeName: '2"', quantity: 49, roundedCorners: false });
      throw new Error("expected a throw");
    } catch (error) {
      expect(error).toBeInstanceOf(PricingError);
      expect(error).toMatchObject({ code: "INVALID_QUANTITY", quantity: 49, name: "InvalidQuantityError" });
    }
  });
});

describe("isCircleSize re-export", () => {
  it.each([
    ['3" circle', true],
    ['3" square', false],
  ])("%p -> %p", (sizeName, expected) => {
    expect(isCircleSize(sizeName)).toBe(expected);
  });
});
