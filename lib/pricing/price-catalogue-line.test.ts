import type { Catalogue } from "@/lib/domain/catalogue";
import type { StickerShape } from "@/lib/domain/sticker-shapes";
import { CUSTOM_SIZE_MAX_INCHES, CUSTOM_SIZE_MIN_INCHES, CUSTOM_SIZE_STEP_INCHES } from "@/lib/domain/sticker-shapes";
import { SPEC_SIZE_IDS, buildSpecCatalogue } from "./__fixtures__/spec-catalogue";
import { priceCatalogueLine, type CatalogueLineChoices, type CatalogueSticker } from "./price-catalogue-line";
import {
  InvalidQuantityError,
  RoundedCornersNotAllowedError,
  SizeNotPricedError,
  UnknownFinishError,
  UnknownMaterialError,
  UnknownSizeError,
} from "./pricing-errors";

const spec = buildSpecCatalogue();
const custom = (shape: StickerShape, widthInches: number, heightInches = widthInches): CatalogueSticker => ({
  sizeId: null,
  shape,
  widthInches,
  heightInches,
});
const standard = (sizeId: number): CatalogueSticker => ({ sizeId, shape: "square", widthInches: 0, heightInches: 0 });
const total = (catalogue: Catalogue, sticker: CatalogueSticker, choices: Partial<CatalogueLineChoices> = {}) =>
  priceCatalogueLine(catalogue, sticker, { quantity: 50, roundedCorners: false, ...choices }).totalPriceCents;

/** The spec catalogue with a 1,000 tier: every size's 1,000 total is its 500 total × 1.8, rounded to a dollar. */
function withThousandTier(): Catalogue {
  const catalogue = buildSpecCatalogue();
  catalogue.grid.quantities.push(1000);
  for (const totals of Object.values(catalogue.grid.totalsBySizeId))
    totals.push(Math.round((totals.at(-1)! * 1.8) / 100) * 100);
  return catalogue;
}

