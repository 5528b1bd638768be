import { buildSpecShippingRules } from "./__fixtures__/spec-shipping-rules";
import { calculateShipping, type ShippingMethodId } from "./calculate-shipping";
import { quoteShipping } from "./quote-shipping";

describe("quoteShipping", () => {
  const spec = buildSpecShippingRules();

  it("equals calculateShipping under the spec's rules (every method, place and quantity)", () => {
    const places: [string | null | undefined, string | null | undefined][] = [
      ["Las Vegas", undefined],
      ["  north   LAS vegas ", "NV"],
      ["henderson", " nevada "],
      ["Henderson", "KY"],
      ["Las Vegas Strip", undefined],
      ["Phoenix", "AZ"],
      ["Reno", "NV"],
      ["", undefined],
      [null, null],
    ];
    let cells = 0;
    for (const method of ["standard", "priority"] as ShippingMethodId[])
      for (const [city, state] of places)
        for (const totalQuantity of [0, 50, 299, 300, 301, 1000]) {
          const input = { method, city, state, totalQuantity };
          expect(quoteShipping(spec, input)).toEqual(calculateShipping(input));
          cells++;
        }
    expect(cells).toBe(2 * 9 * 6);
  });

  it.each([
    // method, city, state, quantity, expected: why
    ["standard", "Phoenix", "AZ", 50, { costCents: 500, message: "3-5 business days", isFree: false, reason: null }],
    [
      "standard",
      "Phoenix",
      "AZ",
      300,
      { costCents: 0, message: "Free shipping on 300+ stickers", isFree: true, reason: "quantity" },
    ],
    [
      "standard",
      "Henderson",
      "NV",
      400,
      { costCents: 0, message: "Free local delivery", isFree: true, reason: "local" },
    ],
    [
      "priority",
      "Las Vegas",
      "NV",
      500,
      { costCents: 1000, message: "2-3 business days", isFree: false, reason: null },
    ],
  ] as const)(
    "%s to %s, %s with %i stickers → %j (the spec's texts)",
    (method, city, state, totalQuantity, expected) => {
      expect(quoteShipping(spec, { method, city, state, totalQuantity })).toMatchObject(expected);
    },
  );

  describe("under rules the owner changed", () => {
    const rules = buildSpecShippingRules();
    rules.methods = [
      { id: "priority", name: "Express", amountCents: 1500, businessDays: "1-2" },
      { id: "standard", name: "Ground", amountCents: 650, businessDays: "4-6" },
    ];
    rules.freeShippingCities = ["las vegas", "boulder city"];
    rules.freeShippingMinQuantity = 500;

    it.each([
      // method, city, state, quantity, expected
      [
        "standard",
        "Phoenix",
        "AZ",
        300,
        {
          name: "Ground",
          costCents: 650,
          message: "4-6 business days",
          deliveryEstimate: "4-6 business days",
          isFree: false,
          reason: null,
        },
      ],
      [
        "standard",
        "Phoenix",
        "AZ",
        500,
        {
          name: "Ground",
          costCents: 0,
          message: "Free shipping on 500+ stickers",
          deliveryEstimate: "4-6 business days",
          isFree: true,
          reason: "quantity",
        },
      ],
      [
        "standard",
        "Boulder  City",
        "NV",
        50,
        { name: "Ground", costCents: 0, message: "Free local delivery", isFree: true, reason: "local" },
      ],
      [
        "standard",
        "Henderson",
        "NV",
        50,
        { name: "Ground", costCents: 650, message: "4-6 business days", isFree: false, reason: null },
      ],
      ["standard", "Boulder City", "CO", 50, { costCents: 650, isFree: false, reason: null }],
      [
        "priority",
        "Boulder City",
        "NV",
        900,
        {
          name: "Express",
          costCents: 1500,
          message: "1-2 business days",
          deliveryEstimate: "1-2 business days",
          isFree: false,
          reason: null,
        },
      ],
    ] as const)("%s to %s, %s with %i stickers → %j", (method, city, state, totalQuantity, expected) => {
      expect(quoteShipping(rules, { method, city, state, totalQuantity })).toEqual(
        expect.objectContaining({ method, ...expected }),
      );
    });

    it("takes the free-shipping cities in any letter case", () => {
      const shouting = { ...rules, freeShippingCities: ["  NORTH Las Vegas "] };
      expect(quoteShipping(shouting, { method: "standard", city: "north las vegas", totalQuantity: 50 }).reason).toBe(
        "local",
      );
    });
  });

  it("refuses a method the rules do not offer and a bad quantity", () => {
    const standardOnly = { ...spec, methods: spec.methods.filter((method) => method.id === "standard") };
    expect(() => quoteShipping(standardOnly, { method: "priority", totalQuantity: 50 })).toThrow(
      "unknown shipping method priority",
    );
    expect(() => quoteShipping(spec, { method: "express" as ShippingMethodId, totalQuantity: 50 })).toThrow(RangeError);
    expect(() => quoteShipping(spec, { method: "standard", totalQuantity: -1 })).toThrow(RangeError);
    expect(() => quoteShipping(spec, { method: "standard", totalQuantity: 2.5 })).toThrow(RangeError);
  });
});
