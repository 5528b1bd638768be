import { STICKER_SIZES } from "../../scripts/lib/seed-data.mjs";
import { calculateItemPrice } from "./calculate-item-price";
import { RoundedCornersNotAllowedError, InvalidQuantityError } from "./pricing-errors";
import { quoteStickerPrice } from "./quote-sticker-price";
import { STANDARD_SIZE_DIMENSIONS, findEqualStandardSize } from "./standard-sizes";

describe("quoteStickerPrice", () => {
  it.each([
    // shape, width, height, equals
    ["square", 2, 2, '2"'],
    ["square", 3, 3, '3" square'],
    ["square", 4, 4, '4"'],
    ["square", 2, 4, "2x4"],
    ["square", 4, 2, "2x4"],
    ["circle", 3, 3, '3" circle'],
  ] as const)("a custom %s %s × %s is priced as the standard %s, in every tier", (shape, width, height, name) => {
    for (const quantity of [50, 100, 150, 200, 300, 400, 500]) {
      for (const roundedCorners of shape === "square" ? [false, true] : [false]) {
        expect(
          quoteStickerPrice({ shape, widthInches: width, heightInches: height, quantity, roundedCorners }),
        ).toEqual(calculateItemPrice({ sizeName: name, quantity, roundedCorners }));
      }
    }
  });

  it.each([
    ["die-cut", 3, 3],
    ["circle", 2, 2],
    ["circle", 4, 4],
    ["square", 3, 2],
  ] as const)("a %s %s × %s is not a standard size", (shape, width, height) => {
    expect(findEqualStandardSize(shape, width, height)).toBeNull();
  });

  it.each([
    [4, 2, "2x4"],
    [2, 4, "2x4"],
    [3, 3, '3" square'],
    [2, 2, '2"'],
  ] as const)(
    "prices a die-cut whose box is %s × %s as the standard %s rectangle, in every tier",
    (width, height, name) => {
      for (const quantity of [50, 100, 150, 200, 300, 400, 500])
        expect(
          quoteStickerPrice({
            shape: "die-cut",
            widthInches: width,
            heightInches: height,
            quantity,
            roundedCorners: false,
          }),
        ).toEqual(calculateItemPrice({ sizeName: name, quantity, roundedCorners: false }));
    },
  );

  it("prices die-cut as the rectangle of its bounding box", () => {
    const dieCut = quoteStickerPrice({
      shape: "die-cut",
      widthInches: 3,
      heightInches: 2.4,
      quantity: 100,
      roundedCorners: false,
    });
    const rectangle = quoteStickerPrice({
      shape: "square",
      widthInches: 3,
      heightInches: 2.4,
      quantity: 100,
      roundedCorners: false,
    });
    expect(dieCut).toEqual(rectangle);
    expect(dieCut.totalPriceCents).toBe(8900); // 7.2 sq in: 8500 + 1500 × 3.2/12
  });

  it("adds 5 cents per sticker for rounded corners on a custom rectangle, and refuses them elsewhere", () => {
    const plain = quoteStickerPrice({
      shape: "square",
      widthInches: 2.5,
      heightInches: 3,
      quantity: 150,
      roundedCorners: false,
    });
    const rounded = quoteStickerPrice({
      shape: "square",
      widthInches: 2.5,
      heightInches: 3,
      quantity: 150,
      roundedCorners: true,
    });
    expect(rounded.totalPriceCents - plain.totalPriceCents).toBe(750);
    expect(() =>
      quoteStickerPrice({ shape: "die-cut", widthInches: 3, heightInches: 2, quantity: 50, roundedCorners: true }),
    ).toThrow(RoundedCornersNotAllowedError);
    expect(() =>
      quoteStickerPrice({ shape: "circle", widthInches: 5, heightInches: 5, quantity: 50, roundedCorners: true }),
    ).toThrow(RoundedCornersNotAllowedError);
  });

  it("refuses a quantity below the first tier", () => {
    expect(() =>
      quoteStickerPrice({ shape: "square", widthInches: 5, heightInches: 5, quantity: 49, roundedCorners: false }),
    ).toThrow(InvalidQuantityError);
  });

  it("knows the standard sizes the shop seeds", () => {
    const seeded = Object.fromEntries(
      STICKER_SIZES.map((size) => [
        size.name,
        { shape: size.shape, widthInches: size.width, heightInches: size.height },
      ]),
    );
    expect(seeded).toEqual(STANDARD_SIZE_DIMENSIONS);
  });
});
