import { isFreeShippingCity } from "./is-free-shipping-city";

describe("isFreeShippingCity", () => {
  const cities = ["las vegas", "boulder city"];

  it.each<[string | null | undefined, string | null | undefined, boolean]>([
    ["Las Vegas", undefined, true],
    ["  BOULDER   city ", "nv", true],
    ["Boulder City", "Nevada", true],
    ["Boulder City", "CO", false],
    ["Henderson", "NV", false],
    ["Boulder", undefined, false],
    ["", undefined, false],
    [null, undefined, false],
  ])("%p, %p → %p (the owner's cities: Las Vegas and Boulder City)", (city, state, expected) => {
    expect(isFreeShippingCity(cities, city, state)).toBe(expected);
  });

  it("gives nothing free when the owner lists no city", () => {
    expect(isFreeShippingCity([], "Las Vegas", "NV")).toBe(false);
  });
});
