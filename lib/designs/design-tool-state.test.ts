import { buildSpecCatalogue } from "@/lib/pricing/__fixtures__/spec-catalogue";
import { customInchesTextSchema } from "@/lib/validation/sticker-size";
import {
  DEFAULT_DIE_CUT_INCHES,
  getCurrentStep,
  makeInitialChoices,
  readChosenSize,
  reduceDesignToolChoices,
  sizesOfType,
  toCartSizeFields,
  type DesignToolChoices,
  type SizeOption,
} from "./design-tool-state";

const sizes: SizeOption[] = [
  { id: 1, name: '2"', shape: "square", width: 2, height: 2, price: "50.00" },
  { id: 2, name: '3" square', shape: "square", width: 3, height: 3, price: "50.00" },
  { id: 4, name: "2x4", shape: "square", width: 2, height: 4, price: "55.00" },
  { id: 5, name: '3" circle', shape: "circle", width: 3, height: 3, price: "50.00" },
];
const catalogue = buildSpecCatalogue();
const INITIAL_CHOICES = makeInitialChoices(catalogue);
const reduce = reduceDesignToolChoices(sizes, catalogue);

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
    expect(reduce(INITIAL_CHOICES, { type: "chooseQuantity", quantity: 1000 }).quantity).toBe(50);
  });

  it("offers the owner's tiers: a 1,000 tier, a smaller first tier", () => {
    const owners = buildSpecCatalogue();
    owners.grid.quantities = [25, 50, 100, 150, 200, 300, 400, 500, 1000];
    const initial = makeInitialChoices(owners);
    expect(initial.quantity).toBe(25);
    expect(reduceDesignToolChoices(sizes, owners)(initial, { type: "chooseQuantity", quantity: 1000 }).quantity).toBe(
      1000,
    );
  });

  it("starts at the default material and finish and accepts only active ones", () => {
    expect(INITIAL_CHOICES).toMatchObject({ materialId: "white-vinyl", finishId: "gloss", quantity: 50 });
    const holographic = reduce(INITIAL_CHOICES, { type: "chooseMaterial", materialId: "holographic" });
    expect(reduce(holographic, { type: "chooseFinish", finishId: "matte" })).toMatchObject({
      materialId: "holographic",
      finishId: "matte",
    });
    expect(reduce(INITIAL_CHOICES, { type: "chooseMaterial", materialId: "gold-foil" })).toBe(INITIAL_CHOICES);
    expect(reduce(INITIAL_CHOICES, { type: "chooseFinish", finishId: "satin" })).toBe(INITIAL_CHOICES);
    const retired = buildSpecCatalogue();
    retired.materials[2]!.active = false;
    const chosen = reduceDesignToolChoices(sizes, retired);
    expect(chosen(INITIAL_CHOICES, { type: "chooseMaterial", materialId: "holographic" })).toBe(INITIAL_CHOICES);
  });

  it("a new design starts again from the defaults", () => {
    const holographic = reduce(INITIAL_CHOICES, { type: "chooseMaterial", materialId: "holographic" });
    expect(reduce(holographic, { type: "reset" })).toEqual(INITIAL_CHOICES);
  });

  it("lists the sizes of a type", () => {
    expect(sizesOfType(sizes, "square").map((size) => size.id)).toEqual([1, 2, 4]);
    expect(sizesOfType(sizes, "circle").map((size) => size.id)).toEqual([5]);
    expect(sizesOfType(sizes, "die-cut")).toEqual([]);
    expect(sizesOfType(sizes, null)).toEqual([]);
  });
});

