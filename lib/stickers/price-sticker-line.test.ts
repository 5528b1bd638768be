import { ApiError } from "@/lib/api/errors";
import { buildSpecCatalogue, SPEC_SIZE_IDS } from "@/lib/pricing/__fixtures__/spec-catalogue";
import { SizeNotPricedError } from "@/lib/pricing/pricing-errors";
import { priceStickerLine } from "./price-sticker-line";

// The one pricing entry (#35): what the shopper got wrong is a 400 { message }; a catalogue that cannot
// price a size is the shop's fault and stays a server error.

const square3 = {
  sizeId: SPEC_SIZE_IDS['3" square'],
  shape: "square" as const,
  widthInches: 3,
  heightInches: 3,
  sizeName: '3" square',
};

function withoutPrices(sizeId: number) {
  const catalogue = buildSpecCatalogue();
  const totals = { ...catalogue.grid.totalsBySizeId };
  delete totals[sizeId];
  return { ...catalogue, grid: { ...catalogue.grid, totalsBySizeId: totals } };
}

describe("priceStickerLine", () => {
  it("prices with the catalogue's default stock and names it", () => {
    expect(priceStickerLine(buildSpecCatalogue(), square3, { quantity: 100, roundedCorners: false })).toEqual({
      unitPriceCents: 90,
      totalPriceCents: 9000,
      sizeName: '3" square',
      materialId: "white-vinyl",
      materialName: "White vinyl",
      finishId: "gloss",
      finishName: "Gloss laminate",
    });
  });

  it.each([
    {
      case: "a standard size renamed since the line was added: today's name",
      line: { ...square3, sizeName: "Old square name" },
      rename: "Square 3 in",
      sizeName: "Square 3 in",
    },
    {
      case: "a custom size keeps its own name",
      line: {
        sizeId: null,
        shape: "square" as const,
        widthInches: 2.5,
        heightInches: 3.5,
        sizeName: 'Custom 2.5" × 3.5"',
      },
      rename: "Square 3 in",
      sizeName: 'Custom 2.5" × 3.5"',
    },
  ])("names the size: $case", ({ line, rename, sizeName }) => {
    const catalogue = buildSpecCatalogue();
    const renamed = {
      ...catalogue,
      sizes: catalogue.sizes.map((size) => (size.id === square3.sizeId ? { ...size, name: rename } : size)),
    };
    expect(priceStickerLine(renamed, line, { quantity: 100, roundedCorners: false }).sizeName).toBe(sizeName);
  });

  it.each([
    ["an unknown material", { materialId: "glitter" }, "That material is not available."],
    ["an unknown finish", { finishId: "satin" }, "That finish is not available."],
    [
      "a quantity that is not a tier",
      { quantity: 75, requireTier: true },
      "Quantity must be one of 50, 100, 150, 200, 300, 400, 500",
    ],
  ])("answers 400 for %s", (_case, choices, message) => {
    const price = () =>
      priceStickerLine(buildSpecCatalogue(), square3, { quantity: 100, roundedCorners: false, ...choices });
    expect(price).toThrow(ApiError);
    expect(price).toThrow(message);
    try {
      price();
    } catch (error) {
      expect((error as ApiError).status).toBe(400);
    }
  });

  it("leaves a size without prices a server error (not a 400 the shopper could fix)", () => {
    const price = () =>
      priceStickerLine(withoutPrices(square3.sizeId), square3, { quantity: 100, roundedCorners: false });
    expect(price).toThrow(SizeNotPricedError);
    expect(price).not.toThrow(ApiError);
  });
});
