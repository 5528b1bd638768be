import {
  getCurrentStep,
  INITIAL_CHOICES,
  reduceDesignToolChoices,
  sizesOfType,
  type SizeOption,
} from "./design-tool-state";

const sizes: SizeOption[] = [
  { id: 1, name: '2"', shape: "square", width: 2, height: 2, price: "50.00" },
  { id: 2, name: '3" square', shape: "square", width: 3, height: 3, price: "50.00" },
  { id: 5, name: '3" circle', shape: "circle", width: 3, height: 3, price: "50.00" },
];
const reduce = reduceDesignToolChoices(sizes);

describe("design tool choices", () => {
  it("choosing Square selects the first square size", () => {
    expect(reduce(INITIAL_CHOICES, { type: "toggleStickerType", stickerType: "square", checked: true })).toMatchObject({
      stickerType: "square",
      sizeId: 1,
    });
  });

  it("choosing Circle selects the first circle size and drops rounded corners", () => {
    const square = { ...INITIAL_CHOICES, stickerType: "square" as const, sizeId: 2, roundedCorners: true };
    expect(reduce(square, { type: "toggleStickerType", stickerType: "circle", checked: true })).toMatchObject({
      stickerType: "circle",
      sizeId: 5,
      roundedCorners: false,
    });
  });

  it("unchecking the chosen type clears type and size", () => {
    const square = { ...INITIAL_CHOICES, stickerType: "square" as const, sizeId: 2, roundedCorners: true };
    expect(reduce(square, { type: "toggleStickerType", stickerType: "square", checked: false })).toMatchObject({
      stickerType: null,
      sizeId: null,
      roundedCorners: false,
    });
  });

  it("unchecking the other type changes nothing", () => {
    const square = { ...INITIAL_CHOICES, stickerType: "square" as const, sizeId: 2 };
    expect(reduce(square, { type: "toggleStickerType", stickerType: "circle", checked: false })).toBe(square);
  });

  it("refuses rounded corners on circles and sizes of the other type", () => {
    const circle = { ...INITIAL_CHOICES, stickerType: "circle" as const, sizeId: 5 };
    expect(reduce(circle, { type: "setRoundedCorners", roundedCorners: true })).toBe(circle);
    expect(reduce(circle, { type: "chooseSize", sizeId: 2 })).toBe(circle);
  });

  it("accepts only the quantity tiers", () => {
    expect(reduce(INITIAL_CHOICES, { type: "chooseQuantity", quantity: 300 }).quantity).toBe(300);
    expect(reduce(INITIAL_CHOICES, { type: "chooseQuantity", quantity: 120 }).quantity).toBe(50);
  });

  it("lists the sizes of a type", () => {
    expect(sizesOfType(sizes, "square").map((size) => size.id)).toEqual([1, 2]);
    expect(sizesOfType(sizes, "circle").map((size) => size.id)).toEqual([5]);
    expect(sizesOfType(sizes, null)).toEqual([]);
  });
});

describe("getCurrentStep", () => {
  it.each([
    [false, null, 1],
    [false, 2, 1],
    [true, null, 2],
    [true, 2, 3],
  ] as const)("design %s, size %s → step %i", (hasDesign, sizeId, step) => {
    expect(getCurrentStep(hasDesign, sizeId)).toBe(step);
  });
});