describe("die-cut and custom sizes", () => {
  const square = reduce(INITIAL_CHOICES, { type: "toggleStickerType", stickerType: "square", checked: true });

  it("choosing Die-cut starts at a 3-inch custom size, without rounded corners", () => {
    const rounded = reduce(square, { type: "setRoundedCorners", roundedCorners: true });
    const dieCut = reduce(rounded, { type: "toggleStickerType", stickerType: "die-cut", checked: true });
    expect(dieCut).toMatchObject({
      stickerType: "die-cut",
      sizeId: null,
      customSize: true,
      customText: { width: String(DEFAULT_DIE_CUT_INCHES) },
      roundedCorners: false,
    });
    expect(readChosenSize(sizes, dieCut)).toEqual({ kind: "die-cut", sizeInches: 3 });
    expect(reduce(dieCut, { type: "setRoundedCorners", roundedCorners: true })).toBe(dieCut);
    expect(reduce(dieCut, { type: "chooseSize", sizeId: 1 })).toBe(dieCut);
  });

  it("Custom size starts at the chosen standard size, and a standard size ends it", () => {
    const twoByFour = reduce(square, { type: "chooseSize", sizeId: 4 });
    const custom = reduce(twoByFour, { type: "chooseCustomSize" });
    expect(custom).toMatchObject({ sizeId: null, customSize: true, customText: { width: "2", height: "4" } });
    expect(readChosenSize(sizes, custom)).toEqual({ kind: "custom", shape: "square", widthInches: 2, heightInches: 4 });
    const back = reduce(custom, { type: "chooseSize", sizeId: 2 });
    expect(back).toMatchObject({ sizeId: 2, customSize: false });
    expect(readChosenSize(sizes, back)).toEqual({ kind: "standard", size: sizes[1] });
  });

  it("a circle's custom size is one diameter", () => {
    const circle = reduce(INITIAL_CHOICES, { type: "toggleStickerType", stickerType: "circle", checked: true });
    const custom = reduce(circle, { type: "chooseCustomSize" });
    const typed = reduce(custom, { type: "typeCustomInches", side: "width", text: "4.5" });
    expect(reduce(typed, { type: "typeCustomInches", side: "height", text: "2" })).toBe(typed);
    expect(readChosenSize(sizes, typed)).toEqual({
      kind: "custom",
      shape: "circle",
      widthInches: 4.5,
      heightInches: 4.5,
    });
  });

  it("typing is refused without Custom size, and choosing a type again leaves Custom size", () => {
    expect(reduce(square, { type: "typeCustomInches", side: "width", text: "5" })).toBe(square);
    const custom = reduce(square, { type: "chooseCustomSize" });
    expect(reduce(custom, { type: "toggleStickerType", stickerType: "circle", checked: true })).toMatchObject({
      sizeId: 5,
      customSize: false,
    });
  });

  it.each([
    ["12", "1", true],
    ["2.25", "3.75", true],
    ["2,5", "3", true],
    ["12.25", "3", false],
    ["0.75", "3", false],
    ["2.3", "3", false],
    ["", "3", false],
    ["abc", "3", false],
    ["1e1", "3", false],
    ["3", "", false],
  ])("a typed %p × %p is a size: %p", (width, height, valid) => {
    const custom = reduce(square, { type: "chooseCustomSize" });
    const typed = reduce(reduce(custom, { type: "typeCustomInches", side: "width", text: width }), {
      type: "typeCustomInches",
      side: "height",
      text: height,
    });
    expect(readChosenSize(sizes, typed) !== null).toBe(valid);
    // The form's zod rule (the cart's, lib/validation) agrees with the reducer's on every side.
    const sidesValid =
      customInchesTextSchema("Width").safeParse(width).success &&
      customInchesTextSchema("Height").safeParse(height).success;
    expect(sidesValid).toBe(valid);
  });

  it("turns a chosen size into the cart's size fields", () => {
    expect(toCartSizeFields({ kind: "standard", size: sizes[0] as SizeOption })).toEqual({ sizeId: 1 });
    expect(toCartSizeFields({ kind: "die-cut", sizeInches: 3.5 })).toEqual({ shape: "die-cut", sizeInches: 3.5 });
    expect(toCartSizeFields({ kind: "custom", shape: "square", widthInches: 2.5, heightInches: 3 })).toEqual({
      shape: "square",
      widthInches: 2.5,
      heightInches: 3,
    });
  });

  it("has no size without a type", () => {
    const none: DesignToolChoices = { ...INITIAL_CHOICES, customSize: true, customText: { width: "3", height: "3" } };
    expect(readChosenSize(sizes, none)).toBeNull();
  });
});

describe("getCurrentStep", () => {
  it.each([
    [false, false, 1],
    [false, true, 1],
    [true, false, 2],
    [true, true, 3],
  ] as const)("design %s, size chosen %s → step %i", (hasDesign, sizeChosen, step) => {
    expect(getCurrentStep(hasDesign, sizeChosen)).toBe(step);
  });
});
