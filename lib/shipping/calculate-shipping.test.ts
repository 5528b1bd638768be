import {
  SHIPPING_METHODS,
  calculateShipping,
  isLocalDeliveryCity,
  isShippingMethodId,
  type ShippingMethodId,
} from "./calculate-shipping";

describe("SHIPPING_METHODS", () => {
  it.each([
    ["standard", "Standard Shipping", 500, "3-5 business days"],
    ["priority", "Priority Shipping", 1000, "2-3 business days"],
  ] as const)("%s", (id, name, costCents, deliveryEstimate) => {
    expect(SHIPPING_METHODS[id]).toEqual({ id, name, costCents, deliveryEstimate });
  });
});

describe("isLocalDeliveryCity", () => {
  it.each<[string | null | undefined, string | null | undefined, boolean]>([
    ["Las Vegas", undefined, true],
    ["las vegas", undefined, true],
    ["LAS VEGAS", undefined, true],
    ["Henderson", undefined, true],
    ["North Las Vegas", undefined, true],
    ["  north   LAS vegas ", undefined, true],
    ["Las\tVegas", undefined, true],
    ["Las Vegas", "NV", true],
    ["Las Vegas", " nevada ", true],
    ["Henderson", "", true],
    ["Henderson", null, true],
    ["Henderson", "KY", false],
    ["Las Vegas", "New Mexico", false],
    ["LasVegas", undefined, false],
    ["Las Vegas Strip", undefined, false],
    ["East Las Vegas", undefined, false],
    ["Reno", "NV", false],
    ["Boulder City", undefined, false],
    ["", undefined, false],
    [null, undefined, false],
    [undefined, undefined, false],
  ])("%p, %p -> %p", (city, state, expected) => {
    expect(isLocalDeliveryCity(city, state)).toBe(expected);
  });
});

describe("isShippingMethodId", () => {
  it.each<[unknown, boolean]>([
    ["standard", true],
    ["priority", true],
    ["express", false],
    ["Standard", false],
    [undefined, false],
  ])("%p -> %p", (value, expected) => {
    expect(isShippingMethodId(value)).toBe(expected);
  });
});

describe("calculateShipping", () => {
  it.each<[ShippingMethodId, string | null, number, number, string, boolean, "local" | "quantity" | null]>([
    ["standard", "Phoenix", 50, 500, "3-5 business days", false, null],
    ["standard", "Phoenix", 299, 500, "3-5 business days", false, null],
    ["standard", "Phoenix", 300, 0, "Free shipping on 300+ stickers", true, "quantity"],
    ["standard", null, 500, 0, "Free shipping on 300+ stickers", true, "quantity"],
    ["standard", "Las Vegas", 50, 0, "Free local delivery", true, "local"],
    ["standard", "  north   LAS vegas ", 100, 0, "Free local delivery", true, "local"],
    ["standard", "henderson", 400, 0, "Free local delivery", true, "local"],
    ["standard", "", 0, 500, "3-5 business days", false, null],
    ["priority", "Phoenix", 50, 1000, "2-3 business days", false, null],
    ["priority", "Las Vegas", 50, 1000, "2-3 business days", false, null],
    ["priority", "Phoenix", 500, 1000, "2-3 business days", false, null],
  ])("%s to %p with %p stickers costs %p", (method, city, totalQuantity, costCents, message, isFree, reason) => {
    expect(calculateShipping({ method, city, totalQuantity })).toEqual({
      method,
      name: SHIPPING_METHODS[method].name,
      costCents,
      message,
      deliveryEstimate: SHIPPING_METHODS[method].deliveryEstimate,
      isFree,
      reason,
    });
  });

  it.each<[string, string, number, number]>([
    ["Henderson", "KY", 50, 500],
    ["Henderson", "KY", 300, 0],
    ["Henderson", "NV", 50, 0],
  ])("takes the state into account: %s, %s, %p stickers -> %p", (city, state, totalQuantity, costCents) => {
    expect(calculateShipping({ method: "standard", city, state, totalQuantity }).costCents).toBe(costCents);
  });

  it.each([-1, 1.5, NaN])("rejects totalQuantity %p", (totalQuantity) => {
    expect(() => calculateShipping({ method: "standard", city: "Reno", totalQuantity })).toThrow(RangeError);
  });

  it("rejects an unknown method", () => {
    expect(() => calculateShipping({ method: "express" as ShippingMethodId, city: "Reno", totalQuantity: 50 })).toThrow(
      RangeError,
    );
  });
});