describe("priceCatalogueLine", () => {
  it.each([
    // sticker, choices, total cents, why
    [standard(SPEC_SIZE_IDS['3" square']), { quantity: 100 }, 9000, "the 3\" square's 100 total"],
    [standard(SPEC_SIZE_IDS['3" square']), { quantity: 120 }, 9000, "120 stickers cost the 100 tier's total"],
    [standard(SPEC_SIZE_IDS['2"']), { roundedCorners: true }, 5250, "+ 5 cents × 50 for rounded corners"],
    [
      standard(SPEC_SIZE_IDS["2x4"]),
      { quantity: 60, roundedCorners: true },
      5800,
      "the fee counts the real quantity: 5500 + 5 × 60",
    ],
    [standard(SPEC_SIZE_IDS['3" square']), { materialId: "clear-vinyl" }, 5750, "clear vinyl: 115 %"],
    [
      standard(SPEC_SIZE_IDS['3" circle']),
      { quantity: 500, materialId: "holographic", finishId: "matte" },
      48100,
      "37000 × 130 %",
    ],
    [
      standard(SPEC_SIZE_IDS['4"']),
      { materialId: "holographic", roundedCorners: true },
      8050,
      "the fee is not scaled: 6000 × 1.3 + 250",
    ],
    [custom("square", 2.5, 3.5), {}, 5000, "the issue's example: capped by the 3\" square (custom rule 5395.8)"],
    [custom("square", 3, 2), {}, 5000, 'capped by the 3" square (custom rule 5166.7)'],
    [custom("die-cut", 2.5, 3.5), {}, 5000, "a die-cut is capped by its bounding box alike"],
    [custom("square", 4, 2), {}, 5500, "equal to the 2x4 turned: keeps its price, above the 3\" square's cap"],
    [custom("die-cut", 2, 4), {}, 5500, "a die-cut equal to the 2x4's rectangle"],
    [custom("circle", 3), { quantity: 300 }, 23200, 'equal to the 3" circle'],
    [custom("square", 3), { quantity: 300 }, 22500, 'equal to the 3" square'],
    [custom("square", 1), {}, 5000, 'below 2" × 2": the 2" total'],
    [
      custom("die-cut", 3.004, 2.4137),
      { quantity: 150 },
      12538,
      "sides priced to the hundredth: 3.00 × 2.41 = 7.23 sq in, 12000 + 2000 × 3.23/12",
    ],
    [custom("square", 3.5, 3), {}, 5542, '10.5 sq in: 5000 + 1000 × 6.5/12 = 5541.7, under the 4" cap of 6000'],
    [custom("square", 3.5, 3), { materialId: "clear-vinyl" }, 6373, "5541.67 × 1.15 = 6372.9, rounded once"],
    [custom("square", 6, 4), {}, 7500, "24 sq in, beyond every standard size: no cap, 6000 × (1 + 8/32)"],
    [custom("circle", 12), { quantity: 500 }, 200000, "144 sq in: 40000 × 5"],
    [
      custom("square", 1, 4.25),
      { quantity: 100, materialId: "holographic" },
      11091,
      "8531.25 × 1.3 = 11090.6 (rounding twice: 11090)",
    ],
  ] as [CatalogueSticker, Partial<CatalogueLineChoices>, number, string][])(
    "%j %j → %s (%s)",
    (sticker, choices, cents) => {
      expect(total(spec, sticker, choices)).toBe(cents);
    },
  );

  it("returns the display unit price (total / quantity, half up) and the tier", () => {
    expect(priceCatalogueLine(spec, custom("square", 3.5, 3), { quantity: 130, roundedCorners: true })).toEqual({
      // 100 tier: 8500 + 1500 × 6.5/12 = 9312.5, + 5 × 130 = 9962.5 → 9963 (once); 9963 / 130 = 76.6
      totalPriceCents: 9963,
      unitPriceCents: 77,
      tierQuantity: 100,
    });
  });

  it("takes the default material and finish when none is named", () => {
    const line = standard(SPEC_SIZE_IDS['4"']);
    const named = total(spec, line, { materialId: "white-vinyl", finishId: "gloss" });
    expect(total(spec, line, { materialId: null, finishId: null })).toBe(named);
    expect(total(spec, line)).toBe(named);
    const catalogue = buildSpecCatalogue();
    catalogue.materials = catalogue.materials.map((material) => ({
      ...material,
      isDefault: material.id === "holographic",
    }));
    expect(total(catalogue, line)).toBe(7800);
  });

  it("multiplies the factors: 115 % × 120 % prices as one 138 % factor, not 135 %", () => {
    const catalogue = buildSpecCatalogue();
    catalogue.finishes[1] = { ...catalogue.finishes[1]!, priceFactorBps: 12_000 };
    catalogue.materials.push({ ...catalogue.materials[0]!, id: "combined", isDefault: false, priceFactorBps: 13_800 });
    catalogue.materials.push({ ...catalogue.materials[0]!, id: "added", isDefault: false, priceFactorBps: 13_500 });
    const lines = [
      standard(SPEC_SIZE_IDS['3" circle']),
      custom("square", 3.5, 3),
      custom("die-cut", 1, 4.25),
      custom("circle", 7),
    ];
    for (const line of lines)
      for (const quantity of catalogue.grid.quantities) {
        const both = total(catalogue, line, { quantity, materialId: "clear-vinyl", finishId: "matte" });
        expect(both).toBe(total(catalogue, line, { quantity, materialId: "combined" }));
        if (quantity === 50) expect(both).not.toBe(total(catalogue, line, { quantity, materialId: "added" }));
      }
  });

  it("rounds once: material and finish factors are not rounded one after the other", () => {
    const catalogue = buildSpecCatalogue();
    catalogue.finishes[1] = { ...catalogue.finishes[1]!, priceFactorBps: 10_500 };
    // Custom 1" × 4.25" at 100: 8531.25 × 1.15 × 1.05 = 10301.48 → 10301; rounded after each step it
    // would be 8531 → 9811 → 10302.
    expect(
      total(catalogue, custom("square", 1, 4.25), { quantity: 100, materialId: "clear-vinyl", finishId: "matte" }),
    ).toBe(10301);
    // A 3" square at 50 with 100.01 % × 100.01 %: 5000 × 1.00020001 = 5001.0001 → 5001; rounded after the
    // material it would be 5000.5 → 5001, × 1.0001 = 5001.5 → 5002.
    catalogue.materials.push({ ...catalogue.materials[0]!, id: "nudged", isDefault: false, priceFactorBps: 10_001 });
    catalogue.finishes.push({ ...catalogue.finishes[0]!, id: "nudged", isDefault: false, priceFactorBps: 10_001 });
    expect(total(catalogue, standard(SPEC_SIZE_IDS['3" square']), { materialId: "nudged", finishId: "nudged" })).toBe(
      5001,
    );
  });

  describe("refuses what it cannot price", () => {
    const retired = buildSpecCatalogue();
    retired.materials[2] = { ...retired.materials[2]!, active: false };
    retired.finishes[1] = { ...retired.finishes[1]!, active: false };
    retired.sizes.push({
      id: 6,
      name: "5x5",
      shape: "square",
      widthInches: 5,
      heightInches: 5,
      active: true,
      sortOrder: 6,
      anchor: null,
    });
    const noAnchor = buildSpecCatalogue();
    noAnchor.sizes = noAnchor.sizes.map((size) => ({ ...size, anchor: size.anchor === "large" ? null : size.anchor }));

    type RefusalCase = [
      Catalogue,
      CatalogueSticker,
      Partial<CatalogueLineChoices>,
      new (...args: never[]) => Error,
      string,
    ];
    const cases: RefusalCase[] = [
      [spec, standard(1), { quantity: 49 }, InvalidQuantityError, "Quantity must be a whole number of at least 50."],
      [
        spec,
        custom("square", 3),
        { quantity: 50.5 },
        InvalidQuantityError,
        "Quantity must be a whole number of at least 50.",
      ],
      [
        spec,
        standard(1),
        { quantity: Number.MAX_SAFE_INTEGER, roundedCorners: true },
        InvalidQuantityError,
        "Quantity must be a whole number of at least 50.",
      ],
      ...[0, -1, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 1].map(
        (quantity) =>
          [
            spec,
            standard(1),
            { quantity },
            InvalidQuantityError,
            "Quantity must be a whole number of at least 50.",
          ] as RefusalCase,
      ),
      [spec, standard(1), { materialId: "gold" }, UnknownMaterialError, "That material is not available."],
      [retired, standard(1), { materialId: "holographic" }, UnknownMaterialError, "That material is not available."],
      [spec, standard(1), { finishId: "satin" }, UnknownFinishError, "That finish is not available."],
      [retired, standard(1), { finishId: "matte" }, UnknownFinishError, "That finish is not available."],
      [spec, standard(99), {}, UnknownSizeError, "That size is not available."],
      [retired, standard(6), {}, SizeNotPricedError, "That size has no price yet."],
      [noAnchor, custom("square", 3.5, 3), {}, SizeNotPricedError, "That size has no price yet."],
      [
        spec,
        standard(SPEC_SIZE_IDS['3" circle']),
        { roundedCorners: true },
        RoundedCornersNotAllowedError,
        "Rounded corners are only available for square stickers.",
      ],
      [
        spec,
        custom("circle", 2.5),
        { roundedCorners: true },
        RoundedCornersNotAllowedError,
        "Rounded corners are only available for square stickers.",
      ],
      [
        spec,
        custom("die-cut", 2.5, 2),
        { roundedCorners: true },
        RoundedCornersNotAllowedError,
        "Rounded corners are only available for square stickers.",
      ],
    ];
    it.each(
      cases.map(([catalogue, sticker, choices, errorClass, message]) => ({
        catalogue,
        sticker,
        choices,
        errorClass,
        message,
      })),
    )(
      "$sticker.shape $sticker.sizeId $sticker.widthInches, $choices → $errorClass.name",
      ({ catalogue, sticker, choices, errorClass, message }) => {
        expect(() => total(catalogue, sticker, choices)).toThrow(errorClass);
        expect(() => total(catalogue, sticker, choices)).toThrow(message);
      },
    );
  });

  it("prices a retired size by its id (reorders), while custom sizes neither match it nor are capped by it", () => {
    const catalogue = buildSpecCatalogue();
    catalogue.sizes = catalogue.sizes.map((size) => (size.name === '3" square' ? { ...size, active: false } : size));
    expect(total(catalogue, standard(SPEC_SIZE_IDS['3" square']), { quantity: 100 })).toBe(9000);
    // 3" × 3" is now a custom size: the custom rule (9125 at 100), capped by the 3" circle (9200): 9125.
    expect(total(catalogue, custom("square", 3), { quantity: 100 })).toBe(9125);
    expect(total(spec, custom("square", 3), { quantity: 100 })).toBe(9000);
  });

  it("follows the owner's grid: a 1,000 tier, a smaller first tier, a changed total, renamed and moved anchors", () => {
    const thousand = withThousandTier();
    expect(
      priceCatalogueLine(thousand, standard(SPEC_SIZE_IDS['3" square']), { quantity: 1200, roundedCorners: false }),
    ).toEqual({
      totalPriceCents: 64800,
      unitPriceCents: 54,
      tierQuantity: 1000,
    });
    expect(total(thousand, standard(SPEC_SIZE_IDS['3" square']), { quantity: 999 })).toBe(36000);
    // The custom rule's anchors in the new tier: 2" 63000, 4" 72000; 10.5 sq in: 63000 + 9000 × 6.5/12.
    expect(total(thousand, custom("square", 3.5, 3), { quantity: 1000 })).toBe(67875);

    const smaller = buildSpecCatalogue();
    smaller.grid.quantities.unshift(25);
    for (const totals of Object.values(smaller.grid.totalsBySizeId)) totals.unshift(3000);
    expect(total(smaller, standard(SPEC_SIZE_IDS['2"']), { quantity: 25 })).toBe(3000);
    expect(total(smaller, standard(SPEC_SIZE_IDS['2"']), { quantity: 50 })).toBe(5000);
    expect(() => total(smaller, standard(SPEC_SIZE_IDS['2"']), { quantity: 24 })).toThrow("at least 25.");

    const raised = buildSpecCatalogue();
    raised.grid.totalsBySizeId[SPEC_SIZE_IDS['3" square']]![1] = 9500;
    raised.sizes = raised.sizes.map((size) => ({ ...size, name: `${size.name} renamed` }));
    expect(total(raised, standard(SPEC_SIZE_IDS['3" square']), { quantity: 100 })).toBe(9500);
    expect(total(raised, custom("square", 3), { quantity: 100 })).toBe(9500);

    // The anchors come from the catalogue, areas included: a 5" square anchoring "large" (25 sq in, $80 at 50).
    const moved = buildSpecCatalogue();
    moved.sizes = moved.sizes.map((size) => (size.anchor === "large" ? { ...size, anchor: null } : size));
    moved.sizes.push({
      id: 6,
      name: '5"',
      shape: "square",
      widthInches: 5,
      heightInches: 5,
      active: true,
      sortOrder: 6,
      anchor: "large",
    });
    moved.grid.totalsBySizeId[6] = [8000, 14000, 19000, 24000, 34000, 44000, 52000];
    // 6" × 4.5" = 27 sq in: 8000 × (1 + 2/50) = 8320; 4.5" × 4.5" = 20.25 sq in: 5000 + 3000 × 16.25/21, capped by 5" at 8000.
    expect(total(moved, custom("square", 6, 4.5))).toBe(8320);
    expect(total(moved, custom("square", 4.5))).toBe(7321);
  });

  describe.each([
    ["the spec's grid", spec],
    ["a grid with a 1,000 tier", withThousandTier()],
  ])("properties over %s, in every tier", (_, catalogue) => {
    const sides: number[] = [];
    for (let side = CUSTOM_SIZE_MIN_INCHES; side <= CUSTOM_SIZE_MAX_INCHES; side += CUSTOM_SIZE_STEP_INCHES)
      sides.push(side);
    const squares = sides.flatMap((width) => sides.map((height) => custom("square", width, height)));
    const circles = sides.map((diameter) => custom("circle", diameter));
    const activeSizes = catalogue.sizes.filter((size) => size.active);
    const isStandard = ({ shape, widthInches: w, heightInches: h }: CatalogueSticker) =>
      activeSizes.some(
        (size) =>
          size.shape === shape &&
          ((size.widthInches === w && size.heightInches === h) || (size.widthInches === h && size.heightInches === w)),
      );
    const others = [...squares, ...circles].filter((sticker) => !isStandard(sticker));
    others.sort((a, b) => a.widthInches * a.heightInches - b.widthInches * b.heightInches);
    const { quantities } = catalogue.grid;

    it("among custom sizes (squares, rectangles and circles together) the price never falls as the area grows", () => {
      // 45 sides from 1" to 12": 45² boxes and 45 circles, less the six equal to a standard size (4" × 2" too).
      expect(others.length).toBe(45 * 45 + 45 - 6);
      for (const quantity of quantities) {
        let previous = 0;
        for (const sticker of others) {
          const cents = total(catalogue, sticker, { quantity });
          if (cents < previous)
            throw new Error(
              `${quantity}: ${sticker.widthInches}×${sticker.heightInches} ${sticker.shape} costs ${cents} < ${previous}`,
            );
          previous = cents;
        }
      }
    });

    it("never falls as the tier grows (every custom size)", () => {
      for (const sticker of [...squares, ...circles]) {
        const totals = quantities.map((quantity) => total(catalogue, sticker, { quantity }));
        for (let i = 1; i < totals.length; i++)
          if (totals[i]! < totals[i - 1]!)
            throw new Error(`${sticker.widthInches}×${sticker.heightInches}: tier ${quantities[i]} falls`);
      }
    });

    it("never prices a custom size above an active standard size of equal or larger pricing area", () => {
      for (const quantity of quantities)
        for (const sticker of others) {
          const area = sticker.widthInches * sticker.heightInches;
          const cents = total(catalogue, sticker, { quantity });
          for (const size of activeSizes)
            if (size.widthInches * size.heightInches >= area) {
              const bigger = total(catalogue, standard(size.id), { quantity });
              if (cents > bigger)
                throw new Error(
                  `${quantity}: ${sticker.widthInches}×${sticker.heightInches} ${cents} > ${size.name} ${bigger}`,
                );
            }
        }
    });

    it("keeps a standard size's price for a custom size equal to it (either orientation, die-cut as its box, with corners)", () => {
      for (const quantity of quantities)
        for (const size of activeSizes) {
          const expected = total(catalogue, standard(size.id), { quantity, materialId: "clear-vinyl" });
          const shapes: StickerShape[] = size.shape === "circle" ? ["circle"] : ["square", "die-cut"];
          for (const shape of shapes) {
            expect(
              total(catalogue, custom(shape, size.widthInches, size.heightInches), {
                quantity,
                materialId: "clear-vinyl",
              }),
            ).toBe(expected);
            expect(
              total(catalogue, custom(shape, size.heightInches, size.widthInches), {
                quantity,
                materialId: "clear-vinyl",
              }),
            ).toBe(expected);
          }
          if (size.shape === "square")
            expect(
              total(catalogue, custom("square", size.widthInches, size.heightInches), {
                quantity,
                roundedCorners: true,
              }),
            ).toBe(total(catalogue, standard(size.id), { quantity, roundedCorners: true }));
        }
    });
  });
});
